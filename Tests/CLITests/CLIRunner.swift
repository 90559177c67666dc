import Foundation
import TestSupport

/// Runs the built `la-sim` binary from a scratch directory, as a user would.
enum CLIRunner {
  typealias Result = LaSimProcess.Result

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    try LaSimProcess.run(
      arguments, environment: environment, directory: FileManager.default.temporaryDirectory)
  }
  /// Writes `text` to a temporary file and returns its path.
  static func temporaryFile(_ text: String, name: String = "fixture.json") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "la-sim-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = directory.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
