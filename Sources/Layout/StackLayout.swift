import ActivityState

/// `HStack` and `VStack`, as SwiftUI sizes them: spacing is set aside, then children are offered the rest in
/// turn, highest `layoutPriority` first and, within a priority, least flexible first, each being offered an
/// equal share of what is left; children of lower priorities keep their minimum. Spacers share what is left
/// after every other child, and add no spacing beside them: their `minLength` is the gap (DECISIONS.md).
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

  /// The space between neighbours: none beside a spacer.
  var totalSpacing: Double {
    guard children.count > 1 else { return 0 }
    var total = 0.0
    for index in 1..<children.count where !children[index].isSpacer && !children[index - 1].isSpacer {
      total += stack.spacing
    }
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
    if let ideal = idealShares(offeredAlong, measure: measure, length: length, offer: offer) { return ideal }
    // Spacers come last, below every priority, with their minimum length set aside until then.
    let rank = children.map { $0.isSpacer ? -Double.infinity : $0.layoutPriority }
    let priorities = Set(rank).sorted(by: >)
    // How far each child can shrink and grow, measured only where the share-out needs it: for what is
    // set aside below a priority, and to order a priority's children by flexibility.
    var minimums = [Double?](repeating: nil, count: children.count)
    func minimum(_ index: Int) -> Double {
      if let known = minimums[index] { return known }
      let value = length(measure(children[index], 0))
      minimums[index] = value
      return value
    }
    var sizes = Array(repeating: (size: Size.zero, offer: offer(nil)), count: children.count)
    var remaining = max(0, offeredAlong.sane - totalSpacing)
    for priority in priorities {
      let members = children.indices.filter { rank[$0] == priority }
      var reservedBelow = 0.0
      for index in children.indices where rank[index] < priority { reservedBelow += minimum(index) }
      var left = max(0, remaining - reservedBelow)
      var ordered = members
      if members.count > 1 {
        let flexibility = members.map { length(measure(children[$0], LayoutEngine.unbounded)) - minimum($0) }
        ordered = members.indices.sorted {
          flexibility[$0] == flexibility[$1] ? $0 < $1 : flexibility[$0] < flexibility[$1]
        }.map { members[$0] }
      }
      for (position, index) in ordered.enumerated() {
        let share = max(0, left / Double(ordered.count - position))
        let size = measure(children[index], share)
        sizes[index] = (size, offer(share))
        left = max(0, left - length(size))
        remaining = max(0, remaining - length(size))
      }
    }
    return sizes
  }

  /// Places the children. Each is anchored (for a raster that must round) as the stack aligns it: a
  /// `VStack` by its alignment, an `HStack`'s children before its first spacer to the leading side and after
  /// its last spacer to the trailing side, others as the stack itself is anchored.
  /// When no child but spacers grows along the axis and the ideal sizes fit, SwiftUI's share-out gives
  /// every child its ideal size (shares go least flexible first, and the least flexible of what is left
  /// always wants no more than the average left) and the spacers split the rest: found without probing.
  private func idealShares(
    _ offered: Double, measure: (LayoutView, Double?) -> Size, length: (Size) -> Double,
    offer: (Double?) -> ProposedSize
  ) -> [(size: Size, offer: ProposedSize)]? {
    var sizes: [(size: Size, offer: ProposedSize)] = []
    sizes.reserveCapacity(children.count)
    var used = totalSpacing
    var spacers = 0
    for child in children {
      if child.isSpacer {
        spacers += 1
        let size = measure(child, 0)
        used += length(size)
        sizes.append((size, offer(0)))
        continue
      }
      if child.isFlexible(horizontally: horizontal) { return nil }
      let size = measure(child, nil)
      used += length(size)
      sizes.append((size, offer(nil)))
    }
    guard used <= offered.sane + 0.001 else { return nil }
    // What each child was offered, in SwiftUI's order (least flexible, here the shortest, first): an equal
    // share of what the others before it left. The offer decides how near its edge a text is.
    var spacerRoom = 0.0
    for index in children.indices where children[index].isSpacer { spacerRoom += length(sizes[index].size) }
    var left = offered.sane - totalSpacing - spacerRoom
    if children.count - spacers == 1, let only = children.firstIndex(where: { !$0.isSpacer }) {
      sizes[only].offer = offer(max(0, left))
    } else {
      // The order, shortest first, in a buffer on the stack: this runs for every stack of every frame.
      withUnsafeTemporaryAllocation(of: Int.self, capacity: children.count) { order in
        var count = 0
        for index in children.indices where !children[index].isSpacer {
          // Insertion sort: a stack has a handful of children.
          var slot = count
          while slot > 0, length(sizes[order[slot - 1]].size) > length(sizes[index].size) {
            order[slot] = order[slot - 1]
            slot -= 1
          }
          order[slot] = index
          count += 1
        }
        for position in 0..<count {
          let index = order[position]
          sizes[index].offer = offer(max(0, left / Double(count - position)))
          left -= length(sizes[index].size)
        }
      }
    }
    guard spacers > 0 else { return sizes }
    let extra = (offered.sane - used) / Double(spacers)
    for index in children.indices where children[index].isSpacer {
      let along = length(sizes[index].size) + extra
      sizes[index] = (measure(children[index], along), offer(along))
    }
    return sizes
  }

  func place(
    in rect: Rect, offer: ProposedSize, region: String, anchor: Alignment, into output: inout LayoutOutput
  ) {
    // SwiftUI's placement sees the same proposal as its sizing did.
    let sizes = childSizes(for: offer)
    let firstSpacer = children.firstIndex(where: \.isSpacer)
    let lastSpacer = children.lastIndex(where: \.isSpacer)
    var cursor = horizontal ? rect.x : rect.y
    for (index, child) in children.enumerated() {
      if index > 0, !child.isSpacer, !children[index - 1].isSpacer { cursor += stack.spacing }
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
      LayoutEngine.place(
        child, in: frame, offer: offered, region: region, anchor: childAnchor, into: &output, cache: cache)
    }
  }
}
