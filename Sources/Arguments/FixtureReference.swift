import BuiltinFixtures

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `--with FIXTURE[@STEP]`: a fixture (a built-in name or a file) and, after its last `@`, the step its
/// activity starts at. A reference that names a fixture whole is that fixture, `@` and all: a file may be
/// called `we@ird.json`.
package enum FixtureReference {
  /// The fixture's name and the step named, if any.
  package static func split(_ reference: String) -> (fixture: String, step: String?) {
    guard let at = reference.lastIndex(of: "@"), !names(reference) else { return (reference, nil) }
    return (String(reference[..<at]), String(reference[reference.index(after: at)...]))
  }

  /// Whether `reference` is a built-in fixture's name or an existing file's path.
  private static func names(_ reference: String) -> Bool {
    BuiltinFixtures.bytes(named: reference) != nil || FileManager.default.fileExists(atPath: reference)
  }
}
