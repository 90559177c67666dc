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
  /// An `overlay`'s rank, or a `background` view's: outside every other layout modifier, as la-sim's
  /// fixtures apply them.
  package static let layerRank = 4

  /// The rank of a member that is a layout modifier.
  static func rank(of member: (String, NodeValue)) -> Int? {
    if member.0 == "overlay" { return layerRank }
    if member.0 == "background", case .object = member.1 { return layerRank }
    return layoutRanks[member.0]
  }

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
        let outermost = members.compactMap(Self.rank(of:)).max() ?? -1
        // `.padding(.horizontal, 8).padding(.vertical, 4)` is one padding, edge by edge (SwiftUI adds them);
        // `.background(color).clipShape(Capsule())` shapes that background.
        if key == "padding", outermost == rank, let index = members.firstIndex(where: { $0.0 == "padding" }) {
          members[index].1 = Self.edges(members[index].1, plus: value)
          return _ViewNode(.view(members), site: site)
        }
        let shapesBackground =
          key == "clipShape" && members.contains { $0.0 == "background" }
          && !members.contains { $0.0 == "clipShape" || (Self.rank(of: $0) ?? 0) > rank }
        if outermost >= rank && !shapesBackground {
          members = [("vstack", .array([.object(members)]))]
        }
      }
      members.append((key, value))
      return _ViewNode(.view(members), site: site)
    }
  }

  /// Two paddings as one: each edge's points added.
  static func edges(_ first: NodeValue, plus second: NodeValue) -> NodeValue {
    let names = ["top", "leading", "bottom", "trailing"]
    func points(_ value: NodeValue) -> [String: Double] {
      switch value {
      case .number(let all): return Dictionary(uniqueKeysWithValues: names.map { ($0, all) })
      case .object(let members):
        var result: [String: Double] = [:]
        for (name, value) in members { if case .number(let points) = value { result[name] = points } }
        return result
      default: return [:]
      }
    }
    let sum = points(first).merging(points(second), uniquingKeysWith: +)
    return .object(names.compactMap { name in sum[name].map { (name, .number($0)) } })
  }
}
