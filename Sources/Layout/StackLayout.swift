import Views

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
  func spacing(before index: Int) -> Double { Self.spacing(of: stack, before: index) }

  /// The space before child `index` of `stack`.
  static func spacing(of stack: LayoutView.Stack, before index: Int) -> Double {
    guard index > 0 else { return 0 }
    if stack.isSpacingExplicit { return stack.spacing }
    return stack.children[index].isSpacer || stack.children[index - 1].isSpacer ? 0 : stack.spacing
  }

  /// The space between neighbours.
  var totalSpacing: Double { Self.totalSpacing(of: stack) }

  /// The space between `stack`'s neighbours.
  static func totalSpacing(of stack: LayoutView.Stack) -> Double {
    var total = 0.0
    for index in stack.children.indices.dropFirst() { total += spacing(of: stack, before: index) }
    return total
  }

  func size(for proposal: ProposedSize) -> Size {
    total(childSizes(for: proposal))
  }

  /// The stack's size from its children's, at `sizes` in the cache's `shares`.
  func total(_ sizes: Range<Int>) -> Size {
    var along = totalSpacing
    var across = 0.0
    for index in sizes {
      let size = cache.shares[index].size
      along += horizontal ? size.width : size.height
      across = max(across, horizontal ? size.height : size.width)
    }
    return horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
  }

  /// The size of each child, as the stack decides them for `proposal`, with what each was offered: their
  /// range in the cache's `shares`, one per child in order.
  func childSizes(for proposal: ProposedSize) -> Range<Int> {
    guard stack.id != 0 else { return shareOut(proposal) }
    if stack.id < 0 {
      // Numbered by `StackAnswers.interned`: its answers outlive this layout.
      guard let answers = cache.memo?.stacks else { return shareOut(proposal) }
      return answers.childSizes(of: -stack.id, for: proposal, into: cache) { shareOut(proposal) }
    }
    if let known = cache.shares(of: stack.id, for: proposal) { return known }
    let shares = shareOut(proposal)
    cache.keep(shares, of: stack.id, for: proposal)
    return shares
  }

  func shareOut(_ proposal: ProposedSize) -> Range<Int> {
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
    // The children's sizes go straight into the cache's buffer, by place: measuring a child may add
    // share-outs of its own after them.
    let sizes = cache.reserve(children.count, placeholder: offer(nil))
    guard let offeredAlong else {
      for index in children.indices {
        cache.shares[sizes.lowerBound + index].size = measure(children[index], nil)
      }
      return sizes
    }
    // Each child's priority, and how far it can shrink and grow (NaN until measured: only what the
    // share-out needs is, for what is set aside below the first priority and to order a priority's
    // children by flexibility), in one buffer on the stack: this runs for every stack of every frame.
    withUnsafeTemporaryAllocation(of: Fit.self, capacity: children.count) { fits in
      for index in children.indices {
        let child = children[index]
        fits.initializeElement(
          at: index, to: Fit(rank: child.isSpacer ? -Double.infinity : child.layoutPriority))
      }
      defer { _ = fits.deinitialize() }
      func minimum(_ index: Int) -> Double {
        if !fits[index].minimum.isNaN { return fits[index].minimum }
        let value = minimumLength(children[index], measure: { length(measure($0, 0)) })
        fits[index].minimum = value
        return value
      }
      func flexibility(_ index: Int) -> Double {
        if !fits[index].flexibility.isNaN { return fits[index].flexibility }
        let child = children[index]
        let maximum: Double
        if case .spacer = child {
          maximum = LayoutEngine.unbounded
        } else if horizontal, case .text(let run) = child, !run.hasNewline, !run.isTimer {
          maximum = run.width
        } else {
          // A view that does not grow answers its ideal size to any larger offer.
          let grows = child.isFlexible(horizontally: horizontal)
          maximum = length(measure(child, grows ? LayoutEngine.unbounded : nil))
        }
        let value = maximum - minimum(index)
        fits[index].flexibility = value
        return value
      }
      func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        if fits[lhs].rank != fits[rhs].rank { return fits[lhs].rank > fits[rhs].rank }
        return flexibility(lhs) < flexibility(rhs)
      }
      withUnsafeTemporaryAllocation(of: Int.self, capacity: children.count) { order in
        // SwiftUI's fitting order: priority, highest first; within a priority, least flexible first, the
        // first child first among equals (an insertion sort, which keeps equals in order).
        for position in children.indices {
          var slot = position
          while slot > 0, precedes(position, order[slot - 1]) {
            order[slot] = order[slot - 1]
            slot -= 1
          }
          order[slot] = position
        }
        // What is left to share: the offer less the spacing, less the minimum of every child below the
        // priority being served (each priority's minimums are given back when its turn comes).
        var available = offeredAlong.sane - totalSpacing
        var start = 0
        while start < children.count {
          let priority = fits[order[start]].rank
          var end = start + 1
          while end < children.count, fits[order[end]].rank == priority { end += 1 }
          if start == 0 {
            for position in end..<children.count { available -= minimum(order[position]) }
          } else {
            for position in start..<end { available += minimum(order[position]) }
          }
          for position in start..<end {
            let index = order[position]
            let share = max(0, available / Double(end - position))
            let size = measure(children[index], share)
            cache.shares[sizes.lowerBound + index] = (size, offer(share))
            available -= length(size)
          }
          start = end
        }
      }
    }
    return sizes
  }

  /// A child's layout priority (a spacer's is −∞), and its minimum length and flexibility once measured.
  struct Fit {
    var rank: Double
    var minimum = Double.nan
    var flexibility = Double.nan
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
    case .text(let run): return Self.lineHeight(run) ?? measure(child)
    case .modified(.text(let run), let modifiers) where modifiers.leavesLayoutAlone:
      return Self.lineHeight(run) ?? measure(child)
    default: return (horizontal ? nil : Self.heightOfferedNoHeight(child, inStack: false)) ?? measure(child)
    }
  }

  /// A text's height offered no height, when known without laying it out: one line at full size (a text
  /// that may shrink, or an empty one, is laid out).
  static func lineHeight(_ run: TextRun) -> Double? {
    run.minimumScaleFactor >= 1 && !run.text.isEmpty ? run.font.lineHeight : nil
  }

  /// The height `view` answers when offered no height, whatever the width, where that follows from its
  /// parts alone (a row of one-line texts and icons: the tallest); nil where it depends on the width or on
  /// the height offered (a text that may shrink, a frame bounding the height, `.fixedSize` down), which is
  /// then measured. It spares a `VStack` a row's share-out just to learn how short the row can be.
  /// `inStack` tells whether a spacer is along a vertical stack (then its minimum length) or across one.
  static func heightOfferedNoHeight(_ view: LayoutView, inStack vertical: Bool) -> Double? {
    switch view {
    case .text(let run): return lineHeight(run)
    case .symbol(_, let font, _, _): return font.lineHeight
    case .progress: return 4
    case .steps(_, _, let dots, _): return dots ? 8 : 4
    case .shape, .empty: return 0
    case .spacer(let minLength): return vertical ? minLength : 0
    case .viewThatFits, .layers: return nil
    case .image(let asset, _): return asset.resizable ? nil : asset.height
    case .divider(let vertical, _): return vertical ? nil : LayoutView.dividerThickness
    case .stack(let stack):
      let along = stack.axis == .vertical
      var total = 0.0
      for child in stack.children {
        guard let height = heightOfferedNoHeight(child, inStack: along) else { return nil }
        total = along ? total + height : max(total, height)
      }
      return along ? total + totalSpacing(of: stack) : total
    case .modified(let child, let modifiers):
      if modifiers.fixedVertical { return nil }
      if let frame = modifiers.frame {
        if let height = frame.height { return height.sane }
        if frame.minHeight != nil || frame.maxHeight != nil { return nil }
      }
      guard let content = heightOfferedNoHeight(child, inStack: false) else { return nil }
      return content + (modifiers.padding?.vertical ?? 0)
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
      let (size, offered) = cache.shares[sizes.lowerBound + index]
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
