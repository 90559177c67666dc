/// A font given by its point size rather than by a text style: `.system(size: 15)`, which keeps its size at
/// every Dynamic Type size, or `.custom(name, size: 15, relativeTo: .headline)`, which grows and shrinks
/// with the text style it is relative to (`.body` when `relativeTo:` is left out, as SwiftUI's
/// `.custom(_:size:)` does). la-sim measures every such font as SF Pro at that size: a custom typeface's
/// own widths are not known to it.
public struct FontSize: Hashable, Sendable {
  /// The point size at the default Dynamic Type size (`.large`).
  public var points: Double
  /// The text style whose Dynamic Type scaling it follows; nil keeps `points` at every size.
  public var relativeTo: Font?

  /// A size; `relativeTo` nil is a fixed size.
  public init(points: Double, relativeTo: Font? = nil) {
    self.points = points
    self.relativeTo = relativeTo
  }

  /// The sizes a fixture may give, in points: SwiftUI takes any, la-sim what a screen can show.
  public static let range: ClosedRange<Double> = 1...200
}
