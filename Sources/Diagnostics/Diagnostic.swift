import Escaping

/// One problem la-sim reports, in one shape for every decoder (fixtures, layouts, pushes, scenarios, Swift),
/// the checker's inputs and the files a command reads and writes: the file, the place in it (line and column,
/// and the JSON path into it), what is wrong and what was expected, and what kind of failure it is.
///
/// It reads as one line, as compilers write diagnostics: `x.json:12:5: $.pipeline[2].status: unknown case
/// "cooking"; expected one of ...`, `Widget.swift:3:9: unsupported: ...`, `a.scenario:4: ...`. Text from the
/// input is escaped for a terminal (`TerminalSafe`), and so are invisible format characters (a byte-order
/// mark, a zero-width space), so that a message says why a word that looks right was not understood.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as it was named (a path, a built-in fixture's name), or "" when there is none.
  public var file: String
  /// Where in the file, when known.
  public var position: SourcePosition?
  /// The JSON path of the offending value (`$.pipeline[2].contentState.status`), or "".
  public var path: String
  /// A word after the place, as compilers write (`error`, `unsupported`), or nil.
  public var label: String?
  /// What is wrong and what was expected.
  public var message: String
  /// What kind of failure it is.
  public var kind: DiagnosticKind

  /// A diagnostic.
  public init(
    file: String, position: SourcePosition? = nil, path: String = "", label: String? = nil, message: String,
    kind: DiagnosticKind = .badData
  ) {
    self.file = file
    self.position = position
    self.path = path
    self.label = label
    self.message = message
    self.kind = kind
  }

  /// `file:line:column: [label: ][$.path: ]message`, escaped for a terminal.
  public var description: String {
    var line = position.map { "\(file):\($0)" } ?? file
    if let label { line += ": \(label)" }
    if !path.isEmpty { line += ": \(path)" }
    line += line.isEmpty ? message : ": \(message)"
    return Self.shown(line)
  }

  /// `text` with control characters and invisible format characters escaped.
  static func shown(_ text: String) -> String {
    let escaped = TerminalSafe.escape(text)
    guard escaped.unicodeScalars.contains(where: isInvisible) else { return escaped }
    var out = ""
    for scalar in escaped.unicodeScalars {
      if isInvisible(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A format character other than the zero-width joiner and non-joiner, which hold emoji together.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .format && scalar != "\u{200D}" && scalar != "\u{200C}"
  }
}
