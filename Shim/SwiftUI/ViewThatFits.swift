import Foundation

/// The horizontal or vertical dimension of a layout.
public enum Axis: Int8, CaseIterable, Sendable {
  /// The horizontal dimension.
  case horizontal
  /// The vertical dimension.
  case vertical

  /// A set of axes.
  public struct Set: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int8
    /// A set from raw bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The horizontal axis.
    public static let horizontal = Set(rawValue: 1)
    /// The vertical axis.
    public static let vertical = Set(rawValue: 2)
  }
}

/// The first of its children whose ideal size fits the offer along the constrained axes, else the last.
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content
  let site: SourceSite

  /// Chooses among `content`'s views, fitting along `axes` (both by default).
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.axes = axes
    self.content = content()
    site = SourceSite(file, line, column)
  }

  /// Primitive.
  public var body: Never { fatalError("ViewThatFits is a primitive view") }
  /// A `viewThatFits`, with `in` when it fits along one axis only.
  public func _node() -> _ViewNode {
    var children: [NodeValue] = []
    for child in content._node().flattened {
      do {
        children.append(try child.single())
      } catch {
        return _ViewNode(.unsupported(error.what), site: error.site)
      }
    }
    guard !children.isEmpty else { return _ViewNode(.empty, site: site) }
    var members: [(String, NodeValue)] = [("viewThatFits", .array(children))]
    if axes == .horizontal { members.append(("in", .string("horizontal"))) }
    if axes == .vertical { members.append(("in", .string("vertical"))) }
    return _ViewNode(.view(members), site: site)
  }
}
