/// A size in points.
public struct Size: Equatable, Sendable {
  /// Across.
  public var width: Double
  /// Down.
  public var height: Double

  /// A size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Nothing.
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points, from the presentation's top-left corner.
public struct Rect: Equatable, Sendable {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// A rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle of `size` at `x`, `y`.
  public init(x: Double, y: Double, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  /// Right edge.
  public var maxX: Double { x + width }
  /// Bottom edge.
  public var maxY: Double { y + height }
  /// Horizontal middle.
  public var midX: Double { x + width / 2 }
  /// Vertical middle.
  public var midY: Double { y + height / 2 }
  /// The size.
  public var size: Size { Size(width: width, height: height) }

  /// The rectangle moved by `dx`, `dy`.
  public func offset(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

/// What a parent offers a child, SwiftUI's `ProposedViewSize`: nil on an axis asks for the ideal size.
public struct ProposedSize: Equatable, Sendable {
  /// Offered width, or nil for "your ideal".
  public var width: Double?
  /// Offered height, or nil for "your ideal".
  public var height: Double?

  /// A proposal.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// `.unspecified`: ideal on both axes.
  public static let unspecified = ProposedSize(width: nil, height: nil)
}

extension Double {
  /// Kept in 0…1e6, so that arithmetic on hostile input stays finite and converts to `Int` safely.
  var sane: Double { isFinite ? Swift.min(Swift.max(self, 0), 1e6) : (self > 0 ? 1e6 : 0) }
}
