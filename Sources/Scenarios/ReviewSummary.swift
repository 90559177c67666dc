/// What a review did.
public struct ReviewSummary: Equatable, Sendable {
  /// Pairs whose actual frame became the golden.
  public var accepted = 0
  /// Pairs whose actual frame was deleted.
  public var rejected = 0
  /// Pairs left for later.
  public var skipped = 0
  /// Pairs not reached because the review was quit.
  public var remaining = 0
  /// Pairs whose files could not be changed.
  public var failed = 0

  /// An empty summary.
  public init() {}

  /// `2 accepted, 1 rejected, 0 skipped`, and what is left.
  public var text: String {
    var text = "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped"
    if remaining > 0 { text += ", \(remaining) not reviewed" }
    if failed > 0 { text += ", \(failed) failed" }
    return text
  }
}
