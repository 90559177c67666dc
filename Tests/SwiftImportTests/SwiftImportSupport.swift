import Fixture
import Foundation
import JSON
import SwiftImport
import TestSupport

/// The project's own Swift sources under `fixtures/swift`, and the binary run as a user runs it.
enum SwiftImportSupport {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The path of `fixtures/swift/NAME`.
  static func path(_ name: String) -> String {
    repository.appendingPathComponent("fixtures/swift/\(name)").path
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

  static func run(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(arguments, directory: FileManager.default.temporaryDirectory)
  }

  /// A scratch directory holding `files` (name → text).
  static func scratch(_ files: [String: String]) throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "la-sim-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }
}
