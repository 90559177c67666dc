import Diagnostics

/// Swift the importer cannot parse: the file, the place and what was expected.
package struct SwiftSyntaxError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The file as named on the command line.
  package var file: String
  /// Where the parse stopped.
  package var position: SourcePosition
  /// What was expected and what was found.
  package var message: String

  /// An error.
  package init(file: String, position: SourcePosition, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:col: error: message`: bad data (exit 65).
  package var diagnostic: Diagnostic {
    Diagnostic(file: file, position: position, label: "error", message: message)
  }
}
