/// Builds a view from the statements of a closure: blocks, `if`, `if`/`else`, `switch`, `if #available`.
@resultBuilder
public enum ViewBuilder {
  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// Several views, in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var views: [any View] = []
    for view in repeat each content { views.append(view) }
    return TupleView((repeat each content), views: views)
  }
  /// A view as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .trueContent(first)) }
  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { _ConditionalContent(storage: .falseContent(second)) }
  /// The body of `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views written one after another.
public struct TupleView<T>: View {
  /// The views.
  public var value: T
  let views: [any View]

  init(_ value: T, views: [any View]) {
    self.value = value
    self.views = views
  }

  /// Primitive.
  public var body: Never { fatalError("TupleView is a primitive view") }
  /// Each view, joining the enclosing stack.
  public func _node() -> _ViewNode { _ViewNode(.group(views.map { $0._node() })) }
}

/// One branch of an `if`/`else` or a `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  /// Primitive.
  public var body: Never { fatalError("_ConditionalContent is a primitive view") }
  /// The branch taken.
  public func _node() -> _ViewNode {
    switch storage {
    case .trueContent(let view): return view._node()
    case .falseContent(let view): return view._node()
    }
  }
}

/// A view of any type.
public struct AnyView: View {
  let view: any View

  /// Erases `view`'s type.
  public init<V: View>(_ view: V) { self.view = view }
  /// Primitive.
  public var body: Never { fatalError("AnyView is a primitive view") }
  /// The erased view's node.
  public func _node() -> _ViewNode { view._node() }
}

/// Nothing.
public struct EmptyView: View {
  /// Nothing.
  public init() {}
  /// Primitive.
  public var body: Never { fatalError("EmptyView is a primitive view") }
  /// Nothing.
  public func _node() -> _ViewNode { .empty }
}
