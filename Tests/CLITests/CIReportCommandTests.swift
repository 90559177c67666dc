import Foundation
import TestSupport
import Testing

/// Reports CI systems read: SARIF from `check`, JUnit XML from `play --verify`.
@Suite(.temporaryDirectory) struct CIReportCommandTests {
  @Test("A fixture check cannot read is in the SARIF and JSON reports too, at its place, not only on stderr")
  func brokenFixtureInReports() throws {
    let broken = try CLIRunner.temporaryFile("{\"name\": \"x\",\n  \"pipeline\": [ }", name: "broken.json")
    let sarif = try CLIRunner.run(["check", "courier", broken, "--format", "sarif"])
    #expect(sarif.status == 65)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    // Before, the log held courier's results alone: a report read as though the broken file were clean.
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require(
      (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "error")
    let text = try #require((notification["message"] as? [String: Any])?["text"] as? String)
    #expect(text.hasPrefix("\(broken):2:17: invalid JSON"), "\(text)")
    let location = try #require(
      (notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
    #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 17)

    let json = try CLIRunner.run(["check", "courier", broken, "--format", "json"])
    #expect(json.status == 65)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["fixtures"] as? [Any])?.count == 1)
    let error = try #require((object["errors"] as? [[String: Any]])?.first)
    #expect(error["file"] as? String == broken)
    #expect(error["line"] as? Int == 2)
    #expect(error["column"] as? Int == 17)
    // A clean run has neither.
    let clean = try CLIRunner.run(["check", "courier-compact", "--format", "sarif"])
    #expect(!clean.stdout.contains("invocations"))
  }

  @Test(
    "check --format sarif places each finding at the fixture JSON it comes from, errors and warnings apart")
  func sarif() throws {
    let result = try CLIRunner.run(["check", "pizza-planet", "--format", "sarif"])
    #expect(result.status == 1)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    let text = try CLIRunner.run(["check", "pizza-planet"]).stdout
    #expect(
      results.count == text.split(separator: "\n").filter { $0.hasSuffix("]") }.count,
      "one result per finding line")
    // The compact trailing clip sits at the line of "compactTrailing" in the shipped file.
    let fixture = try String(
      contentsOf: Repository.root.appendingPathComponent("fixtures/activities/pizza-planet.json"),
      encoding: .utf8)
    let line =
      try #require(
        fixture.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
          $0.contains("\"compactTrailing\"")
        }) + 1
    let clip = try #require(
      results.first { result in
        (result["message"] as? [String: Any])?["text"] as? String == nil
          ? false
          : ((result["message"] as! [String: Any])["text"] as! String).contains("compact/trailing")
      })
    #expect(clip["ruleId"] as? String == "LA001")
    #expect(clip["level"] as? String == "error")
    let location = try #require(
      (clip["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(
      (location["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "fixtures/activities/pizza-planet.json")
    #expect((location["region"] as? [String: Any])?["startLine"] as? Int == line)
    #expect(results.contains { $0["ruleId"] as? String == "LA006" && $0["level"] as? String == "warning" })
  }

  @Test(
    "play --verify --junit writes one test case per snapshot, and a changed golden is a failure with the diff"
  )
  func junit() throws {
    let goldens = Repository.root.appendingPathComponent("fixtures/golden/scenarios/courier-happy-path")
      .path
    let scenario = Repository.root.appendingPathComponent(
      "fixtures/scenarios/courier-happy-path.scenario"
    ).path
    let copy = try TemporaryDirectory.ofThisTest().appending("goldens")
    try FileManager.default.copyItem(atPath: goldens, toPath: copy.path)
    let report = copy.appendingPathComponent("junit.xml").path
    let passing = try CLIRunner.run(["play", "courier", scenario, "--verify", copy.path, "--junit", report])
    #expect(passing.status == 0)
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    let snapshots = try FileManager.default.contentsOfDirectory(atPath: goldens).filter {
      $0.hasSuffix(".txt")
    }
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == snapshots.count)
    #expect(xml.contains("failures=\"0\""))
    let first = try #require(snapshots.sorted().first)
    let golden = copy.appendingPathComponent(first).path
    // Above the frames: a line at the end would be in la-sim's log section, which verify skips.
    try ("changed\n" + (try String(contentsOfFile: golden, encoding: .utf8))).write(
      toFile: golden, atomically: true, encoding: .utf8)
    let failing = try CLIRunner.run(["play", "courier", scenario, "--verify", copy.path, "--junit", report])
    #expect(failing.status == 1)
    let failed = try String(contentsOfFile: report, encoding: .utf8)
    #expect(failed.contains("failures=\"1\""))
    #expect(failed.contains("<failure message=\"1 line removed;"))
    #expect(failed.contains("-changed"))
    let usage = try CLIRunner.run(["play", "courier", scenario, "--junit", report])
    #expect(usage.status == 64)
    #expect(usage.stderr.contains("--junit needs --verify DIR"))
  }
}
