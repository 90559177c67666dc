import Diagnostics

/// A golden or pending file that cannot be read or written.
public struct GoldenError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The file or directory.
  public var path: String
  /// What went wrong.
  public var message: String
  /// Whether la-sim was writing, creating or removing the file rather than reading it.
  public var isOutput = false

  /// An error about `path`.
  public init(path: String, message: String, isOutput: Bool = false) {
    self.path = path
    self.message = message
    self.isOutput = isOutput
  }

  /// The golden file's side of `error`, about `path` (the error's own when not given).
  public init(_ error: FileAccessError, path: String? = nil) {
    self.init(path: path ?? error.path, message: error.problem, isOutput: error.isOutput)
  }

  /// `path: message`: a golden that cannot be read (exit 66) or written (exit 73).
  public var diagnostic: Diagnostic {
    Diagnostic(file: path, message: message, kind: isOutput ? .cannotCreate : .unreadable)
  }
}
