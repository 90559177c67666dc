import Rendering
import Views

/// Frames as text with SGR colour escapes: each colour as iOS draws it in the frame's appearance, sent as
/// 24-bit colour where the terminal says it has it (`COLORTERM=truecolor`), else as the nearest of the 256.
public enum ANSIText {
  /// How many colours the escapes may use.
  public enum Colors: Sendable {
    /// The xterm 256-colour palette (any colour terminal; the goldens' form).
    case palette256
    /// 24-bit colour, exact.
    case trueColor
  }

  /// Each row with escapes; every row ends with a reset.
  public static func rows(_ frame: Frame, colors: Colors = .palette256) -> [String] {
    (0..<frame.height).map { y in
      var line = ""
      var current: CellStyle?
      for x in 0..<frame.width {
        let cell = frame[x, y]
        if cell.style != current {
          line += sgr(cell.style, in: frame.colorScheme, colors: colors)
          current = cell.style
        }
        line += cell.text
      }
      return line + "\u{1B}[0m"
    }
  }

  /// The escape that selects `style` in `scheme`.
  public static func sgr(_ style: CellStyle, in scheme: ColorScheme = .dark, colors: Colors = .palette256) -> String {
    var codes = ["0"]
    if style.bold { codes.append("1") }
    if style.dim { codes.append("2") }
    if style.isClipMark { codes.append("7") }
    codes.append("38;" + color(ColorBlend.foreground(style, in: scheme), colors))
    if let background = ColorBlend.background(style, in: scheme) {
      codes.append("48;" + color(background, colors))
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// The 256-colour index closest to how iOS draws `color` in `scheme` (over the appearance's base).
  public static func paletteIndex(_ color: NamedColor, in scheme: ColorScheme = .dark) -> Int {
    ColorBlend.paletteIndex(nearest: ColorBlend.rgb(color, in: scheme))
  }

  private static func color(_ rgb: ResolvedColor, _ colors: Colors) -> String {
    switch colors {
    case .trueColor: "2;" + ColorBlend.sgrComponents(rgb)
    case .palette256: "5;\(ColorBlend.paletteIndex(nearest: rgb))"
    }
  }
}
