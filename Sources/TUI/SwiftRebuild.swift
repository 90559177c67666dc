import JSON
import Simulator

/// The app's Swift, saved while the simulator shows it, compiled again (off the main thread).
public enum SwiftRebuild: Sendable {
  /// It compiled and the new host is in use: how long that took, and the activity the code's previews now
  /// describe (none when a fixture gives it).
  case built(seconds: Double, reload: FixtureReload?)
  /// It did not compile (or the host could not be built): one line, the first error at `File.swift:line`;
  /// the last good host stays in use.
  case failed(String)
}

extension SwiftRebuild {
  /// The log line for a rebuild after a save of `files`.
  func logLine(files: [String]) -> (text: String, kind: LogLine.Kind) {
    let names = files.map(\.lastPathComponent).joined(separator: ", ")
    switch self {
    case .built(let seconds, _):
      let tenths = (seconds * 10).rounded() / 10
      return ("\(names) saved: compiled in \(tenths) s, drawn with the new views", .applied)
    case .failed(let message):
      return ("\(names) saved but not compiled (\(message)); the last good views stay", .refused)
    }
  }
}
