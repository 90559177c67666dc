import ActivityState

/// Frames as text with SGR colour escapes (256-colour palette).
public enum ANSIText {
  /// Each row with escapes; every row ends with a reset.
  public static func rows(_ frame: Frame) -> [String] {
    (0..<frame.height).map { y in
      var line = ""
      var current: CellStyle?
      for x in 0..<frame.width {
        let cell = frame[x, y]
        if cell.style != current {
          line += sgr(cell.style)
          current = cell.style
        }
        line += cell.text
      }
      return line + "\u{1B}[0m"
    }
  }

  /// The escape that selects `style`.
  public static func sgr(_ style: CellStyle) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.isClipMark { codes.append("7") }
    let foreground =
      style.foregroundOpacity < 100
      ? ColorBlend.nearestIndex(ColorBlend.foreground(style)) : paletteIndex(style.foreground ?? .white)
    codes.append("38;5;\(foreground)")
    if let background = style.background {
      let index =
        style.backgroundOpacity < 100
        ? ColorBlend.nearestIndex(ColorBlend.background(style)!) : paletteIndex(background)
      codes.append("48;5;\(index)")
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// The xterm 256-colour index closest to each SwiftUI colour (dark appearance).
  public static func paletteIndex(_ color: NamedColor) -> Int {
    switch color {
    case .primary, .white: 255
    case .secondary: 250
    case .tertiary: 243
    case .black: 16
    case .gray: 245
    case .red: 203
    case .orange: 208
    case .yellow: 220
    case .green: 41
    case .mint: 86
    case .teal: 37
    case .cyan: 45
    case .blue: 33
    case .indigo: 61
    case .purple: 141
    case .pink: 204
    case .brown: 137
    }
  }
}
