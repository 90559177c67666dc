import Foundation

/// A colour: one of the system's, one given by its components, or one from the app's asset catalogue, with
/// an opacity.
public struct Color: View, ShapeStyle, Hashable, Sendable {
  let name: String
  let alpha: Double
  /// An asset catalogue's colour as la-sim's fixtures spell it, `{"name":…,"light":…,"dark":…}`.
  let asset: String?

  init(spelling name: String, opacity: Double = 1, asset: String? = nil) {
    self.name = name
    alpha = opacity
    self.asset = asset
  }

  /// la-sim's spelling: `green`, `gray.opacity(0.3)`, `#e3000f`, or an asset colour's JSON object.
  public var _spelling: String {
    if let asset { return alpha == 1 ? asset : String(asset.dropLast()) + ",\"opacity\":\(alpha)}" }
    return alpha == 1 ? name : "\(name).opacity(\(alpha))"
  }

  /// The colour at `opacity` of its own.
  public func opacity(_ opacity: Double) -> Color {
    Color(spelling: name, opacity: alpha * opacity, asset: asset)
  }

  /// Primitive.
  public var body: Never { fatalError("Color is a primitive view") }
  /// A colour as a view fills the space it is offered.
  public func _node() -> _ViewNode {
    _ViewNode(.view([("shape", .string("rectangle")), ("fill", .color(_spelling))]))
  }

  /// The colour spaces a colour's components may be given in.
  public enum RGBColorSpace: Hashable, Sendable {
    /// sRGB.
    case sRGB
    /// sRGB's primaries with linear components.
    case sRGBLinear
    /// Display P3.
    case displayP3
  }

  /// A colour by its red, green and blue components, 0…1 (beyond for extended sRGB).
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    let rgb = _ColorMath.sRGB(colorSpace, red, green, blue)
    self.init(spelling: _ColorMath.hex(rgb), opacity: min(1, max(0, opacity)))
  }

  /// A grey, 0 (black) … 1 (white).
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour by its hue, saturation and brightness, each 0…1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let rgb = _ColorMath.fromHSB(hue, saturation, brightness)
    self.init(spelling: _ColorMath.hex(rgb), opacity: min(1, max(0, opacity)))
  }

  /// The colour set `name` of the app's asset catalogue, with its light and dark variants. A name that no
  /// `*.colorset` under the folders given holds stops the evaluation with its place, rather than drawing
  /// the clear colour SwiftUI falls back to.
  public init(
    _ name: String, bundle: Bundle? = nil, file: StaticString = #fileID, line: UInt = #line,
    column: UInt = #column
  ) {
    if let asset = _LaSimAssets.colors[name] {
      self.init(spelling: name, asset: asset)
    } else {
      _LaSimAssets.missing.append(
        "Color(\"\(name)\") (\(SourceSite(file, line, column).short(callee: "Color"))) names no colour set: la-sim"
          + " reads the asset catalogues' Name.colorset/Contents.json in the folders given, and found none by"
          + " that name")
      self.init(spelling: "black", opacity: 0)
    }
  }

  /// The app's accent colour: blue unless the asset catalogue says otherwise.
  public static var accentColor: Color {
    _LaSimAssets.colors["AccentColor"].map { Color(spelling: "AccentColor", asset: $0) } ?? .blue
  }

  /// Black.
  public static let black = Color(spelling: "black")
  /// Blue.
  public static let blue = Color(spelling: "blue")
  /// Brown.
  public static let brown = Color(spelling: "brown")
  /// Clear.
  public static let clear = Color(spelling: "black", opacity: 0)
  /// Cyan.
  public static let cyan = Color(spelling: "cyan")
  /// Gray.
  public static let gray = Color(spelling: "gray")
  /// Green.
  public static let green = Color(spelling: "green")
  /// Indigo.
  public static let indigo = Color(spelling: "indigo")
  /// Mint.
  public static let mint = Color(spelling: "mint")
  /// Orange.
  public static let orange = Color(spelling: "orange")
  /// Pink.
  public static let pink = Color(spelling: "pink")
  /// Purple.
  public static let purple = Color(spelling: "purple")
  /// Red.
  public static let red = Color(spelling: "red")
  /// Teal.
  public static let teal = Color(spelling: "teal")
  /// White.
  public static let white = Color(spelling: "white")
  /// Yellow.
  public static let yellow = Color(spelling: "yellow")
  /// The primary foreground.
  public static let primary = Color(spelling: "primary")
  /// The secondary foreground.
  public static let secondary = Color(spelling: "secondary")
}

extension ShapeStyle where Self == Color {
  /// Black.
  public static var black: Color { Color.black }
  /// Blue.
  public static var blue: Color { Color.blue }
  /// Brown.
  public static var brown: Color { Color.brown }
  /// Clear.
  public static var clear: Color { Color.clear }
  /// Cyan.
  public static var cyan: Color { Color.cyan }
  /// Gray.
  public static var gray: Color { Color.gray }
  /// Green.
  public static var green: Color { Color.green }
  /// Indigo.
  public static var indigo: Color { Color.indigo }
  /// Mint.
  public static var mint: Color { Color.mint }
  /// Orange.
  public static var orange: Color { Color.orange }
  /// Pink.
  public static var pink: Color { Color.pink }
  /// Purple.
  public static var purple: Color { Color.purple }
  /// Red.
  public static var red: Color { Color.red }
  /// Teal.
  public static var teal: Color { Color.teal }
  /// White.
  public static var white: Color { Color.white }
  /// Yellow.
  public static var yellow: Color { Color.yellow }
}

/// The colours of the app's asset catalogues, as la-sim read them before the host started.
public enum _LaSimAssets {
  /// Each colour set's JSON object, by name.
  nonisolated(unsafe) public static var colors: [String: String] = [:]
  /// Each image set's size in points, width then height, by name.
  nonisolated(unsafe) public static var images: [String: [Double]] = [:]
  /// `Color("Name")` and `Image("Name")` calls that named no set, each a sentence with its place, since the
  /// evaluation began.
  nonisolated(unsafe) public static var missing: [String] = []
}

/// Colour arithmetic for components given in other spaces.
enum _ColorMath {
  /// sRGB components, 0…1, of a colour given in `space`.
  static func sRGB(_ space: Color.RGBColorSpace, _ red: Double, _ green: Double, _ blue: Double)
    -> (Double, Double, Double)
  {
    switch space {
    case .sRGB: return (red, green, blue)
    case .sRGBLinear: return (encoded(red), encoded(green), encoded(blue))
    case .displayP3:
      let (r, g, b) = (linear(red), linear(green), linear(blue))
      return (
        encoded(1.224_940_2 * r - 0.224_940_4 * g),
        encoded(-0.042_056_9 * r + 1.042_057_1 * g),
        encoded(-0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_5 * b)
      )
    }
  }

  /// RGB, 0…1, of a hue, saturation and brightness.
  static func fromHSB(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (Double, Double, Double) {
    let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
    let s = min(1, max(0, saturation))
    let v = min(1, max(0, brightness))
    let chroma = v * s
    let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = v - chroma
    let (r, g, b): (Double, Double, Double)
    switch Int(h) {
    case 0: (r, g, b) = (chroma, x, 0)
    case 1: (r, g, b) = (x, chroma, 0)
    case 2: (r, g, b) = (0, chroma, x)
    case 3: (r, g, b) = (0, x, chroma)
    case 4: (r, g, b) = (x, 0, chroma)
    default: (r, g, b) = (chroma, 0, x)
    }
    return (r + m, g + m, b + m)
  }

  /// `#rrggbb`, each component clamped to 0…1.
  static func hex(_ rgb: (Double, Double, Double)) -> String {
    let digits = Array("0123456789abcdef")
    return "#"
      + [rgb.0, rgb.1, rgb.2].map { value -> String in
        let byte = Int((min(1, max(0, value.isFinite ? value : 0)) * 255).rounded())
        return String([digits[byte / 16], digits[byte % 16]])
      }.joined()
  }

  static func encoded(_ linear: Double) -> Double {
    let value = min(1, max(0, linear))
    return value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }

  static func linear(_ encoded: Double) -> Double {
    encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }
}
