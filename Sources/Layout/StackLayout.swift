import ActivityState

/// `HStack` and `VStack`, as SwiftUI sizes them (OpenSwiftUI's `StackLayout`, which is tested against
/// SwiftUI): spacing is set aside, then children are offered the rest in turn, highest `layoutPriority`
/// first and, within a priority, least flexible first, each being offered an equal share of what is left;
/// children of lower priorities keep their minimum meanwhile. A `Spacer`'s priority is −∞, so spacers share
/// what every other child left. An explicit `spacing:` is put in every gap; the default spacing is none
/// beside a spacer, whose `minLength` is then the gap.
struct StackLayout {
  let stack: LayoutView.Stack
  let children: [LayoutView]
  let horizontal: Bool
  let cache: LayoutCache

  init(_ stack: LayoutView.Stack, cache: LayoutCache) {
    self.cache = cache
    self.stack = stack
    // The resolver leaves no `.empty` child in a stack.
    children = stack.children
    horizontal = stack.axis == .horizontal
  }

  /// The space before child `index` (after its previous neighbour).
  func spacing(before index: Int) -> Double {
    guard index > 0 else { return 0 }
    if stack.isSpacingExplicit { return stack.spacing }
    return children[index].isSpacer || children[index - 1].isSpacer ? 0 : stack.spacing
  }

  /// The space between neighbours.
  var totalSpacing: Double {
    var total = 0.0
    for index in children.indices.dropFirst() { total += spacing(before: index) }
    return total
  }

  func size(for proposal: ProposedSize) -> Size {
    total(childSizes(for: proposal))
  }

  func total(_ sizes: [(size: Size, offer: ProposedSize)]) -> Size {
    var along = totalSpacing
    var across = 0.0
    for (size, _) in sizes {
      along += horizontal ? size.width : size.height
      across = max(across, horizontal ? size.height : size.width)
    }
    return horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
  }

  /// The size of each child, as the stack decides them for `proposal`, with what each was offered.
  func childSizes(for proposal: ProposedSize) -> [(size: Size, offer: ProposedSize)] {
    guard stack.id != 0 else { return shareOut(proposal) }
    let key = LayoutCache.Key(stack: stack.id, proposal: proposal)
    if let known = cache.shares[key] { return known }
    let shares = shareOut(proposal)
    cache.shares[key] = shares
    return shares
  }

  func shareOut(_ proposal: ProposedSize) -> [(size: Size, offer: ProposedSize)] {
    let offeredAlong = horizontal ? proposal.width : proposal.height
    let across = horizontal ? proposal.height : proposal.width
    func offer(_ along: Double?) -> ProposedSize {
      horizontal ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
    }
    func length(_ size: Size) -> Double { horizontal ? size.width : size.height }
    func measure(_ child: LayoutView, _ along: Double?) -> Size {
      if case .spacer(let minLength) = child {
        let extent = max(minLength, along ?? minLength)
        return horizontal ? Size(width: extent, height: 0) : Size(width: 0, height: extent)
      }
      return LayoutEngine.size(child, offer(along), cache: cache)
    }
    guard let offeredAlong else { return children.map { (measure($0, nil), offer(nil)) } }
    let rank = children.map { $0.isSpacer ? -Double.infinity : $0.layoutPriority }
    // How far each child can shrink and grow, measured only where the share-out needs it: for what is
    // set aside below the first priority, and to order a priority's children by flexibility.
    var minimums = [Double?](repeating: nil, count: children.count)
    func minimum(_ index: Int) -> Double {
      if let known = minimums[index] { return known }
      let value = minimumLength(children[index], measure: { length(measure($0, 0)) })
      minimums[index] = value
      return value
    }
    func flexibility(_ index: Int) -> Double {
      let child = children[index]
      let maximum: Double
      if case .spacer = child {
        maximum = LayoutEngine.unbounded
      } else if case .text(let run) = child, !run.hasNewline, !run.isTimer, horizontal {
        maximum = run.width
      } else {
        // A view that does not grow answers its ideal size to any larger offer.
        let grows = child.isFlexible(horizontally: horizontal)
        maximum = length(measure(child, grows ? LayoutEngine.unbounded : nil))
      }
      return maximum - minimum(index)
    }
    // SwiftUI's fitting order: priority, highest first; within a priority, least flexible first, the
    // first child first among equals.
    var order = Array(children.indices)
    var flexibilities = [Double?](repeating: nil, count: children.count)
    func flex(_ index: Int) -> Double {
      if let known = flexibilities[index] { return known }
      let value = flexibility(index)
      flexibilities[index] = value
      return value
    }
    func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
      if rank[lhs] != rank[rhs] { return rank[lhs] > rank[rhs] }
      return flex(lhs) < flex(rhs)
    }
    // Insertion sort, which keeps equals in order: a stack has a handful of children.
    for position in order.indices.dropFirst() {
      let index = order[position]
      var slot = position
      while slot > 0, precedes(index, order[slot - 1]) {
        order[slot] = order[slot - 1]
        slot -= 1
      }
      order[slot] = index
    }
    var sizes = Array(repeating: (size: Size.zero, offer: offer(nil)), count: children.count)
    // What is left to share: the offer less the spacing, less the minimum of every child below the
    // priority being served (each priority's minimums are given back when its turn comes).
    var available = offeredAlong.sane - totalSpacing
    var start = 0
    while start < order.count {
      let priority = rank[order[start]]
      var end = start + 1
      while end < order.count, rank[order[end]] == priority { end += 1 }
      if start == 0 {
        for position in end..<order.count { available -= minimum(order[position]) }
      } else {
        for position in start..<end { available += minimum(order[position]) }
      }
      for position in start..<end {
        let index = order[position]
        let share = max(0, available / Double(end - position))
        let size = measure(children[index], share)
        sizes[index] = (size, offer(share))
        available -= length(size)
      }
      start = end
    }
    return sizes
  }

  /// How short a child can be along the axis: what it answers when offered nothing, except a `Text`
  /// placed directly in the stack, which SwiftUI counts as able to vanish (its `lengthThatFits` for a
  /// zero width is 0, though offered 0 it still draws its `…`). A padded text, a `Label` or an icon and
  /// a text in a stack keep what they answer to nothing.
  func minimumLength(_ child: LayoutView, measure: (LayoutView) -> Double) -> Double {
    switch child {
    case .spacer(let minLength): return minLength
    case .text where horizontal: return 0
    case .modified(.text, let modifiers) where horizontal && modifiers.leavesLayoutAlone: return 0
    default: return measure(child)
    }
  }

  /// Places the children. Each is anchored (for a raster that must round) as the stack aligns it: a
  /// `VStack` by its alignment, an `HStack`'s children before its first spacer to the leading side and after
  /// its last spacer to the trailing side, others as the stack itself is anchored.
  func place(
    in rect: Rect, offer: ProposedSize, region: String, anchor: Alignment, into output: inout LayoutOutput
  ) {
    // SwiftUI's placement sees the same proposal as its sizing did.
    let sizes = childSizes(for: offer)
    let firstSpacer = children.firstIndex(where: \.isSpacer)
    let lastSpacer = children.lastIndex(where: \.isSpacer)
    var cursor = horizontal ? rect.x : rect.y
    for (index, child) in children.enumerated() {
      cursor += spacing(before: index)
      let (size, offered) = sizes[index]
      let frame: Rect
      if horizontal {
        frame = Rect(x: cursor, y: stack.verticalAlignment.y(of: size.height, in: rect), size: size)
        cursor += size.width
      } else {
        frame = Rect(x: stack.alignment.x(of: size.width, in: rect), y: cursor, size: size)
        cursor += size.height
      }
      var childAnchor = horizontal ? anchor : stack.alignment
      if horizontal, let firstSpacer, let lastSpacer {
        childAnchor = index < firstSpacer ? .leading : index > lastSpacer ? .trailing : .center
      }
      LayoutEngine.placeView(
        child, in: frame, offer: offered, region: region, anchor: childAnchor, into: &output, cache: cache)
    }
  }
}
