import Escaping
import FrameFormats
import Rendering
import Scenarios

/// One snapshot compared with its golden.
public struct SnapshotCheck: Equatable, Sendable {
  /// How the snapshot compares.
  public enum Status: Equatable, Sendable {
    /// Identical to the golden.
    case match
    /// Different; the diff goes from golden to actual.
    case mismatch(UnifiedDiff)
    /// There is no golden yet.
    case missing
    /// There is no golden in the format asked for, but there is one in `format` at `path` (a scenario
    /// played with `--format svg` against text goldens).
    case otherFormat(path: String, format: SnapshotFormat)
  }

  /// The snapshot's name.
  public var name: String
  /// Where its golden is (or would be).
  public var goldenPath: String
  /// Where the actual frame was written when it did not match.
  public var actualPath: String
  /// How it compares.
  public var status: Status
  /// The golden's text, if there is one.
  public var golden: String?
  /// The snapshot as rendered now.
  public var actual: String
  /// The actual snapshot as the phone draws it, from the layout in points (`PointsSVG`): shown in the
  /// report beside the cell frames and their difference. Nil for a match.
  public var picture: String?

  /// A check.
  public init(
    name: String, goldenPath: String, actualPath: String, status: Status, golden: String?, actual: String
  ) {
    self.name = name
    self.goldenPath = goldenPath
    self.actualPath = actualPath
    self.status = status
    self.golden = golden
    self.actual = actual
  }

  /// Whether the only golden is in another format.
  public var isOtherFormat: Bool {
    if case .otherFormat = status { return true }
    return false
  }

  /// The check as a person reads it: each line of both texts with its control characters (the escapes of
  /// an ANSI golden, or anything a file smuggled in) written visibly, so that printing it cannot drive the
  /// terminal, and a colour change shows as a changed `\u{1B}[38;5;…m`. The difference stays the one verify
  /// found, of what it compared, its lines escaped: without `--verify-log` a reworded log line is neither
  /// shown nor counted, as it fails nothing.
  public var readable: SnapshotCheck {
    var copy = self
    copy.golden = golden.map(Self.visible)
    copy.actual = Self.visible(actual)
    if case .mismatch(let diff) = status {
      copy.status = .mismatch(diff.mapLines(TerminalSafe.escape))
    }
    return copy
  }

  /// Each line of `text` escaped, the line breaks kept (`TerminalSafe.escapeKeepingLines`).
  static func visible(_ text: String) -> String { TerminalSafe.escapeKeepingLines(text) }
}
