import BuiltinFixtures
import Foundation
import Scenarios
import TestSupport

/// The shipped scenarios and their goldens, and playing scenario text, as the scenario tests share them.
enum ScenarioTestSupport {
  /// `fixtures/scenarios`.
  static let scenarios = Repository.path("fixtures/scenarios")
  /// `fixtures/golden/scenarios`.
  static let goldens = Repository.path("fixtures/golden/scenarios")

  /// Plays scenario text against a built-in fixture.
  static func play(_ text: String, fixture: String = "pizza-planet", file: String = "test.scenario") throws
    -> [Snapshot]
  {
    try ScenarioPlayer(definition: BuiltinFixture.definition(fixture)).play(Scenario.parse(text, file: file))
  }

  /// Plays a shipped scenario file.
  static func playShipped(_ name: String, fixture: String) throws -> [Snapshot] {
    try ScenarioPlayer(definition: BuiltinFixture.definition(fixture)).play(shippedScenario(name))
  }

  /// A shipped scenario file, parsed.
  static func shippedScenario(_ name: String) throws -> Scenario {
    let path = "\(scenarios)/\(name).scenario"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try Scenario.parse(text, file: path)
  }

  /// The file's text.
  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// Writes `text` to `path`.
  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// Whether a file exists.
  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }
}

/// A test precondition that did not hold.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
