/// A golden written by `record`.
package struct RecordedGolden: Equatable, Sendable {
  /// Whether the file is new, changed or already equal.
  package enum Change: String, Sendable {
    /// There was no golden.
    case new
    /// The golden differed and was replaced.
    case changed
    /// The golden already held this snapshot.
    case unchanged
  }

  /// The snapshot's name.
  package var name: String
  /// The golden's path.
  package var path: String
  /// What happened to it.
  package var change: Change
}
