import Dispatch
import Foundation
import TUI
import TestSupport
import Testing

/// The kernel's file notifications, as `la-sim run` and `render --watch` use them.
struct FileWatcherTests {
  /// Collects what a watcher reports, on its own queue.
  final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var batches: [Set<String>] = []
    private let signal = DispatchSemaphore(value: 0)

    func add(_ paths: Set<String>) {
      lock.withLock { batches.append(paths) }
      signal.signal()
    }

    /// The next batch reported, or nil after `seconds` with none. The limit only stops a watcher that never
    /// reports; it is far above any real wait, so a loaded machine does not fail the test.
    func next(within seconds: Double = 120) -> Set<String>? {
      guard signal.wait(timeout: .now() + seconds) == .success else { return nil }
      return lock.withLock { batches.removeFirst() }
    }
  }

  @Test("A file written in place and a file replaced by a rename (as editors save) are both reported")
  func savesOfBothKinds() throws {
    let scratch = try TemporaryDirectory("watch")
    defer { scratch.remove() }
    let directory = scratch.path
    let file = directory + "/pizza.json"
    // A second watched file, saved last: the report after the rename's is its, not a second one of the rename.
    let marker = directory + "/courier.json"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: marker))
    let reports = Reports()
    let watcher = try FileWatcher(files: [file, marker], queue: DispatchQueue(label: "watch")) {
      reports.add($0)
    }
    defer { watcher.cancel() }
    try Data("{\"a\": 1}".utf8).write(to: URL(fileURLWithPath: file))
    #expect(reports.next() == [file], "written in place")
    try Data("{\"a\": 2}".utf8).write(to: URL(fileURLWithPath: directory + "/.pizza.json.swp"))
    try FileManager.default.removeItem(atPath: directory + "/.pizza.json.swp")
    try Data("{\"a\": 3}".utf8).write(to: URL(fileURLWithPath: directory + "/new"))
    #expect(rename(directory + "/new", file) == 0)
    #expect(reports.next() == [file], "replaced by a rename, reported once; the other files are not")
    try Data("{\"b\": 1}".utf8).write(to: URL(fileURLWithPath: marker))
    #expect(reports.next() == [marker], "one save, one report")
  }

  @Test("A watched directory reports a payload added to it")
  func directoryChanges() throws {
    let scratch = try TemporaryDirectory("watch")
    defer { scratch.remove() }
    let directory = scratch.path
    let reports = Reports()
    let watcher = try FileWatcher(files: [], directories: [directory], queue: DispatchQueue(label: "watch")) {
      reports.add($0)
    }
    defer { watcher.cancel() }
    try Data("{}".utf8).write(to: URL(fileURLWithPath: directory + "/01-update.json"))
    #expect(reports.next() == [directory])
  }

  @Test("A directory that does not exist is an error naming the file")
  func missingDirectory() {
    #expect(throws: FileWatcherError.self) {
      _ = try FileWatcher(files: ["/nonexistent-la-sim/pizza.json"]) { _ in }
    }
    do {
      _ = try FileWatcher(files: ["/nonexistent-la-sim/pizza.json"]) { _ in }
    } catch {
      #expect(error.message.hasPrefix("/nonexistent-la-sim/pizza.json: cannot watch /nonexistent-la-sim"))
    }
  }
}
