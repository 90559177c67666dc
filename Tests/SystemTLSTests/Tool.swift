import Foundation

/// A program the tests run as a real client (python3, curl, node, openssl), found on PATH.
enum Tool {
  /// What a run printed and how it ended.
  struct Output: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The program's path, or nil when it is not installed.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Whether `name` is installed.
  static func exists(_ name: String) -> Bool { find(name) != nil }

  /// Runs `name` with `arguments` and waits for it; blocks the calling thread, so call it through
  /// `onThread`.
  static func run(_ name: String, _ arguments: [String]) throws -> Output {
    guard let executable = find(name) else { throw Missing(name: name) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes at once, so that a program filling one while the other is read cannot stall.
    let errors = ErrorReader(err.fileHandleForReading)
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.wait()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A program that is not installed.
  struct Missing: Error, CustomStringConvertible {
    var name: String
    var description: String { "\(name) is not installed" }
  }

  /// Reads a pipe to its end on a thread of its own.
  private final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }

    func wait() -> Data {
      done.wait()
      return data
    }
  }
}
