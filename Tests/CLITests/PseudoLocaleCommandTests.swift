import Foundation
import TestSupport
import Testing

/// `--pseudo-locale` on `check`, `render`, `play` and `run`, and its usage error.
@Suite(.temporaryDirectory) struct PseudoLocaleCommandTests {
  @Test("check courier --pseudo-locale double: the doubled ETA no longer fits compact trailing, in points")
  func doubleBreaksCompactTrailing() throws {
    let result = try CLIRunner.run(["check", "courier", "--pseudo-locale", "double"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    let clipped = lines.filter { $0.contains("[LA001]") }
    #expect(!clipped.isEmpty)
    // "25m 25m": 72.8 pt (twice SF Pro's 34.2-pt "25m" and a space) on a 393-pt class side of 52.33 − 10 pt
    // margin.
    #expect(
      clipped.contains {
        $0.contains("iphone-15-pro, iphone-15-pro-landscape compact/trailing")
          && $0.contains("\"25m 25m\" needs 72.8 pt, has 42.3 pt")
      }, "\(result.stdout)")
    #expect(clipped.allSatisfy { $0.contains("compact/trailing") })
    // Without the pseudolanguage courier is clean.
    #expect(try CLIRunner.run(["check", "courier"]).status == 0)
  }

  @Test("render --pseudo-locale names the pseudolanguage in the header and shows the localised text")
  func renderHeader() throws {
    let result = try CLIRunner.run([
      "render", "courier", "--step", "1", "--presentation", "lock-screen", "--pseudo-locale", "accented",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").first?.hasSuffix(" · pseudo-locale accented") == true)
    #expect(result.stdout.contains("Ööŕðééŕ #7305"))
    #expect(result.stdout.contains("On the Way"), "a value from the state is not localised")
  }

  @Test("--locale with --pseudo-locale: the language's translations, then the pseudolanguage on them")
  func languageThenPseudolanguage() throws {
    let parcel = Repository.root.appendingPathComponent("fixtures/examples/parcel/parcel.json").path
    let doubled = try CLIRunner.run([
      "render", parcel, "--presentation", "lock-screen", "--locale", "de", "--pseudo-locale", "double",
    ])
    #expect(doubled.status == 0)
    // German, doubled; a plural translation too. Before, the doubled English was looked up and not found.
    #expect(doubled.stdout.contains("Ihr Paket ist auf dem Weg zu Ihnen Ihr"), "\(doubled.stdout)")
    #expect(doubled.stdout.contains("Noch 12 Zustellungen vor Ihrer Noch 12"), "\(doubled.stdout)")
    #expect(!doubled.stderr.contains("no de translation"), "\(doubled.stderr)")
    let accented = try CLIRunner.run([
      "render", parcel, "--presentation", "lock-screen", "--locale", "de", "--pseudo-locale", "accented",
    ])
    #expect(accented.stdout.contains("Ñööçĥ 12 Žûûšţééļļûûñĝééñ"), "\(accented.stdout)")
    let check = try CLIRunner.run([
      "check", parcel, "--device", "iphone-15-pro", "--locale", "de", "--pseudo-locale", "double",
    ])
    #expect(!check.stdout.contains("[LA014]"), "every text has its German translation: \(check.stdout)")
  }

  @Test("run (piped) and play take --pseudo-locale too")
  func runAndPlay() throws {
    let run = try CLIRunner.run(["run", "courier", "--pseudo-locale", "bidi"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("redrO"))
    let scenario = try TemporaryDirectory.ofThisTest().appending("pseudo.scenario")
    try "snapshot start\n".write(to: scenario, atomically: true, encoding: .utf8)
    let play = try CLIRunner.run(["play", "courier", scenario.path, "--pseudo-locale", "double"])
    #expect(play.status == 0)
    #expect(play.stdout.contains("Order #7305 Order #7305"), "\(play.stdout)")
  }

  @Test("render --with: every activity on the phone is in the pseudolanguage, and the header says so")
  func withOthers() throws {
    let result = try CLIRunner.run([
      "render", "courier", "--with", "pizza-planet", "--pseudo-locale", "double", "--presentation",
      "lock-screen",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").first?.hasSuffix(" · pseudo-locale double") == true)
    #expect(result.stdout.contains("Order #4821 Order #4821"))
    #expect(result.stdout.contains("Order #7305 Order #7305"))
  }

  @Test("a scenario's pseudo-locale line plays it in that pseudolanguage; --pseudo-locale wins")
  func scenarioLine() throws {
    let scenario = try TemporaryDirectory.ofThisTest().appending("pseudo.scenario")
    try "pseudo-locale accented\nsnapshot start lock-screen\n".write(
      to: scenario, atomically: true, encoding: .utf8)
    let play = try CLIRunner.run(["play", "courier", scenario.path])
    #expect(play.status == 0)
    #expect(play.stdout.contains("(+0s) · pseudo-locale accented\n"))
    #expect(play.stdout.contains("Ööŕðééŕ #7305"))
    let overridden = try CLIRunner.run(["play", "courier", scenario.path, "--pseudo-locale", "double"])
    #expect(overridden.stdout.contains("Order #7305 Order #7305"))
    try "pseudo-locale double\npseudo-locale bidi\n".write(to: scenario, atomically: true, encoding: .utf8)
    let twice = try CLIRunner.run(["play", "courier", scenario.path])
    #expect(twice.status == 65)
    #expect(twice.stderr.contains(":2: the pseudo-locale is already chosen by line 1"))
  }

  @Test("an unknown pseudolanguage is a usage error naming the choices")
  func unknownLocale() throws {
    let result = try CLIRunner.run(["render", "courier", "--pseudo-locale", "klingon"])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "invalid value 'klingon' for --pseudo-locale; expected one of: double, accented, bidi"))
  }
}

/// `render --format accessibility` and the `accessibility` key of `--format json`.
@Suite(.temporaryDirectory) struct AccessibilityCommandTests {
  @Test("render --format accessibility lists each presentation's spoken elements in order")
  func text() throws {
    let result = try CLIRunner.run(["render", "pizza-planet", "--format", "accessibility"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let compact = try #require(lines.firstIndex(of: "Dynamic Island · compact"))
    #expect(lines[compact + 1].hasPrefix("  1. leading   image     \"box truck fill\""))
    #expect(lines[compact + 2] == "  2. trailing  timer     \"30 minutes\"")
  }

  @Test("render --format json carries the same reading under each frame's accessibility key")
  func json() throws {
    let result = try CLIRunner.run([
      "render", "pizza-planet", "--format", "json", "--presentation", "compact",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let frame = try #require((object["frames"] as? [[String: Any]])?.first)
    let reading = try #require(frame["accessibility"] as? [[String: Any]])
    #expect(reading.map { $0["label"] as? String } == ["box truck fill", "30 minutes"])
    #expect(reading.map { $0["role"] as? String } == ["image", "timer"])
    #expect(reading.first?["symbol"] as? String == "box.truck.fill")
  }

  @Test("check --accessibility adds LA009 and LA010; without it check prints neither")
  func check() throws {
    let with = try CLIRunner.run(["check", "courier-compact", "--accessibility"])
    #expect(with.status == 0, "warnings only")
    #expect(with.stdout.contains("compact/leading steps 0–3 (active, stale) (layouts.compactLeading): image"))
    #expect(with.stdout.contains("[LA009]"))
    #expect(
      with.stdout.contains("courier-compact: clean but for 4 warnings (4 unlabelled images) in 260 frames\n"))
    let without = try CLIRunner.run(["check", "courier-compact"])
    #expect(without.stdout.hasPrefix("courier-compact: clean (260 frames)\n"))
    #expect(!without.stdout.contains("LA009"))
  }
}
