import Typography
import Views

/// One thing drawn, at its place in points: the result of layout, before any raster.
package struct PlacedElement: Equatable, Sendable {
  /// What is drawn.
  package enum Content: Equatable, Sendable {
    /// One line of text as the phone shows it (`…` included where cut).
    case text(String, font: TextFont, scale: Double, isTruncated: Bool)
    /// An SF Symbol.
    case symbol(String)
    /// A linear progress bar filled to the fraction.
    case progress(Double)
    /// A step tracker.
    case steps(count: Int, current: Int, dots: Bool)
    /// A view's background, clipped to its shape, behind other content.
    case background(ShapeKind)
    /// A shape view, filled.
    case shape(ShapeKind)
  }

  /// What.
  package var content: Content
  /// Where, in the presentation's points.
  package var rect: Rect
  /// Colour and weight.
  package var paint: Paint
  /// The presentation region it belongs to (`leading`, `content`, …).
  package var region: String
  /// How a raster should anchor it when it needs more or fewer cells than its points give.
  package var anchor: Alignment
  /// A whole `Text + Text` line's parts, each in its own paint (empty otherwise).
  package var segments: [TextSegment] = []
  /// Laid out right to left: a bar fills from its right end.
  package var isMirrored = false

  /// An element.
  package init(
    content: Content, rect: Rect, paint: Paint, region: String, anchor: Alignment,
    segments: [TextSegment] = []
  ) {
    self.content = content
    self.rect = rect
    self.paint = paint
    self.region = region
    self.anchor = anchor
    self.segments = segments
  }
}

/// A text the phone does not show whole, or shows near its edge, found while laying out.
package struct LayoutClip: Equatable, Sendable {
  /// What kind of finding.
  package enum Kind: Equatable, Sendable {
    /// Cut: the phone shows `…`.
    case clipped
    /// Within the metrics' error of its edge: it may or may not be cut on a phone.
    case tight
    /// Shown whole at a smaller size (`minimumScaleFactor`).
    case scaled(Double)
    /// A `.timer` text with no frame: it takes all the width offered (the compact island grows to the
    /// whole screen width on a phone).
    case unboundedTimer
  }

  /// The kind.
  package var kind: Kind
  /// The region.
  package var region: String
  /// The whole text.
  package var text: String
  /// Points the text needs (width, or height for a wrapped text out of lines or a view cut at the bottom).
  package var needed: Double
  /// Points it had.
  package var available: Double
  /// What the phone shows.
  package var shown: String
  /// Whether `needed` and `available` are heights.
  package var isVertical: Bool
}
