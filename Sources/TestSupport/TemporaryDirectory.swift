import Foundation

/// A fresh, empty directory of its own for one test, under the system's temporary directory (never a fixed
/// path, so tests running at once never share a file), removed by `remove()` when the test is done.
public struct TemporaryDirectory: Sendable {
  /// The directory.
  public let url: URL

  /// Creates a new empty directory named `la-sim-LABEL-UUID`.
  public init(_ label: String = "tests") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "la-sim-\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The directory's path.
  public var path: String { url.path }

  /// The URL of `name` inside the directory.
  public func appending(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// Writes `text` to `name` inside the directory; returns the file's path.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> String {
    let file = appending(name)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// The directory of the test running now, set by the `.temporaryDirectory` trait.
  @TaskLocal public static var current: TemporaryDirectory?

  /// A test ran outside a `.temporaryDirectory` scope.
  public struct NoScope: Error, CustomStringConvertible {
    /// What to do about it.
    public var description: String {
      "this test has no temporary directory of its own: give its suite the .temporaryDirectory trait"
    }
  }

  /// The directory of the test running now.
  public static func ofThisTest() throws -> TemporaryDirectory {
    guard let current else { throw NoScope() }
    return current
  }

  /// A new empty directory inside this one, for a file whose name may be used again in the same test.
  public func subdirectory() throws -> TemporaryDirectory {
    let url = url.appendingPathComponent(UUID().uuidString, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return TemporaryDirectory(url: url)
  }

  private init(url: URL) { self.url = url }

  /// Removes the directory and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
