import BuiltinFixtures
import Fixture
import Foundation
import JSON
import Scenario

/// Paths and helpers the scenario tests share.
enum TestSupport {
  /// The repository root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// `fixtures/scenarios`.
  static let scenarios = root + "/fixtures/scenarios"
  /// `fixtures/golden/scenarios`.
  static let goldens = root + "/fixtures/golden/scenarios"

  /// A built-in fixture, decoded.
  static func definition(_ name: String) throws -> ActivityDefinition {
    guard let bytes = BuiltinFixtures.bytes(named: name) else {
      throw TestFailure("no built-in fixture \(name)")
    }
    return try FixtureDecoder.decode(bytes: bytes, file: name)
  }

  /// Plays scenario text against a built-in fixture.
  static func play(_ text: String, fixture: String = "pizza-planet", file: String = "test.scenario") throws
    -> [Snapshot]
  {
    try ScenarioPlayer(definition: definition(fixture)).play(Scenario.parse(text, file: file))
  }

  /// Plays a shipped scenario file.
  static func playShipped(_ name: String, fixture: String) throws -> [Snapshot] {
    try ScenarioPlayer(definition: definition(fixture)).play(shippedScenario(name))
  }

  /// A shipped scenario file, parsed.
  static func shippedScenario(_ name: String) throws -> Scenario {
    let path = "\(scenarios)/\(name).scenario"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try Scenario.parse(text, file: path)
  }

  /// A fresh empty directory under the system's temporary directory.
  static func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "la-sim-tests-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
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
