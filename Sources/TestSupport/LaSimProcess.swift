import Foundation

/// Runs the built `la-sim` binary the way a person or a CI job does, capturing its output and status.
public enum LaSimProcess {
  /// What a run printed and how it ended.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output.
    public var stdout: String
    /// Standard error.
    public var stderr: String
  }

  /// The binary, next to the test bundle in the build directory.
  public static var binary: URL {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ]
    for directory in candidates {
      let url = directory.appendingPathComponent("la-sim")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return candidates[0].appendingPathComponent("la-sim")
  }

  /// Runs `la-sim` with `arguments` in `directory`, `input` on standard input, `NO_COLOR` unset and
  /// `environment` added.
  public static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:], directory: URL
  ) throws -> Result {
    var merged = ProcessInfo.processInfo.environment
    merged.removeValue(forKey: "NO_COLOR")
    merged.merge(environment) { _, new in new }
    let result = try ChildProcess.run(
      binary, arguments, input: Data(input.utf8), environment: merged, directory: directory)
    return Result(
      status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
      stderr: String(decoding: result.stderr, as: UTF8.self))
  }
}
