import ActivityState
import BuiltinFixtures

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds a fixture by built-in name or by path, and loads it.
enum FixtureLoader {
  /// Loads `reference`: a built-in name (`pizza-planet`) or a path to a JSON file.
  static func load(_ reference: String?) throws(CLIError) -> ActivityDefinition {
    let name = reference ?? BuiltinFixtures.defaultName
    if let bytes = BuiltinFixtures.bytes(named: name) {
      return try decode(bytes, file: "\(name) (built in)")
    }
    guard name.contains("/") || name.hasSuffix(".json") || FileManager.default.fileExists(atPath: name) else {
      throw CLIError(
        message: "no built-in fixture named '\(name)' and no such file"
          + " (built in: \(BuiltinFixtures.names.joined(separator: ", ")))",
        code: ExitCode.noInput)
    }
    return try decode(try readFile(name), file: name)
  }

  /// The bytes of a file, or an error naming it.
  static func readFile(_ path: String) throws(CLIError) -> [UInt8] {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CLIError(message: "\(path): no such file", code: ExitCode.noInput)
    }
    guard !isDirectory else {
      throw CLIError(message: "\(path): is a directory", code: ExitCode.noInput)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError(message: "\(path): cannot be read", code: ExitCode.noInput)
    }
    return [UInt8](data)
  }

  private static func decode(_ bytes: [UInt8], file: String) throws(CLIError) -> ActivityDefinition {
    do {
      return try FixtureDecoder.decode(bytes: bytes, file: file)
    } catch {
      throw CLIError(message: error.description, code: ExitCode.dataError)
    }
  }
}
