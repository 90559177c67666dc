import Escaping

/// A fixture that cannot be loaded, with the file, the JSON path, the line and column, and what was expected.
public struct FixtureError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The fixture's file name (or built-in name).
  public var file: String
  /// The JSON path of the offending value, e.g. `$.pipeline[2].contentState.status`.
  public var path: String
  /// Where in the file, when known.
  public var position: SourcePosition?
  /// What is wrong and what was expected.
  public var message: String

  /// An error.
  public init(file: String, path: String, position: SourcePosition?, message: String) {
    self.file = file
    self.path = path
    self.position = position
    self.message = message
  }

  /// One line: `file:line:column: $.path: message`, with any control character from the file (in a key,
  /// a value or the file's name) escaped, so that it can be printed to a terminal as it is.
  public var description: String {
    let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
    return TerminalSafe.escape(path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)")
  }
}
