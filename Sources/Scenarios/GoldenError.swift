import Diagnostics

/// A golden or pending file that cannot be read or written.
package struct GoldenError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The file or directory.
  package var path: String
  /// What went wrong.
  package var message: String

  /// An error about `path`.
  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`: a golden that cannot be read or written (exit 66).
  package var diagnostic: Diagnostic { Diagnostic(file: path, message: message, kind: .unreadable) }
}
