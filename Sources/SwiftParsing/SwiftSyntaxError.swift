import Diagnostics

/// Swift the importer cannot parse: the file, the place and what was expected.
public struct SwiftSyntaxError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The file as named on the command line.
  public var file: String
  /// Where the parse stopped.
  public var position: SourcePosition
  /// What was expected and what was found.
  public var message: String

  /// An error.
  public init(file: String, position: SourcePosition, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:col: error: message`: bad data (exit 65).
  public var diagnostic: Diagnostic {
    Diagnostic(file: file, position: position, label: "error", message: message)
  }
}
