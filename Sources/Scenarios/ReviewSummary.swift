/// What a review did.
package struct ReviewSummary: Equatable, Sendable {
  /// Pairs whose actual frame became the golden.
  package var accepted = 0
  /// Pairs whose actual frame was deleted.
  package var rejected = 0
  /// Pairs left for later.
  package var skipped = 0
  /// Pairs not reached because the review was quit.
  package var remaining = 0
  /// Pairs whose files could not be changed.
  package var failed = 0

  /// An empty summary.
  package init() {}

  /// `2 accepted, 1 rejected, 0 skipped`, and what is left.
  package var text: String {
    var text = "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped"
    if remaining > 0 { text += ", \(remaining) not reviewed" }
    if failed > 0 { text += ", \(failed) failed" }
    return text
  }
}
