import Foundation
import FrameFormats
import Rendering

/// Compares text with a golden file the way snapshot tools do: never records unless asked, and on a
/// mismatch says where both files are, shows the difference and what to run.
public enum GoldenFile {
  /// The environment variable that asks for goldens to be (re)written: `LA_SIM_RECORD=1 swift test`.
  public static let recordVariable = "LA_SIM_RECORD"

  /// The outcome of one comparison.
  public enum Outcome: Equatable {
    /// Golden and actual agree.
    case match
    /// They differ, or the golden is missing; the message says how.
    case mismatch(String)
    /// The golden was written because recording was asked for; a run that records fails on purpose.
    case recorded(String)
  }

  /// Compares `actual` with the file at `path`. On a mismatch writes `<path minus .txt>.actual.txt`.
  public static func compare(_ actual: String, goldenPath path: String) -> Outcome {
    let fileManager = FileManager.default
    let actualPath = path.hasSuffix(".txt") ? String(path.dropLast(4)) + ".actual.txt" : path + ".actual"
    if ProcessInfo.processInfo.environment[recordVariable] == "1" {
      try? fileManager.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = fileManager.createFile(atPath: path, contents: Data(actual.utf8))
      try? fileManager.removeItem(atPath: actualPath)
      return .recorded("recorded \(path); review it, then run again without \(recordVariable)")
    }
    guard let data = fileManager.contents(atPath: path), let expected = String(data: data, encoding: .utf8)
    else {
      _ = fileManager.createFile(atPath: actualPath, contents: Data(actual.utf8))
      return .mismatch(
        "missing golden \(path); the frame is in \(actualPath). To record: \(recordVariable)=1 swift test")
    }
    let diff = UnifiedDiff(old: expected, new: actual)
    guard !diff.isEmpty else {
      try? fileManager.removeItem(atPath: actualPath)
      return .match
    }
    let difference = diff.text(oldLabel: path, newLabel: actualPath)
    _ = fileManager.createFile(atPath: actualPath, contents: Data(actual.utf8))
    return .mismatch(
      "golden mismatch: \(path)\nactual written to \(actualPath)\n\(difference)\n"
        + "If the change is intended: \(recordVariable)=1 swift test, then review the files with git diff.")
  }
}
