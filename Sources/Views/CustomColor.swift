/// A colour the app gives by its components or takes from its asset catalogue: `Color(red: 0.89, green: 0,
/// blue: 0.06)`, `Color(hex)` helpers, `Color("BrandRed")` with its light and dark variants from
/// `BrandRed.colorset/Contents.json`.
public struct CustomColor: Hashable, Sendable {
  /// How the app names it: `#e3000f` for components, the asset's name for a catalogue colour.
  public var name: String
  /// The colour in light appearance.
  public var light: ResolvedColor
  /// The colour in dark appearance (the same as `light` for a colour given by its components).
  public var dark: ResolvedColor
  /// The system colour nearest to the dark variant: a terminal cell can only show the system palette.
  public let nearest: NamedColor

  /// A colour with its two variants.
  public init(name: String, light: ResolvedColor, dark: ResolvedColor) {
    self.name = name
    self.light = light
    self.dark = dark
    nearest = Self.nearestSystemColor(to: dark)
  }

  /// A colour that is the same in both appearances, named by its hex spelling.
  public init(_ color: ResolvedColor) {
    self.init(name: color.hex + Self.alphaSuffix(color.alpha), light: color, dark: color)
  }

  /// The colour iOS draws in `scheme`.
  public func resolved(in scheme: ColorScheme) -> ResolvedColor { scheme == .light ? light : dark }

  /// `#rrggbb` or `#rrggbbaa` (sRGB, as CSS writes them), or nil for any other text.
  public static func hex(_ text: String) -> ResolvedColor? {
    let digits = Array(text.utf8)
    guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
    var channels: [UInt8] = []
    var index = 1
    while index < digits.count {
      guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
      channels.append(high << 4 | low)
      index += 2
    }
    let alpha = channels.count == 4 ? Double(channels[3]) / 255 : 1
    return ResolvedColor(channels[0], channels[1], channels[2], alpha: alpha)
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The two hex digits of an alpha below 1 (`#e3000f80`), none for an opaque colour.
  static func alphaSuffix(_ alpha: Double) -> String {
    guard alpha < 1 else { return "" }
    let value = Int((alpha * 255).rounded())
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16], digits[value % 16]])
  }

  /// The opaque system colour (not a label colour) nearest to `color` in sRGB, weighted as the eye weighs
  /// red, green and blue ("redmean"); ties go to the earlier colour in `NamedColor`'s order.
  static func nearestSystemColor(to color: ResolvedColor) -> NamedColor {
    let candidates = NamedColor.allCases.filter { ![.primary, .secondary, .tertiary].contains($0) }
    var best = NamedColor.white
    var bestDistance = Double.infinity
    for candidate in candidates {
      let other = candidate.resolved(in: .dark)
      let meanRed = (Double(color.red) + Double(other.red)) / 2
      let red = Double(color.red) - Double(other.red)
      let green = Double(color.green) - Double(other.green)
      let blue = Double(color.blue) - Double(other.blue)
      let distance =
        (2 + meanRed / 256) * red * red + 4 * green * green + (2 + (255 - meanRed) / 256) * blue * blue
      if distance < bestDistance {
        bestDistance = distance
        best = candidate
      }
    }
    return best
  }
}
