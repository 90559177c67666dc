import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one door through which scenarios, goldens and review touch the file system, in POSIX calls so that
/// every failure is an `errno` said in words (`FileAccessError`), with the file's size and kind checked
/// before anything is read, and symbolic links refused where a link could lead a write out of its
/// directory.
public enum FileAccess {
  /// What a path names, without following a symbolic link (`lstat`).
  public enum Kind: Equatable, Sendable {
    /// Nothing.
    case missing
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A symbolic link, dangling or not.
    case symbolicLink
    /// A FIFO, socket or device.
    case other
  }

  /// What `path` is, not following a final symbolic link.
  public static func kind(_ path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// The bytes of the regular file at `path` (a symbolic link to one is followed unless `followLinks` is
  /// false), refused when it is larger than `limit` bytes for `kind` before more than that is read.
  public static func read(
    _ path: String, limit: InputLimits.File? = nil, followLinks: Bool = true
  ) throws(FileAccessError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else { throw FileAccessError(path: path, action: nil, errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileAccessError(path: path, action: nil, errno: errno) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw FileAccessError(path: path, problem: "is a directory")
    default: throw FileAccessError(path: path, problem: "is not a regular file")
    }
    let size = Int(info.st_size)
    if let limit { try checked(size, limit, path) }
    let maximum = limit?.maximumBytes ?? Int.max
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(size, maximum) + 1)
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { readSome(descriptor, $0) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileAccessError(path: path, action: "cannot be read", errno: errno)
      }
      if count == 0 { break }
      bytes += chunk[0..<count]
      // The file may have grown since fstat.
      if let limit, bytes.count > maximum { try checked(bytes.count, limit, path) }
    }
    return bytes
  }

  private static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer.baseAddress, buffer.count)
    #else
      Darwin.read(descriptor, buffer.baseAddress, buffer.count)
    #endif
  }

  private static func checked(_ size: Int, _ limit: InputLimits.File, _ path: String) throws(FileAccessError)
  {
    do {
      try InputLimits.check(byteCount: size, of: limit, path: path)
    } catch {
      throw FileAccessError(
        path: path,
        problem: "\(size) bytes, more than the \(limit.limitText) limit on a \(limit.rawValue) file",
        isOverLimit: true)
    }
  }

  /// Writes `text` to `path` whole or not at all: into a temporary file beside it, then one `rename(2)`.
  /// A symbolic link at `path` is refused rather than followed or replaced.
  public static func writeAtomically(_ text: String, to path: String) throws(FileAccessError) {
    switch kind(path) {
    case .missing, .regular: break
    case .directory: throw FileAccessError(path: path, problem: "cannot be written: is a directory").asOutput
    case .symbolicLink:
      throw FileAccessError(
        path: path, problem: "cannot be written: is a symbolic link (la-sim never follows one)"
      ).asOutput
    case .other:
      throw FileAccessError(path: path, problem: "cannot be written: is not a regular file").asOutput
    }
    let temporary = path + ".la-sim-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw FileAccessError(path: path, action: "cannot be written", errno: errno).asOutput
    }
    var failure = writeAll(text, to: descriptor)
    if failure == 0, rename(temporary, path) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw FileAccessError(path: path, action: "cannot be written", errno: failure).asOutput
    }
  }

  /// Creates the file `path` with `text`, refusing one that exists and a symbolic link in its place
  /// (`O_CREAT | O_EXCL | O_NOFOLLOW`); a short write removes what was written.
  public static func createNew(_ text: String, at path: String) throws(FileAccessError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      throw FileAccessError(path: path, action: "cannot be written", errno: errno).asOutput
    }
    let failure = writeAll(text, to: descriptor)
    guard failure == 0 else {
      unlink(path)
      throw FileAccessError(path: path, action: "cannot be written", errno: failure).asOutput
    }
  }

  /// Writes all of `text` to `descriptor` (retrying on EINTR) and closes it; the errno of the first
  /// failure, or 0.
  static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
    var bytes = Array(text.utf8)
    var written = 0
    var failure: Int32 = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        failure = errno
        break
      }
      written += count
    }
    if close(descriptor) != 0, failure == 0 { failure = errno }
    return failure
  }

  /// Creates the one directory `path` (its parent must exist); an existing one is an error.
  public static func createDirectory(_ path: String) throws(FileAccessError) {
    guard mkdir(path, 0o755) == 0 else {
      throw FileAccessError(path: path, action: "cannot be created", errno: errno).asOutput
    }
  }

  /// Removes the empty directory `path`, quietly leaving one that is not empty or not there.
  public static func removeEmptyDirectory(_ path: String) {
    _ = rmdir(path)
  }

  /// Removes the file at `path` if there is one (a symbolic link itself, never what it points to).
  public static func remove(_ path: String) throws(FileAccessError) {
    guard unlink(path) == 0 || errno == ENOENT else {
      throw FileAccessError(path: path, action: "cannot be removed", errno: errno).asOutput
    }
  }

  /// Creates `path` and any missing parents, as `mkdir -p` does.
  public static func createDirectories(_ path: String) throws(FileAccessError) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if mkdir(prefix, 0o755) != 0, errno != EEXIST {
        throw FileAccessError(path: path, action: "cannot be created", errno: errno).asOutput
      }
    }
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileAccessError(path: path, action: "cannot be created", errno: errno).asOutput
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FileAccessError(path: path, problem: "is a file, where a directory is wanted")
        .asOutput
    }
  }

  /// The names in `directory` (not `.` and `..`), or an error naming it.
  public static func list(_ directory: String) throws(FileAccessError) -> [String] {
    guard let handle = opendir(directory) else {
      throw FileAccessError(path: directory, action: "cannot be listed", errno: errno)
    }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
