/// What one presentation's layout has already worked out: each stack's share-out for each proposal it was
/// given. SwiftUI asks a stack for its size several times with the same proposal (to measure, to learn how
/// far a child can grow, then to place it); the answer never changes within one layout, so it is kept.
final class LayoutCache {
  struct Key: Hashable {
    var stack: Int
    var width: UInt64
    var height: UInt64

    init(stack: Int, proposal: ProposedSize) {
      self.stack = stack
      width = proposal.width?.bitPattern ?? UInt64.max
      height = proposal.height?.bitPattern ?? UInt64.max
    }
  }

  /// Empty until a stack is asked twice (an empty dictionary allocates nothing).
  var shares: [Key: [(size: Size, offer: ProposedSize)]] = [:]
}
