import Fixture
import FixtureJSON
import Foundation
import JSON
import SwiftImport
import TestSupport

/// The project's own Swift sources under `fixtures/swift`, and the binary run as a user runs it.
enum SwiftImportSupport {
  /// The path of `fixtures/swift/NAME`.
  static func path(_ name: String) -> String {
    Repository.root.appendingPathComponent("fixtures/swift/\(name)").path
  }

  /// The Swift files of one activity's directory, named as given on a command line.
  static func sources(_ directory: String) throws -> [SwiftSource] {
    let names = try FileManager.default.contentsOfDirectory(atPath: path(directory)).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    return try names.map { name in
      SwiftSource(
        file: "\(directory)/\(name)",
        text: try String(contentsOfFile: path("\(directory)/\(name)"), encoding: .utf8))
    }
  }

  /// The imported fixture, decoded as `la-sim render` decodes a file.
  static func importedDefinition(_ directory: String) throws -> (ActivityDefinition, ImportResult) {
    let result = try SwiftImporter.importFixture(try sources(directory))
    let definition = try FixtureDecoder.decode(
      bytes: Array(result.fixture.serialized(pretty: true).utf8), file: directory)
    return (definition, result)
  }

  /// Runs `la-sim` in the test's own temporary directory (its suite has the `.temporaryDirectory` trait).
  static func run(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(arguments, directory: try TemporaryDirectory.ofThisTest().url)
  }

  /// A new directory in the test's temporary directory holding `files` (name → text).
  static func scratch(_ files: [String: String]) throws -> URL {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    for (name, text) in files { try directory.write(text, to: name) }
    return directory.url
  }
}
