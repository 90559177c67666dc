/// A size in points.
package struct Size: Equatable, Sendable {
  /// Across.
  package var width: Double
  /// Down.
  package var height: Double

  /// A size.
  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Nothing.
  package static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points, from the presentation's top-left corner.
package struct Rect: Equatable, Sendable {
  /// Left edge.
  package var x: Double
  /// Top edge.
  package var y: Double
  /// Width.
  package var width: Double
  /// Height.
  package var height: Double

  /// A rectangle.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rectangle of `size` at `x`, `y`.
  package init(x: Double, y: Double, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  /// Right edge.
  package var maxX: Double { x + width }
  /// Bottom edge.
  package var maxY: Double { y + height }
  /// Horizontal middle.
  package var midX: Double { x + width / 2 }
  /// Vertical middle.
  package var midY: Double { y + height / 2 }
  /// The size.
  package var size: Size { Size(width: width, height: height) }

  /// The rectangle moved by `dx`, `dy`.
  package func offset(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}

/// What a parent offers a child, SwiftUI's `ProposedViewSize`: nil on an axis asks for the ideal size.
package struct ProposedSize: Equatable, Sendable {
  /// Offered width, or nil for "your ideal".
  package var width: Double?
  /// Offered height, or nil for "your ideal".
  package var height: Double?

  /// A proposal.
  package init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  package init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// `.unspecified`: ideal on both axes.
  package static let unspecified = ProposedSize(width: nil, height: nil)
}

extension Double {
  /// Kept in 0…1e6, so that arithmetic on hostile input stays finite and converts to `Int` safely.
  var sane: Double { isFinite ? Swift.min(Swift.max(self, 0), 1e6) : (self > 0 ? 1e6 : 0) }
}
