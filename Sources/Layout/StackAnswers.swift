/// Stack share-outs kept across layouts: a stack's answer to a proposal depends on nothing but its own
/// children and that proposal (text layouts are pure, and a stack's size reads no device, region or
/// direction), so two presentations holding the same stack, offered the same, share it out alike.
/// `check`'s sweep lays out thousands of presentations that differ in one text (a countdown, a date) or
/// in one device length, and the stacks around that text are the same in every one of them.
///
/// Views take part once `interned(_:)` numbers their stacks: equal stacks (by `==`, their children
/// numbered first, so the same subtree) get the same number, written as a negative `Stack.id` so that it
/// never meets the numbers 1, 2, 3… a region's own stacks get from the resolver, whose answers are kept
/// for one layout only (`LayoutCache`). Not thread-safe: kept in a `TextLayoutMemo`, one per thread.
final class StackAnswers {
  /// The share-outs, by a stack's number (its id negated) and proposal.
  let kept = LayoutCache()
  /// Each interned stack's number, by its value (its children already interned, its own id 0).
  private var numbers: [Key: Int] = [:]

  /// A stack as a dictionary key, its children already interned: a child stack is known by its number
  /// alone (equal numbers, equal stacks), so hashing and comparing a key reads each view once. The hash
  /// is worked out once, and compared before the stacks are.
  private struct Key: Hashable {
    let stack: LayoutView.Stack
    let seed: Int

    init(_ stack: LayoutView.Stack) {
      self.stack = stack
      var hasher = Hasher()
      hasher.combine(stack.axis == .horizontal)
      hasher.combine(stack.spacing)
      hasher.combine(stack.children.count)
      for child in stack.children { Self.hash(child, into: &hasher) }
      seed = hasher.finalize()
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      guard lhs.seed == rhs.seed, lhs.stack.children.count == rhs.stack.children.count else { return false }
      var left = lhs.stack
      var right = rhs.stack
      for index in left.children.indices where !same(left.children[index], right.children[index]) {
        return false
      }
      left.children = []
      right.children = []
      return left == right
    }

    func hash(into hasher: inout Hasher) { hasher.combine(seed) }

    /// `view`'s hash, a stack within it hashed by its number.
    static func hash(_ view: LayoutView, into hasher: inout Hasher) {
      switch view {
      case .stack(let stack):
        hasher.combine(2)
        hasher.combine(stack.id)
      case .modified(let child, _):
        hasher.combine(3)
        hash(child, into: &hasher)
      case .viewThatFits(let children, _, _):
        hasher.combine(7)
        for child in children { hash(child, into: &hasher) }
      case .layers(let layers):
        hasher.combine(8)
        for child in layers.children { hash(child, into: &hasher) }
      case .text, .symbol, .progress, .steps, .spacer, .shape, .empty, .image, .divider:
        view.hash(into: &hasher)
      }
    }

    /// Whether two interned views are equal, a stack within them compared by its number.
    static func same(_ lhs: LayoutView, _ rhs: LayoutView) -> Bool {
      switch (lhs, rhs) {
      case (.stack(let left), .stack(let right)):
        return left.id == right.id
      case (.modified(let left, let leftModifiers), .modified(let right, let rightModifiers)):
        return leftModifiers == rightModifiers && same(left, right)
      case (
        .viewThatFits(let left, let leftWide, let leftTall),
        .viewThatFits(let right, let rightWide, let rightTall)
      ):
        return leftWide == rightWide && leftTall == rightTall && left.count == right.count
          && zip(left, right).allSatisfy { same($0, $1) }
      case (.layers(let left), .layers(let right)):
        return left.alignment == right.alignment && left.verticalAlignment == right.verticalAlignment
          && left.sizedBy == right.sizedBy && left.children.count == right.children.count
          && zip(left.children, right.children).allSatisfy { same($0, $1) }
      default:
        return lhs == rhs
      }
    }
  }

  /// `view` with each stack numbered as above, innermost first; a view holding no stack is returned as
  /// it is.
  func interned(_ view: LayoutView) -> LayoutView {
    switch view {
    case .stack(var stack):
      if stack.children.contains(where: \.holdsStack) { stack.children = stack.children.map(interned) }
      stack.id = 0
      let key = Key(stack)
      let number =
        numbers[key]
        ?? {
          let number = numbers.count + 1
          numbers[key] = number
          return number
        }()
      stack.id = -number
      return .stack(stack)
    case .modified(let child, let modifiers):
      guard child.holdsStack else { return view }
      return .modified(interned(child), modifiers)
    case .viewThatFits(let children, let horizontal, let vertical):
      guard view.holdsStack else { return view }
      return .viewThatFits(children.map(interned), horizontal: horizontal, vertical: vertical)
    case .layers(var layers):
      guard view.holdsStack else { return view }
      layers.children = layers.children.map(interned)
      return .layers(layers)
    case .text, .symbol, .progress, .steps, .spacer, .shape, .empty, .image, .divider:
      return view
    }
  }

  /// The range in `cache.shares` of `stack`'s children's sizes for `proposal`: the kept answer copied
  /// there, or worked out by `shareOut` and kept.
  func childSizes(
    of stack: Int, for proposal: ProposedSize, into cache: LayoutCache, shareOut: () -> Range<Int>
  ) -> Range<Int> {
    if let known = kept.shares(of: stack, for: proposal) {
      let range = cache.shares.count..<(cache.shares.count + known.count)
      cache.shares.append(contentsOf: kept.shares[known])
      return range
    }
    let found = shareOut()
    let range = kept.shares.count..<(kept.shares.count + found.count)
    kept.shares.append(contentsOf: cache.shares[found])
    kept.keep(range, of: stack, for: proposal)
    return found
  }
}

extension LayoutView {
  /// Whether a stack is this view or within it.
  var holdsStack: Bool {
    switch self {
    case .stack: true
    case .modified(let child, _): child.holdsStack
    case .viewThatFits(let children, _, _): children.contains { $0.holdsStack }
    case .layers(let layers): layers.children.contains { $0.holdsStack }
    case .text, .symbol, .progress, .steps, .spacer, .shape, .empty, .image, .divider: false
    }
  }
}
