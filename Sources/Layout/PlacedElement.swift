import Typography
import Views

/// One thing drawn, at its place in points: the result of layout, before any raster.
public struct PlacedElement: Equatable, Sendable {
  /// What is drawn.
  public enum Content: Equatable, Sendable {
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
    /// `Image("name")` of the app's asset catalogue, drawn as a placeholder filling its rect.
    case image(String)
    /// A `Divider`: a line along its rect's long side (down when `vertical`).
    case divider(vertical: Bool)
  }

  /// What.
  public var content: Content
  /// Where, in the presentation's points.
  public var rect: Rect
  /// Colour and weight.
  public var paint: Paint
  /// The presentation region it belongs to (`leading`, `content`, …).
  public var region: String
  /// How a raster should anchor it when it needs more or fewer cells than its points give.
  public var anchor: Alignment
  /// A whole `Text + Text` line's parts, each in its own paint (empty otherwise).
  public var segments: [TextSegment] = []
  /// Laid out right to left: a bar fills from its right end.
  public var isMirrored = false
  /// For a line of a text that is not drawn whole on one line (wrapped, or cut with `…`), the whole text:
  /// what a clip in height names, rather than the line as drawn.
  public var source: String?

  /// An element.
  public init(
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
public struct LayoutClip: Equatable, Sendable {
  /// What kind of finding.
  public enum Kind: Equatable, Sendable {
    /// Cut: the phone shows `…`.
    case clipped
    /// Within the metrics' error of its edge: it may or may not be cut on a phone.
    case tight
    /// Shown whole at a smaller size (`minimumScaleFactor`).
    case scaled(Double)
    /// A word (a timer, a number) broken across two lines: `text` is the word.
    case brokenWord
    /// A `.timer` text with no frame: it takes all the width offered (the compact island grows to the
    /// whole screen width on a phone).
    case unboundedTimer
  }

  /// The kind.
  public var kind: Kind
  /// The region.
  public var region: String
  /// The whole text.
  public var text: String
  /// Points the text needs (width, or height for a wrapped text out of lines or a view cut at the bottom).
  public var needed: Double
  /// Points it had.
  public var available: Double
  /// What the phone shows.
  public var shown: String
  /// Whether `needed` and `available` are heights.
  public var isVertical: Bool
  /// The font scale `needed` was measured at: below 1 for a text cut even at its `minimumScaleFactor`.
  public var scale: Double = 1
}
