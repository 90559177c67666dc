import Diagnostics
import JSON

/// A String Catalog, `.strings` or `.stringsdict` file that cannot be read as one, said as every error is
/// (`Diagnostic`): the file, the place in it (line and column; in a String Catalog also the JSON path, which
/// names the key and the language; in a `.stringsdict` the key and the language by name), what was expected
/// and what was found, in one escaped line.
public struct CatalogError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The error as la-sim reports it: bad data (exit 65).
  public var diagnostic: Diagnostic

  /// An error at `position` in `file`, or about the file as a whole.
  init(_ file: String, at position: SourcePosition? = nil, _ message: String) {
    diagnostic = Diagnostic(file: file, position: position, message: message)
  }

  /// An error about a key's translation in a `.stringsdict`, at the element at fault.
  init(_ file: String, at position: SourcePosition, key: String, language: String, _ message: String) {
    self.init(file, at: position, "key \"\(key.abbreviated)\", language \(language.abbreviated): \(message)")
  }

  /// A String Catalog's error, found where its cursor was: the place and the JSON path.
  init(_ error: FixtureError) {
    diagnostic = error.diagnostic
  }

  /// A character found where another was expected, as a message names it: quoted when it shows as itself,
  /// by its code point when it is a control or an invisible format character.
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = "U+" + String(scalar.value, radix: 16, uppercase: true)
    switch scalar.properties.generalCategory {
    case .control: return "control character \(code)"
    case .format, .surrogate, .unassigned, .privateUse:
      return scalar == "\u{FEFF}" ? "a byte-order mark (U+FEFF)" : "character \(code)"
    default: return scalar.properties.isWhitespace ? "space character \(code)" : "'\(Character(scalar))'"
    }
  }
}
