/// A piece of a widget's user interface: its `body` says what it is made of, down to the primitive views
/// la-sim draws.
public protocol View {
  /// The type of view this one is made of.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder var body: Body { get }
  /// la-sim's view tree for this view in the current environment (the primitives answer it; every other
  /// view evaluates its `body`).
  func _node() -> _ViewNode
}

extension View {
  /// Evaluates `body`.
  public func _node() -> _ViewNode { body._node() }
}

extension Never: View {
  /// Never evaluated: primitive views have no body.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Never evaluated.
  public func _node() -> _ViewNode { .empty }
}

extension Optional: View where Wrapped: View {
  /// The wrapped view's content.
  public var body: Never { fatalError("Optional is a primitive view") }
  /// The wrapped view, or nothing.
  public func _node() -> _ViewNode { self?._node() ?? .empty }
}
