/// The real file system.
public struct FileSystemFiles: ScenarioFiles {
  /// The file system.
  public init() {}

  /// The bytes of a regular payload file of at most `InputLimits.payloadBytes`.
  public func read(_ path: String) throws(FileAccessError) -> [UInt8] {
    try FileAccess.read(path, limit: .payload)
  }

  /// The entries of a directory.
  public func list(_ directory: String) throws(FileAccessError) -> [String] {
    try FileAccess.list(directory)
  }
}
