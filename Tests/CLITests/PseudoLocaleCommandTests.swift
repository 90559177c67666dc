import Foundation
import Testing

/// `--pseudo-locale` on `check`, `render`, `play` and `run`, and its usage error.
@Suite struct PseudoLocaleCommandTests {
  @Test("check courier --pseudo-locale double: the doubled ETA no longer fits compact trailing, in points")
  func doubleBreaksCompactTrailing() throws {
    let result = try CLIRunner.run(["check", "courier", "--pseudo-locale", "double"])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n")
    let clipped = lines.filter { $0.contains("[LA001]") }
    #expect(!clipped.isEmpty)
    // "25m 25m": 63.3 pt on a 393-pt class side of 52.33 − 10 pt margin.
    #expect(
      clipped.contains {
        $0.contains("iphone-15-pro compact/trailing") && $0.contains("\"25m 25m\" needs 63.3 pt, has 42.3 pt")
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

  @Test("run (piped) and play take --pseudo-locale too")
  func runAndPlay() throws {
    let run = try CLIRunner.run(["run", "courier", "--pseudo-locale", "bidi"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("redrO"))
    let scenario = FileManager.default.temporaryDirectory.appendingPathComponent("pseudo-\(UUID()).scenario")
    try "snapshot start\n".write(to: scenario, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: scenario) }
    let play = try CLIRunner.run(["play", "courier", scenario.path, "--pseudo-locale", "double"])
    #expect(play.status == 0)
    #expect(play.stdout.contains("Order #7305 Order #7305"), "\(play.stdout)")
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
