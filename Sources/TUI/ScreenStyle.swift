import Rendering
import Views

/// How a screen cell is drawn: a frame's `CellStyle` plus the attributes the simulator's own chrome uses.
public struct ScreenStyle: Hashable, Sendable {
  /// Text colour; nil is the terminal's own.
  public var foreground: NamedColor?
  /// Background colour; nil is the terminal's own.
  public var background: NamedColor?
  /// Bold.
  public var bold = false
  /// Dimmed.
  public var dim = false
  /// Foreground and background swapped (the title bar, marks; still visible without colour).
  public var reverse = false
  /// Underlined.
  public var underline = false

  /// A style.
  public init(
    foreground: NamedColor? = nil, background: NamedColor? = nil, bold: Bool = false, dim: Bool = false,
    reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// A frame cell's style; a frame's default text colour is white, as `ANSIText` draws it.
  /// A terminal has no opacity: a faint colour (under half opaque) is drawn dim, and a faint background
  /// (a status capsule's 20 % tint) gives way to what it lies on, so its text stays readable.
  public init(_ style: CellStyle) {
    let background = style.backgroundOpacity < 50 ? (style.backdrop ?? style.background) : style.background
    self.init(
      foreground: style.foreground ?? .white, background: background, bold: style.bold,
      dim: style.dim || style.foregroundOpacity < 50)
  }

  /// The terminal's defaults.
  public static let plain = ScreenStyle()
}
