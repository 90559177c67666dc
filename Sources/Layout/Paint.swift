import Typography
import Views

/// How a view is coloured and weighted when drawn; layout never reads it.
public struct Paint: Equatable, Sendable {
  /// The foreground colour; nil is the surface's own text colour.
  public var foreground: StyleColor?
  /// Whether the weight is semibold or heavier (a terminal draws it bold).
  public var bold: Bool
  /// A background behind the view's own frame (a status capsule's tint), on it and on what it holds.
  public var background: StyleColor?

  /// A paint.
  public init(foreground: StyleColor? = nil, bold: Bool = false, background: StyleColor? = nil) {
    self.foreground = foreground
    self.bold = bold
    self.background = background
  }
}

/// One part of a `Text + Text`: so many characters in their own font and paint.
public struct TextSegment: Equatable, Sendable {
  /// Characters (graphemes) of the joined text this part covers.
  public var count: Int
  /// Its font.
  public var font: TextFont
  /// Its colour and weight.
  public var paint: Paint

  /// A part.
  public init(count: Int, font: TextFont, paint: Paint) {
    self.count = count
    self.font = font
    self.paint = paint
  }
}
