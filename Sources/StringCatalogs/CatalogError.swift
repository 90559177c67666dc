import Diagnostics
import JSON

/// A String Catalog, `.strings` or `.stringsdict` file that cannot be read as one, said as every error is
/// (`Diagnostic`): the file, the place in it (line and column; in a String Catalog also the JSON path, which
/// names the key and the language), what was expected and what was found, in one escaped line.
public struct CatalogError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The error as la-sim reports it: bad data (exit 65).
  public var diagnostic: Diagnostic

  /// An error at `position` in `file`, or about the file as a whole.
  init(_ file: String, at position: SourcePosition? = nil, _ message: String) {
    diagnostic = Diagnostic(file: file, position: position, message: message)
  }

  /// An error about a key's translation in a file read without positions (a `.stringsdict`).
  init(_ file: String, key: String, language: String, _ message: String) {
    self.init(file, "key \"\(key.abbreviated)\", language \(language.abbreviated): \(message)")
  }

  /// A String Catalog's error, found where its cursor was: the place and the JSON path.
  init(_ error: FixtureError) {
    diagnostic = error.diagnostic
  }
}
