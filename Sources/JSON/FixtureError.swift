import Diagnostics

/// A fixture that cannot be loaded, with the file, the JSON path, the line and column, and what was expected.
public struct FixtureError: Error, Equatable, Sendable, DiagnosticConvertible {
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

  /// `file:line:column: $.path: message`: bad data (exit 65).
  public var diagnostic: Diagnostic {
    Diagnostic(file: file, position: position, path: path, message: message)
  }
}
