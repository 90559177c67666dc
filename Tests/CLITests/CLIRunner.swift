import Foundation
import TestSupport

/// Runs the built `la-sim` binary as a user would, from the test's own temporary directory (the suite has the
/// `.temporaryDirectory` trait), so a command that writes where it runs leaves nothing behind.
enum CLIRunner {
  typealias Result = LaSimProcess.Result

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    try LaSimProcess.run(
      arguments, environment: environment, directory: try TemporaryDirectory.ofThisTest().url)
  }

  /// Writes `text` to a file `name` of its own in the test's temporary directory and returns its path.
  static func temporaryFile(_ text: String, name: String = "fixture.json") throws -> String {
    try TemporaryDirectory.ofThisTest().subdirectory().write(text, to: name)
  }
}
