import FrameFormats
import Rendering
import Scenarios

/// A directory of golden snapshots, `<name>.txt` (or `.ans`, `.svg`), with pending ones beside them as
/// `<name>.actual.txt`. Goldens are written only by `record`; `verify` writes only the actual files.
public struct GoldenStore: Sendable {
  /// The directory.
  public let directory: String
  /// The format goldens are kept in: text or svg.
  public let format: SnapshotFormat
  /// Whether `verify` compares la-sim's log section too (`--verify-log`); otherwise only the frames and
  /// the fixture's texts, so that a reworded message does not break a golden. SVG pictures are compared
  /// whole.
  public let comparesLog: Bool

  /// A store in `directory`.
  public init(directory: String, format: SnapshotFormat, comparesLog: Bool = false) {
    self.directory =
      directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    self.format = format
    self.comparesLog = comparesLog
  }

  /// What `verify` compares of a golden or a snapshot's text.
  func compared(_ text: String) -> String {
    comparesLog || format == .svg ? text : Snapshot.withoutLog(text)
  }

  /// `DIR/<name>.txt`.
  public func goldenPath(_ name: String) -> String {
    "\(directory)/\(name).\(format.fileExtension)"
  }

  /// `DIR/<name>.actual.txt`.
  public func actualPath(_ name: String) -> String {
    "\(directory)/\(name).actual.\(format.fileExtension)"
  }

  /// Compares each snapshot with its golden. A difference or a missing golden writes the actual frame
  /// beside the golden; a match removes an actual left over from an earlier run. A golden kept in another
  /// format is named, so that `--format svg` against text goldens says so rather than "missing".
  public func verify(_ snapshots: [Snapshot]) throws(GoldenError) -> VerifyResult {
    var checks: [SnapshotCheck] = []
    for snapshot in snapshots {
      let actual = snapshot.rendered(format)
      let goldenPath = goldenPath(snapshot.name)
      let actualPath = actualPath(snapshot.name)
      let golden = try read(goldenPath)
      let status: SnapshotCheck.Status
      if let golden {
        let diff = UnifiedDiff(old: compared(golden), new: compared(actual))
        status = diff.isEmpty ? .match : .mismatch(diff)
      } else if let other = otherFormat(of: snapshot.name) {
        status = .otherFormat(path: other.path, format: other.format)
      } else {
        status = .missing
      }
      if status == .match {
        try remove(actualPath)
      } else {
        try createDirectory()
        try write(actual, to: actualPath)
      }
      var check = SnapshotCheck(
        name: snapshot.name, goldenPath: goldenPath, actualPath: actualPath, status: status, golden: golden,
        actual: actual)
      // Only a snapshot the report shows gets its picture in points: it is drawn for a person, not compared.
      if status != .match { check.picture = snapshot.picture }
      checks.append(check)
    }
    var result = VerifyResult(
      directory: directory, format: format, checks: checks, unreferenced: unreferenced(snapshots.map(\.name)))
    result.comparesLog = comparesLog
    return result
  }

  /// A golden of `name` in a format other than this store's, if there is one.
  func otherFormat(of name: String) -> (path: String, format: SnapshotFormat)? {
    for other in SnapshotFormat.allCases where other != format {
      let path = "\(directory)/\(name).\(other.fileExtension)"
      if FileAccess.kind(path) == .regular { return (path, other) }
    }
    return nil
  }

  /// Writes every snapshot as its golden and removes pending actual files; says what changed for each.
  public func record(_ snapshots: [Snapshot]) throws(GoldenError) -> [RecordedGolden] {
    try createDirectory()
    var recorded: [RecordedGolden] = []
    for snapshot in snapshots {
      let text = snapshot.rendered(format)
      let path = goldenPath(snapshot.name)
      let existing = try read(path)
      let change: RecordedGolden.Change = existing == nil ? .new : (existing == text ? .unchanged : .changed)
      if change != .unchanged { try write(text, to: path) }
      try remove(actualPath(snapshot.name))
      recorded.append(RecordedGolden(name: snapshot.name, path: path, change: change))
    }
    return recorded
  }

  /// Every golden in the directory, in any format (not the pending `.actual` files).
  public func goldens() -> [String] {
    let entries = (try? FileAccess.list(directory)) ?? []
    return entries.filter { entry in
      SnapshotFormat.allCases.contains {
        entry.hasSuffix(".\($0.fileExtension)") && !entry.hasSuffix(".actual.\($0.fileExtension)")
      }
    }.map { "\(directory)/\($0)" }
  }

  /// Goldens in the directory that no snapshot of `names` produces.
  public func unreferenced(_ names: [String]) -> [String] {
    let suffix = ".\(format.fileExtension)"
    let entries = (try? FileAccess.list(directory)) ?? []
    let wanted = Set(names)
    return entries.filter { entry in
      entry.hasSuffix(suffix) && !entry.hasSuffix(".actual" + suffix)
        && !wanted.contains(String(entry.dropLast(suffix.count)))
    }.sorted().map { "\(directory)/\($0)" }
  }

  // MARK: Files

  /// The golden's text, or nil when there is none. A golden is la-sim's own output: a symbolic link, a
  /// directory or a device in its place is refused.
  private func read(_ path: String) throws(GoldenError) -> String? {
    switch FileAccess.kind(path) {
    case .missing: return nil
    case .regular: break
    case .directory: throw GoldenError(path: path, message: "is a directory, not a golden file")
    case .symbolicLink:
      throw GoldenError(
        path: path, message: "is a symbolic link; la-sim reads and writes goldens only as regular files")
    case .other: throw GoldenError(path: path, message: "is not a regular file")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileAccess.read(path, followLinks: false)
    } catch {
      throw GoldenError(error, path: path)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw GoldenError(path: path, message: "is not UTF-8 text")
    }
    return text
  }

  private func write(_ text: String, to path: String) throws(GoldenError) {
    do {
      try FileAccess.writeAtomically(text, to: path)
    } catch {
      throw GoldenError(error, path: path)
    }
  }

  private func remove(_ path: String) throws(GoldenError) {
    do {
      try FileAccess.remove(path)
    } catch {
      throw GoldenError(error, path: path)
    }
  }

  private func createDirectory() throws(GoldenError) {
    do {
      try FileAccess.createDirectories(directory)
    } catch {
      throw GoldenError(error, path: directory)
    }
  }
}
