import Foundation

/// A fresh directory of one test's own under the system's temporary directory, removed by `remove()`.
struct TemporaryFolder {
  /// The directory.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "systemtls-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the directory.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `text` to `name` inside the directory and returns its path.
  @discardableResult
  func write(_ text: String, to name: String) throws -> String {
    let file = path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Removes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
