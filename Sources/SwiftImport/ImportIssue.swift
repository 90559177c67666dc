import Diagnostics

/// A construct the importer read but could not carry into the fixture: it is left out (or drawn as a marked
/// placeholder), never guessed.
package struct ImportIssue: Equatable, Sendable, DiagnosticConvertible {
  /// The Swift file as named on the command line.
  package var file: String
  /// Where the construct starts.
  package var position: SourcePosition
  /// What was left out and why.
  package var message: String

  /// An issue.
  package init(file: String, position: SourcePosition, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:col: unsupported: message`, as compilers write diagnostics.
  package var diagnostic: Diagnostic {
    Diagnostic(file: file, position: position, label: "unsupported", message: message)
  }
}

/// A place in one of the Swift files.
package struct SwiftPlace: Equatable, Sendable, CustomStringConvertible {
  /// The file as named on the command line.
  package var file: String
  /// The line and column.
  package var position: SourcePosition

  /// A place.
  package init(file: String, position: SourcePosition) {
    self.file = file
    self.position = position
  }

  /// `file:line:col`.
  package var description: String { "\(file):\(position)" }
}
