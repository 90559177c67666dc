/// The real file system.
package struct FileSystemFiles: ScenarioFiles {
  /// The file system.
  package init() {}

  /// The bytes of a regular payload file of at most `InputLimits.payloadBytes`.
  package func read(_ path: String) throws(FileAccessError) -> [UInt8] {
    try FileAccess.read(path, limit: .payload)
  }

  /// The entries of a directory.
  package func list(_ directory: String) throws(FileAccessError) -> [String] {
    try FileAccess.list(directory)
  }
}
