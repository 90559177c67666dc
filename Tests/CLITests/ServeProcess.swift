import Foundation
import TestSupport

/// `la-sim serve` running in the background for a test: its first line (where it listens, the tokens), the
/// lines it prints per request, and an end when the test is done.
final class ServeProcess: @unchecked Sendable {
  let process = Process()
  private let output = Pipe()
  private let errors = Pipe()
  private let lock = NSCondition()
  private var buffer = Data()
  private var lines: [String] = []
  private var ended = false

  /// Starts `la-sim serve` with `arguments` (plus `--listen 127.0.0.1:0 --format json`).
  init(_ arguments: [String], directory: URL) throws {
    process.executableURL = LaSimProcess.binary
    process.arguments = ["serve", "--listen", "127.0.0.1:0", "--format", "json"] + arguments
    process.currentDirectoryURL = directory
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let reader = output.fileHandleForReading
    Thread.detachNewThread { [weak self] in
      while true {
        let data = reader.availableData
        guard let self else { return }
        self.append(data)
        if data.isEmpty { return }
      }
    }
  }

  private func append(_ data: Data) {
    lock.lock()
    defer { lock.unlock() }
    if data.isEmpty { ended = true }
    buffer.append(data)
    while let newline = buffer.firstIndex(of: 0x0A) {
      lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
      buffer.removeSubrange(buffer.startIndex...newline)
    }
    lock.broadcast()
  }

  /// The next line printed, parsed as JSON; nil after `seconds` without one.
  func nextObject(within seconds: Double = 10) -> [String: Any]? {
    let deadline = Date().addingTimeInterval(seconds)
    lock.lock()
    defer { lock.unlock() }
    while lines.isEmpty, !ended {
      guard lock.wait(until: deadline) else { return nil }
    }
    guard !lines.isEmpty else { return nil }
    let line = lines.removeFirst()
    return (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
  }

  /// Ends the server.
  func stop() {
    if process.isRunning { process.terminate() }
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }

  deinit { stop() }
}
