import Rendering
import Views

/// Colours with opacity as a picture shows them: blended in RGB with what lies behind, as SwiftUI
/// composites a translucent colour, then matched to the nearest colour a 256-colour terminal has.
enum ColorBlend {
  /// An RGB triple, 0…255 per channel.
  struct RGB: Equatable {
    var red: Int
    var green: Int
    var blue: Int
  }

  /// The colour's RGB in the 256-colour palette.
  static func rgb(_ color: NamedColor) -> RGB { rgb(paletteIndex: ANSIText.paletteIndex(color)) }

  /// xterm's RGB for a palette index.
  static func rgb(paletteIndex: Int) -> RGB {
    let hex = FrameSVG.hex(paletteIndex: paletteIndex)
    let value = Int(hex.dropFirst(), radix: 16) ?? 0
    return RGB(red: value >> 16 & 0xFF, green: value >> 8 & 0xFF, blue: value & 0xFF)
  }

  /// `top` at `percent` opacity over `bottom`.
  static func mix(_ top: RGB, over bottom: RGB, percent: UInt8) -> RGB {
    let alpha = Double(min(percent, 100)) / 100
    func channel(_ a: Int, _ b: Int) -> Int { Int((Double(a) * alpha + Double(b) * (1 - alpha)).rounded()) }
    return RGB(
      red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
      blue: channel(top.blue, bottom.blue))
  }

  /// The cell's background as drawn: its colour over its backdrop (black when none is known).
  static func background(_ style: CellStyle) -> RGB? {
    guard let background = style.background else { return nil }
    guard style.backgroundOpacity < 100 else { return rgb(background) }
    return mix(rgb(background), over: rgb(style.backdrop ?? .black), percent: style.backgroundOpacity)
  }

  /// The cell's foreground as drawn: its colour over the cell's background.
  static func foreground(_ style: CellStyle) -> RGB {
    let top = rgb(style.foreground ?? .white)
    guard style.foregroundOpacity < 100 else { return top }
    return mix(top, over: background(style) ?? rgb(.black), percent: style.foregroundOpacity)
  }

  /// `r;g;b` for a 24-bit SGR colour.
  static func sgrComponents(_ color: RGB) -> String { "\(color.red);\(color.green);\(color.blue)" }

  /// `#rrggbb`.
  static func hex(_ color: RGB) -> String {
    let digits = Array("0123456789abcdef")
    return "#"
      + [color.red, color.green, color.blue].map { value in
        String([digits[value / 16 % 16], digits[value % 16]])
      }.joined()
  }
}
