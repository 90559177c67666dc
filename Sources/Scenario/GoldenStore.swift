import Renderer

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A directory of golden snapshots, `<name>.txt` (or `.svg`), with pending ones beside them as
/// `<name>.actual.txt`. Goldens are written only by `record`; `verify` writes only the actual files.
public struct GoldenStore: Sendable {
  /// The directory.
  public let directory: String
  /// The format goldens are kept in: text or svg.
  public let format: SnapshotFormat

  /// A store in `directory`.
  public init(directory: String, format: SnapshotFormat) {
    self.directory =
      directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    self.format = format
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
  /// beside the golden; a match removes an actual left over from an earlier run.
  public func verify(_ snapshots: [Snapshot]) throws(GoldenError) -> VerifyResult {
    var checks: [SnapshotCheck] = []
    for snapshot in snapshots {
      let actual = snapshot.rendered(format)
      let goldenPath = goldenPath(snapshot.name)
      let actualPath = actualPath(snapshot.name)
      let golden = try read(goldenPath)
      let status: SnapshotCheck.Status
      if let golden {
        let diff = UnifiedDiff(old: golden, new: actual)
        status = diff.isEmpty ? .match : .mismatch(diff)
      } else {
        status = .missing
      }
      if status == .match {
        try remove(actualPath)
      } else {
        try createDirectory()
        try write(actual, to: actualPath)
      }
      checks.append(
        SnapshotCheck(
          name: snapshot.name, goldenPath: goldenPath, actualPath: actualPath, status: status, golden: golden,
          actual: actual))
    }
    return VerifyResult(
      directory: directory, format: format, checks: checks, unreferenced: unreferenced(snapshots.map(\.name)))
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

  /// Goldens in the directory that no snapshot of `names` produces.
  public func unreferenced(_ names: [String]) -> [String] {
    let suffix = ".\(format.fileExtension)"
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return entries.filter { entry in
      entry.hasSuffix(suffix) && !entry.hasSuffix(".actual" + suffix)
        && !names.contains(String(entry.dropLast(suffix.count)))
    }.sorted().map { "\(directory)/\($0)" }
  }

  // MARK: Files

  private func read(_ path: String) throws(GoldenError) -> String? {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    guard !isDirectory, let data = FileManager.default.contents(atPath: path) else {
      throw GoldenError(path: path, message: "cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw GoldenError(path: path, message: "is not UTF-8 text")
    }
    return text
  }

  private func write(_ text: String, to path: String) throws(GoldenError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw GoldenError(path: path, message: "cannot be written (\(error))")
    }
  }

  private func remove(_ path: String) throws(GoldenError) {
    guard FileManager.default.fileExists(atPath: path) else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw GoldenError(path: path, message: "cannot be removed (\(error))")
    }
  }

  private func createDirectory() throws(GoldenError) {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw GoldenError(path: directory, message: "cannot be created (\(error))")
    }
  }
}
