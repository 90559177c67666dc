#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The real file system.
public struct FileSystemFiles: ScenarioFiles {
  /// The file system.
  public init() {}

  /// The bytes of a regular file.
  public func read(_ path: String) -> [UInt8]? {
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory
    else {
      return nil
    }
    return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
  }

  /// The entries of a directory.
  public func list(_ directory: String) -> [String]? {
    try? FileManager.default.contentsOfDirectory(atPath: directory)
  }
}
