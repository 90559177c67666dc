extension _ViewNode {
  /// How a modifier combines with the ones a view already has.
  package enum Combination: Sendable {
    /// An environment value (`font`, `foregroundStyle`, `lineLimit`, …): the innermost wins, so a view that
    /// already has one keeps it, and on a stack la-sim hands it down to children that set none.
    case inherited
    /// A layout modifier, applied in la-sim's order from the inside out (`fixedSize`, `padding`,
    /// `background`, `frame`); one that comes after a later one in that order wraps the view in a stack
    /// of one, which lays out as the modified view does.
    case layout(rank: Int)
  }

  /// The layout modifiers in the order la-sim applies them, innermost first.
  static let layoutRanks = ["fixedSize": 0, "padding": 1, "background": 2, "clipShape": 2, "frame": 3]

  /// The view with `key: value` added as `combination` says.
  package func modified(_ key: String, _ value: NodeValue, _ combination: Combination) -> _ViewNode {
    switch kind {
    case .empty, .unsupported: return self
    case .group(let nodes):
      return _ViewNode(.group(nodes.map { $0.modified(key, value, combination) }), site: site)
    case .view(var members):
      switch combination {
      case .inherited:
        if members.contains(where: { $0.0 == key }) { return self }
      case .layout(let rank):
        let outermost = members.compactMap { Self.layoutRanks[$0.0] }.max() ?? -1
        if outermost >= rank {
          members = [("vstack", .array([.object(members)]))]
        }
      }
      members.append((key, value))
      return _ViewNode(.view(members), site: site)
    }
  }
}
