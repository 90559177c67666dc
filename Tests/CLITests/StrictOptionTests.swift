import Foundation
import TestSupport
import Testing

/// `--strict` for CI: a warning fails the run and is named, where without it the run passes; a note (what the
/// phone does with a correct push: priority 5, LP029; an equal content state, LP030) fails nothing.
@Suite(.temporaryDirectory) struct StrictOptionTests {
  static func payload(_ name: String) -> String {
    Repository.path("fixtures/payloads/pizza-planet/\(name)")
  }

  @Test func aUnixSecondsDateInAPushFailsUnderStrict() throws {
    let sample = Self.payload("warn-unix-epoch-estimated-arrival.json")
    #expect(try CLIRunner.run(["push", "pizza-planet", sample]).status == 0)
    let strict = try CLIRunner.run(["push", "pizza-planet", sample, "--strict"])
    #expect(strict.status == 1)
    #expect(
      strict.stderr
        == "la-sim push: --strict: \(sample): applied with a warning (LP016), which --strict counts as a failure\n"
    )
    let clean = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), "--strict",
    ])
    #expect(clean.status == 0)
    #expect(clean.stderr.isEmpty)
  }

  @Test func aPriorityFiveUpdateIsANoteThatStrictPasses() throws {
    let sample = Self.payload("envelope-update-in-oven.json")
    let strict = try CLIRunner.run(["push", "pizza-planet", sample, "--strict"])
    #expect(strict.status == 0, "\(strict.stderr)")
    #expect(!strict.stderr.contains("--strict:"), "\(strict.stderr)")
    #expect(
      strict.stdout.contains(
        "\n  note: 5:5: $.headers.apns-priority: priority 5: not counted against the budget; iOS delivers it"),
      "\(strict.stdout)")
    #expect(!strict.stdout.contains("warning:"))
    let json = try CLIRunner.run(["push", "pizza-planet", sample, "--format", "json"])
    let root = try PushPhoneCommandTests.json(json.stdout)
    let payloads = try #require(root["payloads"] as? [[String: Any]])
    let diagnostics = try #require(payloads.first?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["severity"] as? String } == ["note"])
    #expect(diagnostics.map { $0["code"] as? String } == ["LP029"])
  }

  @Test func anEqualContentStateIsANoteThatStrictPasses() throws {
    let sample = Self.payload("envelope-update-in-oven.json")
    let again = try CLIRunner.temporaryFile(
      try String(contentsOfFile: sample, encoding: .utf8)
        .replacingOccurrences(of: "\"timestamp\": 1795946100", with: "\"timestamp\": 1795946160"),
      name: "envelope-update-in-oven-again.json")
    let strict = try CLIRunner.run(["push", "pizza-planet", sample, again, "--strict"])
    #expect(strict.status == 0, "\(strict.stderr)")
    #expect(strict.stderr.isEmpty, "\(strict.stderr)")
    #expect(
      strict.stdout.contains(
        "\n  note: 11:7: $.body.aps.content-state: the content state equals the one shown: applied, and nothing"
          + " changes on screen [LP030]\n"), "\(strict.stdout)")
    let json = try CLIRunner.run(["push", "pizza-planet", sample, again, "--format", "json"])
    let payloads = try #require(try PushPhoneCommandTests.json(json.stdout)["payloads"] as? [[String: Any]])
    let diagnostics = try #require(payloads.last?["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["code"] as? String } == ["LP029", "LP030"])
    #expect(diagnostics.map { $0["severity"] as? String } == ["note", "note"])
  }

  @Test func aWarningBesideANoteIsTheOneStrictNames() throws {
    let note = Self.payload("envelope-update-in-oven.json")
    let warned = Self.payload("warn-unix-epoch-estimated-arrival.json")
    let strict = try CLIRunner.run(["push", "pizza-planet", note, warned, "--strict"])
    #expect(strict.status == 1)
    #expect(
      strict.stderr
        == "la-sim push: --strict: \(warned): applied with a warning (LP016), which --strict counts as a failure\n"
    )
  }

  @Test func aTightTextFailsCheckUnderStrict() throws {
    let fixture = Repository.path("Tests/CheckerTests/Fixtures/tight-in-compact.json")
    #expect(try CLIRunner.run(["check", fixture]).status == 0)
    let strict = try CLIRunner.run(["check", fixture, "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("--strict: \(fixture): 1 LA006, which --strict counts as failures"))
  }

  @Test func emitCurlGoesToTheTokenAndHostGiven() throws {
    let emitted = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), "--emit", "curl", "--token",
      "ABCD12",
      "--host", "http://127.0.0.1:2197",
    ])
    #expect(emitted.status == 0)
    #expect(emitted.stdout.contains("curl --http2-prior-knowledge \\\n"))
    #expect(emitted.stdout.hasSuffix("  http://127.0.0.1:2197/3/device/abcd12\n"))
    let bad = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), "--emit", "curl", "--token",
      "xyz",
    ])
    #expect(bad.status == 64)
    #expect(bad.stderr.hasPrefix("la-sim push: --token \"xyz\" is not a push token"))
    let alone = try CLIRunner.run([
      "push", "pizza-planet", Self.payload("update-out-for-delivery.json"), "--host", "h",
    ])
    #expect(alone.status == 64)
  }

  @Test func aPushAppliedWithAWarningFailsPlayUnderStrict() throws {
    let scenario = try CLIRunner.temporaryFile(
      """
      push \(Self.payload("warn-unix-epoch-estimated-arrival.json"))
      snapshot after compact
      """, name: "warned.scenario")
    #expect(try CLIRunner.run(["play", "pizza-planet", scenario]).status == 0)
    let strict = try CLIRunner.run(["play", "pizza-planet", scenario, "--strict"])
    #expect(strict.status == 1)
    #expect(
      strict.stderr
        == "la-sim play: --strict: \(scenario): warn-unix-epoch-estimated-arrival.json was applied with LP016,"
        + " which --strict counts as a failure\n")
  }

  @Test func aPriorityFivePushPassesPlayUnderStrict() throws {
    let scenario = try CLIRunner.temporaryFile(
      """
      push \(Self.payload("envelope-update-in-oven.json"))
      snapshot after compact
      """, name: "priority-5.scenario")
    let strict = try CLIRunner.run(["play", "pizza-planet", scenario, "--strict"])
    #expect(strict.status == 0, "\(strict.stderr)")
    #expect(strict.stderr.isEmpty, "\(strict.stderr)")
    #expect(
      strict.stdout.contains(
        "    note: 5:5: $.headers.apns-priority: priority 5: not counted against the budget"),
      "\(strict.stdout)")
    // The shipped story of the budget sends priority 5 after the throttled priority-10 updates.
    let budget = try CLIRunner.run([
      "play", "pizza-planet", Repository.path("fixtures/scenarios/pizza-planet-budget.scenario"), "--strict",
    ])
    #expect(budget.status == 0, "\(budget.stderr)")
    #expect(budget.stderr.isEmpty, "\(budget.stderr)")
    // Beside a warning, only the warning is named.
    let both = try CLIRunner.temporaryFile(
      """
      push \(Self.payload("envelope-update-in-oven.json"))
      push \(Self.payload("warn-unix-epoch-estimated-arrival.json"))
      snapshot after compact
      """, name: "both.scenario")
    let failed = try CLIRunner.run(["play", "pizza-planet", both, "--strict"])
    #expect(failed.status == 1)
    #expect(
      failed.stderr
        == "la-sim play: --strict: \(both): warn-unix-epoch-estimated-arrival.json was applied with LP016,"
        + " which --strict counts as a failure\n")
  }
}
