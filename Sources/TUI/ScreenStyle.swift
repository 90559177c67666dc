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
  /// The appearance the colours are iOS's colours in: a light Lock Screen card's cells are light; the
  /// simulator's own chrome is dark, in the terminal's own colours.
  public var colorScheme: ColorScheme = .dark

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
  public init(_ style: CellStyle, colorScheme: ColorScheme = .dark) {
    let background = style.backgroundOpacity < 50 ? (style.backdrop ?? style.background) : style.background
    let primary: NamedColor = colorScheme == .light ? .black : .white
    let foreground = style.foreground.map { $0 == .primary ? primary : $0 } ?? primary
    self.init(
      foreground: foreground, background: background, bold: style.bold,
      dim: style.dim || style.foregroundOpacity < 50)
    self.colorScheme = colorScheme
  }

  /// The terminal's defaults.
  public static let plain = ScreenStyle()
}
