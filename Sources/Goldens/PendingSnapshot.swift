import Scenarios

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An actual frame waiting beside its golden (`<name>.actual.txt` next to `<name>.txt`), left by a
/// failed verify, for review to accept or reject.
///
/// Review acts only on what `play --verify` writes: a regular file named `<name>.actual.txt`, `.ans` or
/// `.svg` whose `<name>` is a snapshot name (letters, digits, `.`, `_`, `-`, not ending `.actual`), in DIR or a real
/// directory under it. Symbolic links are never followed, so neither a link named like a pending frame nor
/// a linked directory can make review read or replace a file outside DIR.
public struct PendingSnapshot: Equatable, Sendable {
  /// The golden's path; the file may not exist yet.
  public var goldenPath: String
  /// The actual frame's path.
  public var actualPath: String

  /// A pending pair.
  public init(goldenPath: String, actualPath: String) {
    self.goldenPath = goldenPath
    self.actualPath = actualPath
  }

  /// What a walk of a directory found: the pending pairs, and the files named like pending frames that
  /// review refuses to touch, each with the reason.
  public struct Scan: Equatable, Sendable {
    /// Pending pairs, sorted by path.
    public var pending: [PendingSnapshot] = []
    /// Refused files: symbolic links, non-regular files, goldens that are not regular files.
    public var refused: [GoldenError] = []
  }

  /// Whether there is no golden yet (the snapshot is new).
  public var isNew: Bool { FileAccess.kind(goldenPath) == .missing }

  /// A golden of the same snapshot in another format, and that format, when this one has none: a verify
  /// with `--format svg` against text goldens leaves `placed.actual.svg` beside `placed.txt`.
  public var otherFormatGolden: (path: String, format: SnapshotFormat)? {
    guard isNew, let dot = goldenPath.lastIndex(of: ".") else { return nil }
    let stem = goldenPath[..<dot]
    let own = goldenPath[goldenPath.index(after: dot)...]
    for other in SnapshotFormat.allCases where other.fileExtension != own {
      let path = "\(stem).\(other.fileExtension)"
      if FileAccess.kind(path) == .regular { return (path, other) }
    }
    return nil
  }

  /// The golden formats' extensions; a pending file is `<name>.actual.<extension>`.
  static let extensions = SnapshotFormat.allCases.map(\.fileExtension)

  /// Deepest directory level searched under DIR.
  static let maximumDepth = 16

  /// Every pending pair under `directory`, in any depth, sorted by path.
  public static func find(in directory: String) throws(GoldenError) -> [PendingSnapshot] {
    try scan(directory).pending
  }

  /// Walks `directory` (and the real directories under it) for pending frames.
  public static func scan(_ directory: String) throws(GoldenError) -> Scan {
    let base = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    // DIR itself is the person's choice and may be a link to a directory; nothing under it is followed.
    var isDirectory = FileAccess.kind(base) == .directory
    if FileAccess.kind(base) == .symbolicLink {
      isDirectory = (try? FileAccess.list(base)) != nil
    }
    guard isDirectory else {
      throw GoldenError(
        path: directory,
        message: FileAccess.kind(base) == .missing ? "no such directory" : "is not a directory")
    }
    var scan = Scan()
    try walk(base, depth: 0, into: &scan)
    scan.pending.sort { $0.actualPath < $1.actualPath }
    return scan
  }

  private static func walk(_ directory: String, depth: Int, into scan: inout Scan) throws(GoldenError) {
    let names: [String]
    do {
      names = try FileAccess.list(directory)
    } catch {
      throw GoldenError(error)
    }
    for name in names {
      let path = "\(directory)/\(name)"
      let kind = FileAccess.kind(path)
      if kind == .directory {
        if depth < maximumDepth { try walk(path, depth: depth + 1, into: &scan) }
        continue
      }
      guard let (stem, fileExtension) = pendingName(name) else { continue }
      let goldenPath = "\(directory)/\(stem).\(fileExtension)"
      switch kind {
      case .regular: break
      case .symbolicLink:
        scan.refused.append(
          GoldenError(path: path, message: "is a symbolic link; review only touches the files verify writes"))
        continue
      default:
        scan.refused.append(GoldenError(path: path, message: "is not a regular file"))
        continue
      }
      switch FileAccess.kind(goldenPath) {
      case .missing, .regular:
        scan.pending.append(PendingSnapshot(goldenPath: goldenPath, actualPath: path))
      case .symbolicLink:
        scan.refused.append(
          GoldenError(path: goldenPath, message: "is a symbolic link; review never replaces one"))
      default:
        scan.refused.append(GoldenError(path: goldenPath, message: "is not a regular file"))
      }
    }
  }

  /// `("placed", "txt")` for `placed.actual.txt`; nil for any name `play --verify` never writes
  /// (`.actual.txt`, `a.actual.actual.txt`, `a.actual.png`, `-a.actual.txt`).
  public static func pendingName(_ name: String) -> (String, String)? {
    for fileExtension in extensions {
      let suffix = ".actual.\(fileExtension)"
      guard name.hasSuffix(suffix) else { continue }
      let stem = String(name.dropLast(suffix.count))
      return isSnapshotName(stem) ? (stem, fileExtension) : nil
    }
    return nil
  }

  /// The names `snapshot` lines may take, as the scenario parser takes them: ASCII letters, digits, `.`, `_`,
  /// `-`, starting with a letter or digit, at most 100 characters, not ending `.actual` (`a.actual.txt` would
  /// be a pending frame of `a`). A `.actual` inside (`a.actual.b`) is a name play writes goldens for, so
  /// review takes its pending frames too.
  public static func isSnapshotName(_ name: String) -> Bool {
    guard let first = name.utf8.first, name.utf8.count <= 100, !name.hasSuffix(".actual") else {
      return false
    }
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    return isAlphanumeric(first)
      && name.utf8.allSatisfy { isAlphanumeric($0) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }
  }

  /// Accepts the change: the actual frame replaces the golden (one rename, so the golden is never half
  /// written). Both are checked again first, as regular files, so that nothing swapped in since the scan
  /// (a link, a directory) is followed or replaced.
  public func accept() throws(GoldenError) {
    try checkActual()
    switch FileAccess.kind(goldenPath) {
    case .missing, .regular: break
    case .symbolicLink:
      throw GoldenError(path: goldenPath, message: "is a symbolic link; review never replaces one")
    default: throw GoldenError(path: goldenPath, message: "is not a regular file")
    }
    guard rename(actualPath, goldenPath) == 0 else {
      let reason = FileAccessError.reason(errno)
      throw GoldenError(path: goldenPath, message: "cannot be replaced: \(reason)", isOutput: true)
    }
  }

  /// Rejects the change: the actual frame is deleted and the golden stays.
  public func reject() throws(GoldenError) {
    try checkActual()
    do {
      try FileAccess.remove(actualPath)
    } catch {
      throw GoldenError(error, path: actualPath)
    }
  }

  private func checkActual() throws(GoldenError) {
    switch FileAccess.kind(actualPath) {
    case .regular: return
    case .missing: throw GoldenError(path: actualPath, message: "no such file (was it reviewed already?)")
    case .symbolicLink:
      throw GoldenError(
        path: actualPath, message: "is a symbolic link; review only touches the files verify writes")
    default: throw GoldenError(path: actualPath, message: "is not a regular file")
    }
  }

  /// The golden's text, if there is one (never through a symbolic link).
  public func goldenText() -> String? {
    (try? FileAccess.read(goldenPath, followLinks: false)).flatMap { String(validating: $0, as: UTF8.self) }
  }

  /// The actual frame's text (never through a symbolic link).
  public func actualText() -> String? {
    (try? FileAccess.read(actualPath, followLinks: false)).flatMap { String(validating: $0, as: UTF8.self) }
  }
}
