import Typography
import Views

/// How a view is coloured and weighted when drawn; layout never reads it.
package struct Paint: Equatable, Sendable {
  /// The foreground colour; nil is the surface's own text colour.
  package var foreground: StyleColor?
  /// Whether the weight is semibold or heavier (a terminal draws it bold).
  package var bold: Bool
  /// A background behind the view's own frame (a status capsule's tint), on it and on what it holds.
  package var background: StyleColor?

  /// A paint.
  package init(foreground: StyleColor? = nil, bold: Bool = false, background: StyleColor? = nil) {
    self.foreground = foreground
    self.bold = bold
    self.background = background
  }
}

/// One part of a `Text + Text`: so many characters in their own font and paint.
package struct TextSegment: Equatable, Sendable {
  /// Characters (graphemes) of the joined text this part covers.
  package var count: Int
  /// Its font.
  package var font: TextFont
  /// Its colour and weight.
  package var paint: Paint

  /// A part.
  package init(count: Int, font: TextFont, paint: Paint) {
    self.count = count
    self.font = font
    self.paint = paint
  }
}
