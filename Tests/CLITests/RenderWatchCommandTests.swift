import BuiltinFixtures
import Foundation
import TestSupport
import Testing

/// `la-sim render FIXTURE --watch`: the frames again on every save.
@Suite(.temporaryDirectory) struct RenderWatchCommandTests {
  /// Collects a running process's standard output and error as they arrive.
  final class Stream: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    init(_ pipe: Pipe) {
      pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
        let chunk = handle.availableData
        self?.lock.withLock { self?.bytes.append(chunk) }
      }
    }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

    /// Waits for `condition` to hold for the text so far. The limit only stops a hung `la-sim`; it is far
    /// above any real wait, so a loaded machine does not fail the test.
    func wait(_ seconds: Double = 120, until condition: (String) -> Bool) -> Bool {
      let deadline = Date().addingTimeInterval(seconds)
      while Date() < deadline {
        if condition(text) { return true }
        Thread.sleep(forTimeInterval: 0.02)
      }
      return condition(text)
    }
  }

  @Test(
    "Saving the fixture prints its frames again; a broken save prints its error and the next save renders")
  func rerendersOnSave() throws {
    let fixture = try BuiltinFixture.text("pizza-planet")
    let path = try CLIRunner.temporaryFile(fixture, name: "pizza.json")
    let process = Process()
    process.executableURL = LaSimProcess.binary
    process.arguments = ["render", path, "--presentation", "lock-screen", "--watch"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    let out = Stream(output)
    let err = Stream(errors)
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    #expect(err.wait { $0.contains("watching \(path)") })
    #expect(out.text.contains("Driver: Buzz Lightyear"))
    // An editor's save: a new file renamed over the old one.
    try fixture.replacingOccurrences(of: "Buzz Lightyear", with: "Woody")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(out.wait { $0.contains("Driver: Woody") }, "re-rendered after the save")
    #expect(out.text.contains("── \(path) saved at "))
    try "{\n".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(err.wait { $0.contains("la-sim render: \(path):2:1: invalid JSON") })
    try fixture.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(
      out.wait { $0.components(separatedBy: "Driver: Buzz Lightyear").count == 3 }, "the good save renders")
    #expect(process.isRunning, "a broken save does not end the watch")
  }

  @Test("--watch on a built-in fixture is a usage error that says what to do")
  func builtIn() throws {
    let result = try CLIRunner.run(["render", "courier", "--watch"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("la-sim render: --watch needs a fixture file: courier is built in"))
  }
}
