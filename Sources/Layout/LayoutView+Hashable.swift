extension LayoutView: Hashable {
  /// Hashes what tells two resolved views apart most often, their texts' bytes and their symbols, and
  /// nothing that costs more to hash than to compare (the enums with String raw values hash those strings):
  /// views equal by `==` hash alike, and `==` settles the rest.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .text(let run):
      hasher.combine(0)
      // Its bytes, as `TextRun.==` compares them: the texts a sweep changes (a time, a countdown) are
      // often as wide as one another, and views that hash alike are compared whole, tree by tree.
      hasher.combine(run.textHash)
      hasher.combine(run.font.pointSize)
    case .symbol(let name, _, _, _):
      hasher.combine(1)
      ExactText.hash(name, into: &hasher)
    case .stack(let stack):
      hasher.combine(2)
      hasher.combine(stack.children.count)
      for child in stack.children { child.hash(into: &hasher) }
    case .modified(let child, _):
      hasher.combine(3)
      child.hash(into: &hasher)
    case .progress(let fraction, _):
      hasher.combine(4)
      hasher.combine(fraction)
    case .steps(let count, let current, _, _):
      hasher.combine(5)
      hasher.combine(count)
      hasher.combine(current)
    case .viewThatFits(let children, _, _):
      hasher.combine(7)
      for child in children { child.hash(into: &hasher) }
    case .layers(let layers):
      hasher.combine(8)
      for child in layers.children { child.hash(into: &hasher) }
    case .image(let asset, _):
      hasher.combine(9)
      hasher.combine(asset)
    case .spacer, .shape, .empty, .divider:
      hasher.combine(6)
    }
  }
}
