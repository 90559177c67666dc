import Foundation
import TestSupport
import Testing

/// A scenario whose `expect` fails under `--verify` still leaves what CI uploads: the JUnit file, the HTML
/// report and the comparison of every snapshot taken before it stopped.
@Suite(.temporaryDirectory) struct VerifyStoppedTests {
  @Test func aFailedExpectStillWritesJUnitAndTheReport() throws {
    let directory = try TemporaryDirectory.ofThisTest().url
    let scenario = try CLIRunner.temporaryFile(
      """
      snapshot placed
      wait 2m30s
      snapshot counting-down compact
      expect state ended
      snapshot never
      """, name: "stops.scenario")
    let goldens = Repository.path("fixtures/golden/scenarios/pizza-planet-happy-path")
    let junit = directory.appendingPathComponent("junit.xml").path
    let report = directory.appendingPathComponent("report.html").path
    let result = try CLIRunner.run([
      "play", "pizza-planet", scenario, "--verify", goldens, "--junit", junit, "--report", report,
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "la-sim play: \(scenario):4: expected state ended, found active, since 10:00:00 (start placed)\n")
    #expect(
      result.stdout.hasPrefix(
        "STOPPED   \(scenario):4: expected state ended, found active, since 10:00:00 (start placed)\n"))
    #expect(result.stdout.contains("ok        placed\n"))
    #expect(!result.stdout.contains("is not produced by this scenario"), "it stopped before the others")
    let xml = try String(contentsOfFile: junit, encoding: .utf8)
    #expect(xml.contains(#"<testsuites tests="3" failures="1">"#))
    #expect(
      xml.contains(
        #"<failure message="\#(scenario):4: expected state ended, found active, since 10:00:00 (start placed)"/>"#
      ))
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(
      html.contains(
        "The scenario stopped: \(scenario):4: expected state ended, found active, since 10:00:00 (start placed)."
      ))
  }

  @Test func aStoppedScenarioOffersItsRecordCommandForOnceItRunsThrough() throws {
    let goldens = try TemporaryDirectory.ofThisTest().url.path
    let recorded = try CLIRunner.temporaryFile("snapshot placed\n", name: "records.scenario")
    #expect(try CLIRunner.run(["play", "pizza-planet", recorded, "--record", goldens]).status == 0)
    let scenario = try CLIRunner.temporaryFile(
      "wait 1m\nsnapshot placed\nexpect state ended\n", name: "differs-then-stops.scenario")
    let result = try CLIRunner.run(["play", "pizza-planet", scenario, "--verify", goldens])
    #expect(result.status == 1)
    #expect(result.stdout.contains("DIFFERS   placed"), "\(result.stdout)")
    // A recording would stop at the same line: the command is for once the scenario runs to its end.
    #expect(
      result.stdout.contains("Record every snapshot:   once it runs to its end, la-sim play pizza-planet"),
      "\(result.stdout)")
  }
}
