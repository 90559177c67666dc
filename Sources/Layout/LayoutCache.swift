/// What one presentation's layout has already worked out: each stack's share-out for each proposal it was
/// given. SwiftUI asks a stack for its size several times with the same proposal (to measure, to learn how
/// far a child can grow, then to place it); the answer never changes within one layout, so it is kept.
final class LayoutCache {
  /// One share-out: the proposal (its lengths' bits, so that equal proposals match exactly) and the answer.
  struct Entry {
    var width: UInt64
    var height: UInt64
    var shares: [(size: Size, offer: ProposedSize)]
  }

  /// Each stack's share-outs, by its number (a region numbers its stacks 1, 2, 3…); a stack is asked a
  /// handful of proposals, found by comparing them in turn, which costs less than hashing them.
  var entries: [[Entry]] = []

  /// The most proposals kept for one stack: past them a stack is worked out again, at bounded cost.
  static let proposalsPerStack = 8

  /// The share-out stack `stack` already answered to `proposal`.
  func shares(of stack: Int, for proposal: ProposedSize) -> [(size: Size, offer: ProposedSize)]? {
    guard stack > 0, stack < entries.count else { return nil }
    let width = proposal.width?.bitPattern ?? UInt64.max
    let height = proposal.height?.bitPattern ?? UInt64.max
    for entry in entries[stack] where entry.width == width && entry.height == height { return entry.shares }
    return nil
  }

  /// Keeps stack `stack`'s share-out for `proposal`.
  func keep(_ shares: [(size: Size, offer: ProposedSize)], of stack: Int, for proposal: ProposedSize) {
    guard stack > 0 else { return }
    if stack >= entries.count { entries += Array(repeating: [], count: stack + 1 - entries.count) }
    guard entries[stack].count < Self.proposalsPerStack else { return }
    entries[stack].append(
      Entry(
        width: proposal.width?.bitPattern ?? UInt64.max, height: proposal.height?.bitPattern ?? UInt64.max,
        shares: shares))
  }
}
