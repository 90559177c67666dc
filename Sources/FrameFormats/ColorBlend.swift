import Rendering
import Views

/// Colours as a picture shows them: each named colour resolved for the frame's appearance with iOS's
/// values, then composited with what lies behind it (its own alpha, as `.secondary` has, and any
/// `.opacity(x)`), as SwiftUI composites a translucent colour.
enum ColorBlend {
  /// An RGB triple, 0…255 per channel.
  typealias RGB = ResolvedColor

  /// What an appearance's surfaces lie on when nothing else does: black in dark, white in light.
  static func base(_ scheme: ColorScheme) -> RGB {
    scheme == .light ? RGB(255, 255, 255) : RGB(0, 0, 0)
  }

  /// `color` in `scheme`, composited over the appearance's base (a translucent colour on nothing).
  static func rgb(_ color: NamedColor, in scheme: ColorScheme = .dark) -> RGB {
    color.resolved(in: scheme).over(base(scheme))
  }

  /// The cell's background as drawn: its colour over its backdrop (the appearance's base when none is
  /// known); nil when the cell has none.
  static func background(_ style: CellStyle, in scheme: ColorScheme = .dark) -> RGB? {
    guard let background = style.background else { return nil }
    let below = style.backdrop.map { rgb($0, in: scheme) } ?? base(scheme)
    return background.resolved(in: scheme).over(below, opacity: Double(style.backgroundOpacity) / 100)
  }

  /// The cell's foreground as drawn: its colour (the surface's `.primary` when none is set) over the cell's
  /// background.
  static func foreground(_ style: CellStyle, in scheme: ColorScheme = .dark) -> RGB {
    let top = (style.foreground ?? .primary).resolved(in: scheme)
    return top.over(
      background(style, in: scheme) ?? base(scheme), opacity: Double(style.foregroundOpacity) / 100)
  }

  /// `r;g;b` for a 24-bit SGR colour.
  static func sgrComponents(_ color: RGB) -> String { "\(color.red);\(color.green);\(color.blue)" }

  /// `#rrggbb`.
  static func hex(_ color: RGB) -> String { color.hex }

  /// The xterm 256-colour index nearest `color` (the 6×6×6 cube and the grey ramp, 16…255; the 16 system
  /// colours are left out because terminals theme them), by squared distance weighted for the eye.
  static func paletteIndex(nearest color: RGB) -> Int {
    var best = 16
    var bestDistance = Int.max
    for index in 16...255 {
      let candidate = xterm(index)
      let (red, green, blue) = (
        Int(candidate.red) - Int(color.red), Int(candidate.green) - Int(color.green),
        Int(candidate.blue) - Int(color.blue)
      )
      let distance = 2 * red * red + 4 * green * green + 3 * blue * blue
      if distance < bestDistance {
        bestDistance = distance
        best = index
      }
    }
    return best
  }

  /// xterm's default RGB for a palette index from 16 (the cube, then the grey ramp).
  static func xterm(_ index: Int) -> RGB {
    let index = min(max(index, 16), 255)
    if index >= 232 {
      let gray = UInt8(8 + (index - 232) * 10)
      return RGB(gray, gray, gray)
    }
    let cube = index - 16
    let level = { (step: Int) in UInt8(step == 0 ? 0 : 55 + step * 40) }
    return RGB(level(cube / 36), level(cube / 6 % 6), level(cube % 6))
  }
}
