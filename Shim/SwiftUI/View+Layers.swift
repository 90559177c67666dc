import Foundation

/// A view drawn over or behind another: la-sim's `overlay`, or `background` with a view, on the view's node.
struct _LayerModifier<Content: View, Layer: View>: View {
  let content: Content
  let layer: Layer
  let alignment: Alignment
  let key: String

  var body: Never { fatalError("primitive") }
  func _node() -> _ViewNode {
    let base = content._node()
    let value: NodeValue?
    do {
      value = try layer._node().value()
    } catch {
      return _ViewNode(.unsupported(error.what), site: error.site)
    }
    guard let value else { return base }
    var members: [(String, NodeValue)] = [("content", value)]
    if alignment != .center { members.append(("alignment", .string(alignment.name))) }
    return base.modified(key, .object(members), .layout(rank: _ViewNode.layerRank))
  }
}

extension View {
  /// `content` drawn over the view, offered exactly its size and placed by `alignment`.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    _LayerModifier(content: self, layer: content(), alignment: alignment, key: "overlay")
  }
  /// `overlay` drawn over the view (the older spelling).
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    _LayerModifier(content: self, layer: overlay, alignment: alignment, key: "overlay")
  }
  /// `content` drawn behind the view, offered exactly its size and placed by `alignment`.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    _LayerModifier(content: self, layer: content(), alignment: alignment, key: "background")
  }
  /// `background` drawn behind the view (the older spelling).
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    _LayerModifier(content: self, layer: background, alignment: alignment, key: "background")
  }
  /// A colour behind the view, in `shape`.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(style).clipShape(shape)
  }
}

/// A line across the room offered: down in an `HStack`, across elsewhere.
public struct Divider: View {
  let site: SourceSite

  /// A divider.
  public init(file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
    site = SourceSite(file, line, column)
  }

  /// Primitive.
  public var body: Never { fatalError("Divider is a primitive view") }
  /// A `divider`.
  public func _node() -> _ViewNode { .view("divider", .bool(true), site: site) }
}
