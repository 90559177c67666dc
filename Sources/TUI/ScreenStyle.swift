import ActivityState
import Renderer

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
  public init(_ style: CellStyle) {
    self.init(
      foreground: style.foreground ?? .white, background: style.background, bold: style.bold, dim: style.dim)
  }

  /// The terminal's defaults.
  public static let plain = ScreenStyle()
}
