/// A colour or style a view is drawn in.
public protocol ShapeStyle {
  /// la-sim's spelling of the style (`"green"`, `"gray.opacity(0.3)"`, `"secondary"`).
  var _spelling: String { get }
}

/// The foreground's levels: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
  /// la-sim's spelling.
  public let _spelling: String

  /// The primary level.
  public static let primary = HierarchicalShapeStyle(_spelling: "primary")
  /// The secondary level.
  public static let secondary = HierarchicalShapeStyle(_spelling: "secondary")
  /// The tertiary level.
  public static let tertiary = HierarchicalShapeStyle(_spelling: "tertiary")
  /// The quaternary level (la-sim draws it as tertiary).
  public static let quaternary = HierarchicalShapeStyle(_spelling: "tertiary")

  /// The level with an opacity.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    Color(spelling: _spelling, opacity: opacity)
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The primary level.
  public static var primary: HierarchicalShapeStyle { .primary }
  /// The secondary level.
  public static var secondary: HierarchicalShapeStyle { .secondary }
  /// The tertiary level.
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  /// The quaternary level.
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
