extension LayoutView: Hashable {
  /// Hashes what tells two resolved views apart most often, their texts and symbols, and nothing that
  /// costs more to hash than to compare: views equal by `==` hash alike, and `==` settles the rest.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .text(let run):
      hasher.combine(0)
      hasher.combine(run.text)
      hasher.combine(run.font.dynamicType)
    case .symbol(let name, _, _, _):
      hasher.combine(1)
      hasher.combine(name)
    case .stack(let stack):
      hasher.combine(2)
      hasher.combine(stack.children.count)
      for child in stack.children { child.hash(into: &hasher) }
    case .modified(let child, _):
      hasher.combine(3)
      child.hash(into: &hasher)
    case .progress, .steps, .spacer, .shape, .empty:
      hasher.combine(4)
    }
  }
}
