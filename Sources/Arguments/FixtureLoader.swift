import BuiltinFixtures
import Fixture
import FixtureJSON
import JSON

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds a fixture by built-in name or by path, and loads it.
package enum FixtureLoader {
  /// Loads `reference`: a built-in name (`pizza-planet`) or a path to a JSON file.
  package static func load(_ reference: String?) throws(CLIError) -> ActivityDefinition {
    let name = reference ?? BuiltinFixtures.defaultName
    if let bytes = BuiltinFixtures.bytes(named: name) {
      return try decode(bytes, file: "\(name) (built in)")
    }
    guard name.contains("/") || name.hasSuffix(".json") || FileManager.default.fileExists(atPath: name) else {
      throw CLIError(
        message: "no built-in fixture named '\(name)'\(builtinHint(name)) and no such file"
          + " (built in: \(BuiltinFixtures.names.joined(separator: ", ")))",
        code: ExitCode.noInput)
    }
    if name.hasSuffix(".swift") { throw swiftGiven(name) }
    return try decode(try InputFile.read(name, limit: .fixture), file: name)
  }

  /// ` (did you mean 'courier'?)` for a name within two edits of a built-in fixture's (`couier`), else
  /// nothing.
  package static func builtinHint(_ name: String) -> String {
    Spelling.nearest(to: name, in: BuiltinFixtures.names).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// A Swift file where a fixture goes: la-sim reads the app's Swift itself, with no compiler or toolchain
  /// to install, but through `import` and `--swift`; one sentence says which (not "invalid JSON").
  package static func swiftGiven(_ name: String) -> CLIError {
    CLIError.usage(
      "'\(name)' is Swift, not a fixture: write a fixture from the app's Swift with 'la-sim import"
        + " \(name) --out FIXTURE.json', or check a fixture against it with 'la-sim check FIXTURE --swift"
        + " \(name)' (no Swift toolchain needed)")
  }

  private static func decode(_ bytes: [UInt8], file: String) throws(CLIError) -> ActivityDefinition {
    do {
      return try FixtureDecoder.decode(bytes: bytes, file: file)
    } catch {
      throw CLIError(error)
    }
  }
}
