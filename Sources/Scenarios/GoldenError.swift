import Diagnostics

/// A golden or pending file that cannot be read or written.
public struct GoldenError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The file or directory.
  public var path: String
  /// What went wrong.
  public var message: String

  /// An error about `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`: a golden that cannot be read or written (exit 66).
  public var diagnostic: Diagnostic { Diagnostic(file: path, message: message, kind: .unreadable) }
}
