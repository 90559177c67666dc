import Foundation
import TestSupport
import Testing

/// A run that checks nothing does not pass: `play --record` of a scenario with no snapshots and `check`
/// of a fixture that draws no frame exit 1 with a sentence saying why.
struct VacuousPassTests {
  @Test(
    "play --record of an empty or comments-only scenario exits 1 and records nothing",
    arguments: ["", "# only a comment\n\n   \n", "expect state active\n"])
  func recordsNothing(scenario: String) throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    try ScenarioTestSupport.write(scenario, to: directory + "/s.scenario")
    let result = try LaSimProcess.run(
      ["play", "courier", "s.scenario", "--record", "g"], directory: URL(fileURLWithPath: directory))
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "la-sim play: s.scenario takes no snapshots, so nothing was recorded; add a 'snapshot NAME' line\n"
    )
    #expect(!FileManager.default.fileExists(atPath: directory + "/g"))
  }

  @Test("check of a fixture whose only step ends at once exits 1: nothing was checked")
  func checksNothing() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    var fixture = try ScenarioTestSupport.read(
      Repository.root.path + "/fixtures/activities/courier-compact.json")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(fixture.utf8)) as? [String: Any])
    var pipeline = try #require(object["pipeline"] as? [[String: Any]])
    pipeline = [pipeline[0].merging(["end": ["dismissalPolicy": "immediate"]]) { _, new in new }]
    var once = object
    once["pipeline"] = pipeline
    fixture = String(decoding: try JSONSerialization.data(withJSONObject: once), as: UTF8.self)
    try ScenarioTestSupport.write(fixture, to: directory + "/once.json")
    let result = try LaSimProcess.run(["check", "once.json"], directory: URL(fileURLWithPath: directory))
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("once.json: clean (0 frames)"))
    #expect(
      result.stderr.hasPrefix("la-sim check: once.json: nothing was checked: 0 frames drawn"),
      "\(result.stderr)")
    let clean = try LaSimProcess.run(
      ["check", "courier-compact"], directory: URL(fileURLWithPath: directory))
    #expect(clean.status == 0)
    #expect(clean.stderr.isEmpty)
  }
}
