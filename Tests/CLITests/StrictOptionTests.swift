import Foundation
import TestSupport
import Testing

/// `--strict` for CI: a warning fails the run and is named, where without it the run passes.
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
}
