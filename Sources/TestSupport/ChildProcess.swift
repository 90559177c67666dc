import Foundation

/// Runs a program (la-sim, a shell) as a child process with the input, environment and working directory a
/// test gives it, and captures what it printed and how it ended.
public enum ChildProcess {
  /// What a run printed and how it ended.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output, as bytes.
    public var stdout: Data
    /// Standard error, as bytes.
    public var stderr: Data
  }

  /// Runs `executable` with `arguments` in `directory` (the parent's when nil), `input` on standard input and
  /// `environment` (the parent's when nil), and waits for it to end.
  public static func run(
    _ executable: URL, _ arguments: [String], input: Data = Data(), environment: [String: String]? = nil,
    directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
  }
}
