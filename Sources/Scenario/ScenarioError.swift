import Escaping

/// A scenario that cannot be read or played: the file, the line and what was expected, in one line.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the scenario stopped.
  public enum Kind: Equatable, Sendable {
    /// The scenario (or a file it names) says something la-sim cannot play: exit 65.
    case badData
    /// A file cannot be read: exit 66.
    case unreadable
    /// An `expect` line does not hold: exit 1, like a snapshot that differs from its golden.
    case expectationFailed
  }

  /// The scenario file as it was named.
  public var file: String
  /// The 1-based line, or nil for the file as a whole.
  public var line: Int?
  /// What was expected and what was found.
  public var message: String
  /// What kind of failure it is.
  public var kind: Kind

  /// An error at `line` of `file`.
  public init(file: String, line: Int?, message: String, kind: Kind = .badData) {
    self.file = file
    self.line = line
    self.message = message
    self.kind = kind
  }

  /// `file:line: message`, with control characters from the file (or its name) escaped for a terminal.
  /// Invisible format characters (a byte-order mark, a zero-width space, a soft hyphen) are escaped as
  /// well, so that `unknown command '\u{FEFF}snapshot'` shows why `snapshot` was not understood; the
  /// joiners that hold emoji together are kept.
  public var description: String {
    let text = TerminalSafe.escape(line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)")
    guard text.unicodeScalars.contains(where: Self.isInvisible) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if Self.isInvisible(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A format character other than the zero-width joiner and non-joiner.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .format && scalar != "\u{200D}" && scalar != "\u{200C}"
  }
}
