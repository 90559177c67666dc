import Renderer

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
}
