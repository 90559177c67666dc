#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An actual frame waiting beside its golden (`<name>.actual.txt` next to `<name>.txt`), left by a
/// failed verify, for review to accept or reject.
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

  /// Whether there is no golden yet (the snapshot is new).
  public var isNew: Bool { !FileManager.default.fileExists(atPath: goldenPath) }

  /// The suffixes of pending files, with the golden suffix each replaces.
  static let suffixes = [(".actual.txt", ".txt"), (".actual.svg", ".svg")]

  /// Every pending pair under `directory`, in any depth, sorted by path.
  public static func find(in directory: String) throws(GoldenError) -> [PendingSnapshot] {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory
    else {
      throw GoldenError(path: directory, message: "no such directory")
    }
    guard let relatives = try? FileManager.default.subpathsOfDirectory(atPath: directory) else {
      throw GoldenError(path: directory, message: "cannot be listed")
    }
    let base = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var pending: [PendingSnapshot] = []
    for relative in relatives {
      for (actualSuffix, goldenSuffix) in suffixes where relative.hasSuffix(actualSuffix) {
        let stem = relative.dropLast(actualSuffix.count)
        pending.append(
          PendingSnapshot(goldenPath: "\(base)/\(stem)\(goldenSuffix)", actualPath: "\(base)/\(relative)"))
      }
    }
    return pending.sorted { $0.actualPath < $1.actualPath }
  }

  /// Accepts the change: the actual frame replaces the golden (one rename, so the golden is never half
  /// written).
  public func accept() throws(GoldenError) {
    guard rename(actualPath, goldenPath) == 0 else {
      throw GoldenError(path: goldenPath, message: "cannot be replaced (\(String(cString: strerror(errno))))")
    }
  }

  /// Rejects the change: the actual frame is deleted and the golden stays.
  public func reject() throws(GoldenError) {
    do {
      try FileManager.default.removeItem(atPath: actualPath)
    } catch {
      throw GoldenError(path: actualPath, message: "cannot be removed (\(error))")
    }
  }

  /// The golden's text, if there is one.
  public func goldenText() -> String? {
    FileManager.default.contents(atPath: goldenPath).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// The actual frame's text.
  public func actualText() -> String? {
    FileManager.default.contents(atPath: actualPath).flatMap { String(data: $0, encoding: .utf8) }
  }
}
