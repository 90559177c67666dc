import Diagnostics

/// An input file larger than la-sim accepts.
public struct InputLimitError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The file as it was named.
  public var path: String
  /// Its size, or at least how much of it was read before the limit was passed.
  public var byteCount: Int
  /// Its kind, which sets the limit.
  public var file: InputLimits.File

  /// An error about `path`.
  public init(path: String, byteCount: Int, file: InputLimits.File) {
    self.path = path
    self.byteCount = byteCount
    self.file = file
  }

  /// One line naming the file, its size and the limit: bad data (exit 65).
  public var diagnostic: Diagnostic {
    Diagnostic(
      file: path,
      message: "\(byteCount) bytes, more than the \(file.limitText) limit on a \(file.rawValue) file")
  }
}
