import Rendering
import Views

/// Frames as text with SGR colour escapes: the 256-colour palette, and 24-bit colour for translucent ones.
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
    // A translucent colour is blended with what lies behind it and sent as 24-bit colour: the nearest of
    // the 256 would lose a 20 % tint's hue to a grey.
    if style.foregroundOpacity < 100 {
      codes.append("38;2;" + ColorBlend.sgrComponents(ColorBlend.foreground(style)))
    } else {
      codes.append("38;5;\(paletteIndex(style.foreground ?? .white))")
    }
    if let background = style.background {
      if style.backgroundOpacity < 100, let blended = ColorBlend.background(style) {
        codes.append("48;2;" + ColorBlend.sgrComponents(blended))
      } else {
        codes.append("48;5;\(paletteIndex(background))")
      }
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
