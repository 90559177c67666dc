/// What one presentation's layout has already worked out: each stack's share-out for each proposal it was
/// given. SwiftUI asks a stack for its size several times with the same proposal (to measure, to learn how
/// far a child can grow, then to place it); the answer never changes within one layout, so it is kept.
/// Every share-out lives in one buffer, `shares`, as a run of one `(size, offer)` per child: a layout works
/// out tens of them, which as arrays of their own were a fifth of the allocations of `check`'s sweep.
final class LayoutCache {
  /// Text layouts kept beyond this layout, when the caller keeps them (`check`'s sweep); nil lays each out.
  let memo: TextLayoutMemo?

  init(memo: TextLayoutMemo? = nil) { self.memo = memo }

  /// `TextLayout.layout(run, proposal:)`, from the memo when there is one.
  func textLayout(_ run: TextRun, proposal: ProposedSize) -> TextLayout {
    memo?.layout(run, proposal: proposal) ?? TextLayout.layout(run, proposal: proposal)
  }

  /// Every share-out of this layout, each a run of one child's size and offer per child, found by its range.
  var shares: [(size: Size, offer: ProposedSize)] = []

  /// Room for a share-out of `count` children, each `(.zero, placeholder)` until set: its range in
  /// `shares`. Ranges stay valid as the buffer grows.
  func reserve(_ count: Int, placeholder: ProposedSize) -> Range<Int> {
    let start = shares.count
    shares.append(contentsOf: repeatElement((size: Size.zero, offer: placeholder), count: count))
    return start..<shares.count
  }

  /// One share-out: the proposal (its lengths' bits, so that equal proposals match exactly) and its range
  /// in `shares`.
  struct Entry {
    var width: UInt64
    var height: UInt64
    var range: Range<Int>
  }

  /// A share-out past a stack's first few, kept by stack and proposal.
  struct Key: Hashable {
    var stack: Int
    var width: UInt64
    var height: UInt64
  }

  /// Each stack's share-outs, by its number (a region numbers its stacks 1, 2, 3…); a stack is asked a
  /// handful of proposals, found by comparing them in turn, which costs less than hashing them.
  var entries: [[Entry]] = []
  /// The share-outs past a stack's first `proposalsCompared` (deeply nested stacks are asked many), hashed,
  /// so that no stack is ever worked out twice for one proposal. Empty unless needed.
  var overflow: [Key: Range<Int>] = [:]

  /// How many proposals of one stack are kept in `entries`.
  static let proposalsCompared = 8

  /// The range in `shares` of the share-out stack `stack` already answered to `proposal`.
  func shares(of stack: Int, for proposal: ProposedSize) -> Range<Int>? {
    guard stack > 0, stack < entries.count else { return nil }
    let width = proposal.width?.bitPattern ?? UInt64.max
    let height = proposal.height?.bitPattern ?? UInt64.max
    for entry in entries[stack] where entry.width == width && entry.height == height { return entry.range }
    guard entries[stack].count == Self.proposalsCompared, !overflow.isEmpty else { return nil }
    return overflow[Key(stack: stack, width: width, height: height)]
  }

  /// Keeps stack `stack`'s share-out for `proposal`, at `range` in `shares`.
  func keep(_ range: Range<Int>, of stack: Int, for proposal: ProposedSize) {
    guard stack > 0 else { return }
    if stack >= entries.count { entries += Array(repeating: [], count: stack + 1 - entries.count) }
    let width = proposal.width?.bitPattern ?? UInt64.max
    let height = proposal.height?.bitPattern ?? UInt64.max
    guard entries[stack].count < Self.proposalsCompared else {
      overflow[Key(stack: stack, width: width, height: height)] = range
      return
    }
    entries[stack].append(Entry(width: width, height: height, range: range))
  }
}
