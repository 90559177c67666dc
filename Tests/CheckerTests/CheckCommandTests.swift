import Foundation
import JSON
import Layout
import Rendering
import TestSupport
import Testing

/// `la-sim check` run as a person runs it: the built binary, its output and its exit status.
@Suite(.temporaryDirectory) struct CheckCommandTests {
  /// Runs `la-sim` with `arguments` in the test's own temporary directory.
  func run(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(arguments, directory: try TemporaryDirectory.ofThisTest().url)
  }

  @Test("The shipped activities list their real clips with numbers and exit 1")
  func shippedFixtures() throws {
    let result = try run(["check", "courier", "export", "food-runner", "pizza-planet", "--device", "all"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    for name in ["courier", "food-runner"] {
      #expect(lines.contains { $0.hasPrefix("\(name): clean (") }, "\(name)")
    }
    // export's compact "100%" needs 43.3 pt (SF Pro's figure too) in the 393-class slot's 42.3: within the
    // band, a warning that does not fail the check.
    // The 393-pt class's landscape profile lays the island out alike: one finding names both.
    #expect(lines.contains("export: clean but for 1 warning (1 tight) in 1080 frames"))
    let compact =
      "export: iphone-15-pro, iphone-15-pro-landscape compact/trailing step 2 rendering (active): \"100%\" needs 43.3 pt, has 42.3 pt:"
      + " within the metrics' ±3 %"
    #expect(lines.contains { $0.hasPrefix(compact) && $0.hasSuffix(" [LA006]") })
    // Each summary's frames are the sum of its surfaces' (the indented lines under it, one per device).
    for (index, line) in lines.enumerated() where !line.hasPrefix("  ") && line.hasSuffix(" frames)") {
      let total = Int(line.split(separator: "(").last?.split(separator: " ").first ?? "")
      let surfaces = lines.dropFirst(index + 1).prefix(DeviceProfile.all.count)
      #expect(surfaces.allSatisfy { $0.hasPrefix("  ") })
      let sum = surfaces.flatMap { $0.matches(of: /(\d+) frames/).map { Int($0.1)! } }.reduce(0, +)
      #expect(total == sum, "\(line)")
    }
    #expect(lines.contains { $0.hasPrefix("  watch-45mm: small ") })
    #expect(
      lines.contains(
        "pizza-planet: iphone-15-pro expanded/center step 1 preparing (active, stale): \"👨🍳 Preparing Your Pizza\""
          + " needs 188.6 pt, has 125.3 pt → \"👨🍳 Preparing…\" (×12) [LA001]"))
    #expect(lines.contains { $0.hasPrefix("pizza-planet: ") && $0.hasSuffix(" [LA006]") })
    // The two published iPhones find what they found before the other surfaces were added.
    let published =
      try run(["check", "pizza-planet", "--device", "iphone-15-pro"]).stdout
      + (try run(["check", "pizza-planet", "--device", "iphone-15-pro-max"]).stdout)
    #expect(published.contains("pizza-planet: iphone-15-pro expanded/center step 1"))
    #expect(
      lines.contains {
        $0.hasPrefix("pizza-planet: ") && $0.contains(" findings (") && $0.hasSuffix(" frames")
      })
    #expect(lines.contains { $0.hasPrefix("pizza-planet: watch-40mm small/content ") })
    #expect(lines.contains { $0.hasPrefix("  iphone-no-island: lock-screen ") && $0.contains("; banner ") })
    #expect(result.stderr.isEmpty)
  }

  @Test("The clean fixture exits 0 and says so")
  func cleanFixture() throws {
    let result = try run(["check", "courier-compact", "--device", "all"])
    #expect(result.status == 0)
    // 76 frames on the two published iPhones, 16 in landscape, 14 on each of the 12 one-surface profiles.
    #expect(
      result.stdout.hasPrefix("courier-compact: clean (260 frames)\n  iphone-15-pro: lock-screen 14 frames; ")
    )
    #expect(result.stdout.split(separator: "\n").count == 1 + DeviceProfile.all.count)
    let phones = try run(["check", "courier-compact", "--device", "iphone-15-pro"])
    #expect(phones.stdout == "courier-compact: clean (38 frames)\n")
  }

  @Test("A tight text alone is a warning: it is listed, the check still exits 0 and says clean")
  func warningOnly() throws {
    let file = Repository.path("Tests/CheckerTests/Fixtures/tight-in-compact.json")
    // On the 393-pt class only (the 430-pt class has room; landscape has the same room and warns too).
    let result = try run(["check", file, "--device", "iphone-15-pro"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first?.hasSuffix(" [LA006]") == true)
    // Under it, the remedies la-sim laid out and saw fit: the text may shrink 5 %, or lose its "%".
    #expect(
      lines[1]
        == "  fix: .minimumScaleFactor(0.95): the text shrinks to 95 % at most (17.0 pt down to 16.2 pt)")
    #expect(lines[2].hasPrefix("  fix: a shorter text: at most 3 characters of this font"))
    #expect(lines.last == "\(file): clean but for 1 warning (1 tight) in 9 frames")
  }

  @Test("--device NAME checks one profile")
  func oneDevice() throws {
    let result = try run(["check", "pizza-planet", "--device", "iphone-15-pro-max"])
    #expect(result.status == 1)
    let findings = result.stdout.split(separator: "\n").dropLast()
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { !$0.contains("iphone-15-pro ") })
    #expect(result.stdout.hasSuffix("in 370 frames\n"))
  }

  @Test("--format json gives the same findings as objects")
  func json() throws {
    let text = try run(["check", "pizza-planet"])
    let result = try run(["check", "pizza-planet", "--format", "json"])
    #expect(result.status == 1)
    let root = try JSONParser.parse(bytes: Array(result.stdout.utf8))
    guard case .array(let fixtures)? = root["fixtures"],
      case .array(let findings)? = fixtures.first?["findings"]
    else {
      Issue.record("no fixtures[0].findings in \(result.stdout.prefix(200))")
      return
    }
    #expect(findings.count == text.stdout.split(separator: "\n").filter { $0.hasSuffix("]") }.count)
    let keys = [
      "code", "file", "device", "presentation", "region", "step", "state", "text", "needed", "available",
      "shown", "count",
    ]
    for finding in findings {
      guard case .object(let members) = finding else { continue }
      #expect(Array(members.map(\.key).prefix(keys.count)) == keys)
    }
    let center = findings.first { $0["text"]?.string == "👨🍳 Preparing Your Pizza" }
    #expect(center?["code"]?.string == "LA001")
    #expect(center?["needed"]?.number == 188.6)
    #expect(center?["available"]?.number == 125.3)
    #expect(center?["unit"]?.string == "pt")
    #expect(center?["shown"]?.string == "👨🍳 Preparing…")
    #expect(center?["step"]?.string == "preparing")
    #expect(center?["count"] == .int(12))
    // The Lock Screen title is cut on the 393 class (145 pt) and within the band on the 430 class.
    let tight = findings.first { $0["code"]?.string == "LA006" }
    #expect(tight?["text"]?.string == "Pizza Planet Delivery")
    #expect(tight?["device"]?.string == "iphone-15-pro-max")
    #expect(tight?["needed"]?.number == 163.7)
    #expect(tight?["available"]?.number == 163.5)
  }

  @Test(
    "Usage errors exit 64, unreadable files 66, bad fixtures 65",
    arguments: [
      (["check"], Int32(64), "la-sim check: name at least one fixture"),
      (["check", "courier", "--device", "iphone-3g"], 64, "la-sim check: unknown device 'iphone-3g'"),
      (["check", "courier", "--format", "xml"], 64, "la-sim check: invalid value 'xml' for --format"),
      (["check", "no-such-activity"], 66, "la-sim check: no built-in fixture named 'no-such-activity'"),
      (["check", "/nonexistent/x.json"], 66, "la-sim check: /nonexistent/x.json: no such file"),
    ])
  func errors(arguments: [String], status: Int32, message: String) throws {
    let result = try run(arguments)
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix(message))
  }

  @Test("A fixture that does not decode exits 65; the others are still checked")
  func badFixture() throws {
    let file = try TemporaryDirectory.ofThisTest().appending("bad.json")
    try Data("{\"name\": \"broken\"".utf8).write(to: file)
    let result = try run(["check", file.path, "courier-compact"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("\(file.path):1:"))
    #expect(result.stdout.hasPrefix("courier-compact: clean (260 frames)\n"))
  }

  @Test("Fixtures checked side by side report as each checked alone, in the order named, errors too")
  func severalFixtures() throws {
    let names = ["courier", "export", "pizza-planet"]
    let together = try run(["check"] + names + ["--device", "phones"])
    let alone = try names.map { try run(["check", $0, "--device", "phones"]) }
    #expect(together.status == 1)
    #expect(together.stdout == alone.map(\.stdout).joined())
    #expect(together.stdout.contains("pizza-planet: iphone-15-pro expanded/center step 1"))
    let bad = try TemporaryDirectory.ofThisTest().appending("bad.json")
    try Data("{".utf8).write(to: bad)
    let failing = try run([
      "check", "/nonexistent/a.json", "courier", bad.path, "/nonexistent/b.json", "--device", "phones",
    ])
    #expect(failing.status == 66)
    #expect(
      failing.stderr.split(separator: "\n").map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
        == [
          "la-sim check: /nonexistent/a.json", "la-sim check: \(bad.path)",
          "la-sim check: /nonexistent/b.json",
        ])
    #expect(failing.stdout == alone[0].stdout)
  }
}
