/// A golden written by `record`.
public struct RecordedGolden: Equatable, Sendable {
  /// Whether the file is new, changed or already equal.
  public enum Change: String, Sendable {
    /// There was no golden.
    case new
    /// The golden differed and was replaced.
    case changed
    /// The golden already held this snapshot.
    case unchanged
  }

  /// The snapshot's name.
  public var name: String
  /// The golden's path.
  public var path: String
  /// What happened to it.
  public var change: Change
}
