import Views

extension FrameSVG {
  /// The colour iOS draws for `color` in `scheme` (composited over the appearance's base), as `#rrggbb`.
  public static func hex(_ color: NamedColor, in scheme: ColorScheme = .dark) -> String {
    ColorBlend.rgb(color, in: scheme).hex
  }

  /// xterm's default RGB for a 256-colour palette index, as `#rrggbb` (indices outside 0…255 are clamped).
  public static func hex(paletteIndex: Int) -> String {
    let index = min(max(paletteIndex, 0), 255)
    let rgb: (Int, Int, Int)
    switch index {
    case 0..<16:
      rgb = systemColors[index]
    case 16..<232:
      // The 6×6×6 cube: levels 0, 95, 135, 175, 215, 255.
      let cube = index - 16
      let level = { (step: Int) in step == 0 ? 0 : 55 + step * 40 }
      rgb = (level(cube / 36), level(cube / 6 % 6), level(cube % 6))
    default:
      let gray = 8 + (index - 232) * 10
      rgb = (gray, gray, gray)
    }
    return "#" + [rgb.0, rgb.1, rgb.2].map(twoHexDigits).joined()
  }

  /// xterm's 16 system colours.
  private static let systemColors: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
    (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
    (0, 255, 255), (255, 255, 255),
  ]

  private static func twoHexDigits(_ value: Int) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16 % 16], digits[value % 16]])
  }
}
