/// `DynamicIsland.contentMargins(_:_:for:)`: the margins an app gives the island's content, per presentation
/// mode and edge; an edge it does not give keeps the system's.
public struct ContentMargins: Equatable, Hashable, Sendable {
  /// `DynamicIslandMode`.
  public enum Mode: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The expanded island.
    case expanded
    /// Compact leading and trailing.
    case compact
    /// The minimal island.
    case minimal
  }

  /// The edges given for one mode, in points; nil keeps the system's margin on that edge.
  public struct Edges: Equatable, Hashable, Sendable {
    /// Above.
    public var top: Double?
    /// Before.
    public var leading: Double?
    /// Below.
    public var bottom: Double?
    /// After.
    public var trailing: Double?

    /// Edges.
    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
  }

  /// The edges given, by mode.
  public var modes: [Mode: Edges] = [:]

  /// None given: the system's margins everywhere.
  public init(_ modes: [Mode: Edges] = [:]) { self.modes = modes }

  /// `system` with the edges given for `mode` in their place.
  public func insets(for mode: Mode, system: EdgeInsets) -> EdgeInsets {
    guard let edges = modes[mode] else { return system }
    return EdgeInsets(
      top: edges.top ?? system.top, leading: edges.leading ?? system.leading,
      bottom: edges.bottom ?? system.bottom, trailing: edges.trailing ?? system.trailing)
  }
}
