#if canImport(Glibc)
  import Glibc
#endif

extension PushDirectory {
  /// What is at `path` when it is not a regular file (`a directory`, `a FIFO (named pipe)`), following
  /// symbolic links as opening it would; nil for a regular file, or when nothing can be learnt (then
  /// reading it says why). A FIFO is named before it is opened: opening one waits for a writer, and the
  /// simulator would hang on `l`.
  static func kind(ofPath path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "a directory"
    case S_IFIFO: return "a FIFO (named pipe)"
    case S_IFSOCK: return "a socket"
    case S_IFCHR: return "a character device"
    case S_IFBLK: return "a block device"
    default: return "not a regular file"
    }
  }

  /// The reason `errno` gives for a file that cannot be opened, in words (`permission denied`).
  static func reason(_ number: Int32) -> String {
    String(cString: strerror(number)).lowercased()
  }
}
