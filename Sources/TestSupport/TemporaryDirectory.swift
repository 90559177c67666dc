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

  /// Removes the directory and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
