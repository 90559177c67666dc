import Diagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that cannot be read, written or removed, said in one line: the file and what went wrong, in
/// words (`no such file`, `permission denied`, `is a directory`), never a raw `CocoaError(...)`.
public struct FileAccessError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// The file or directory as it was named.
  public var path: String
  /// What went wrong, e.g. `cannot be written: permission denied`.
  public var problem: String
  /// Whether the file was refused for its size (bad data, exit 65) rather than unreadable (exit 66).
  public var isOverLimit = false
  /// Whether la-sim was writing, creating or removing the file (an output: exit 73) rather than reading it.
  public var isOutput = false

  /// An error about `path`.
  public init(path: String, problem: String, isOverLimit: Bool = false) {
    self.path = path
    self.problem = problem
    self.isOverLimit = isOverLimit
  }

  /// An error about `path` from an `errno`: `cannot be read` + `: permission denied`.
  public init(path: String, action: String?, errno code: Int32) {
    self.path = path
    let reason = Self.reason(code)
    problem = action.map { "\($0): \(reason)" } ?? reason
  }

  /// The same error about an output: a file la-sim was writing, creating or removing.
  public var asOutput: FileAccessError {
    var error = self
    error.isOutput = true
    return error
  }

  /// `path: problem`: a file that cannot be read (exit 66) or written (exit 73), or one over its size limit
  /// (bad data, exit 65).
  public var diagnostic: Diagnostic {
    let kind: DiagnosticKind = isOverLimit ? .badData : isOutput ? .cannotCreate : .unreadable
    return Diagnostic(file: path, message: problem, kind: kind)
  }

  /// An `errno` in words.
  public static func reason(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such file or directory"
    case EACCES, EPERM: "permission denied"
    case EISDIR: "is a directory"
    case ENOTDIR: "a part of the path is not a directory"
    case ELOOP: "is a symbolic link (or a loop of them)"
    case ENAMETOOLONG: "the name is too long"
    case ENOSPC: "no space left on the device"
    case EROFS: "the file system is read-only"
    case EEXIST: "already exists"
    case ENOTEMPTY: "the directory is not empty"
    case EXDEV: "is on another file system"
    case EMFILE, ENFILE: "too many open files"
    case EIO: "input/output error"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
