import Foundation

/// A shape: it fills the space it is offered in the foreground colour, or in `fill`'s.
public protocol Shape: View {}

extension _ViewNode {
  /// A `shape` of la-sim's name (`"capsule"`, or `{"roundedRectangle": …}`).
  package static func shape(_ name: NodeValue) -> _ViewNode { _ViewNode(.view([("shape", name)])) }
}

extension Shape {
  /// Primitive.
  public var body: Never { fatalError("a shape is a primitive view") }

  /// The shape filled with `content`.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    _NodeModifier(content: self, key: "fill", value: .color(content._spelling), .inherited)
  }
}

extension View {
  /// The view's `background` clipped to `shape` (a status capsule: `.background(color).clipShape(Capsule())`).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    guard case .view(let members) = shape._node().kind,
      let name = members.first(where: { $0.0 == "shape" })?.1
    else { return modifier("clipShape", .string("rectangle"), .layout(rank: 2)) }
    return modifier("clipShape", name, .layout(rank: 2))
  }
}

/// How a shape is filled (la-sim fills it whole).
public struct FillStyle: Equatable, Sendable {
  /// The even-odd rule.
  public var isEOFilled: Bool
  /// Antialiased.
  public var isAntialiased: Bool
  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// A circle.
public struct Circle: Shape {
  /// A circle.
  public init() {}
  /// A `shape`.
  public func _node() -> _ViewNode { .shape(.string("circle")) }
}

/// A capsule.
public struct Capsule: Shape {
  /// A capsule.
  public init(style: RoundedCornerStyle = .continuous) {}
  /// A `shape`.
  public func _node() -> _ViewNode { .shape(.string("capsule")) }
}

/// An ellipse.
public struct Ellipse: Shape {
  /// An ellipse.
  public init() {}
  /// A `shape`.
  public func _node() -> _ViewNode { .shape(.string("ellipse")) }
}

/// A rectangle.
public struct Rectangle: Shape {
  /// A rectangle.
  public init() {}
  /// A `shape`.
  public func _node() -> _ViewNode { .shape(.string("rectangle")) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  let cornerRadius: CGFloat
  /// A rounded rectangle.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
  }
  /// A `shape`.
  public func _node() -> _ViewNode {
    .shape(.object([("roundedRectangle", .object([("cornerRadius", .number(Double(cornerRadius)))]))]))
  }
}

/// How corners are rounded (la-sim draws both alike).
public enum RoundedCornerStyle: Sendable {
  /// Circular.
  case circular
  /// Continuous.
  case continuous
}
