extension LayoutEngine {
  /// SwiftUI's `ViewThatFits` rule: the first child whose ideal size fits `proposal` along the constrained
  /// axes (an axis offered nil takes anything), else the last child.
  static func fitting(
    _ children: [LayoutView], horizontal: Bool, vertical: Bool, _ proposal: ProposedSize, cache: LayoutCache
  ) -> LayoutView {
    guard let last = children.last else { return .empty }
    for child in children.dropLast() {
      let ideal = size(child, .unspecified, cache: cache)
      if horizontal, let width = proposal.width?.sane, ideal.width > width + 0.001 { continue }
      if vertical, let height = proposal.height?.sane, ideal.height > height + 0.001 { continue }
      return child
    }
    return last
  }
}
