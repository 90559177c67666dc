import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The colours of the app's asset catalogues: each `Name.colorset/Contents.json` under the folders given, as
/// Xcode writes it, read into its light and dark variants so that `Color("Name")` draws as the phone draws it.
public struct AssetColor: Equatable, Sendable {
  /// The colour set's name (its folder's, without `.colorset`).
  public var name: String
  /// `#rrggbbaa` in light appearance (the "any" variant when the set has no light one).
  public var light: String
  /// `#rrggbbaa` in dark appearance (the light one when the set has no dark one).
  public var dark: String

  /// The colour as la-sim's fixtures spell an asset colour.
  var json: String {
    "{\"name\":\"\(name.jsonEscaped)\",\"light\":\"\(light)\",\"dark\":\"\(dark)\"}"
  }
}

/// Reads Xcode's colour sets.
enum AssetColors {
  /// The colour set in `bytes` (a `Contents.json` at `file`), named `name`. Components may be written as
  /// Xcode offers them: floating point (`"0.890"`), 8-bit (`"227"`) or 8-bit hexadecimal (`"0xE3"`); colour
  /// spaces sRGB, extended sRGB, extended linear sRGB, Display P3 and grey (`white`). Variants for high
  /// contrast, and for idioms other than universal and iPhone, are not what a phone draws by default and are
  /// left out.
  static func color(named name: String, bytes: [UInt8], file: String) throws(WidgetHostError) -> AssetColor {
    do {
      let value = try JSONParser.parse(bytes: bytes)
      let root = JSONCursor(value: value, path: "$", position: nil, file: file)
      var any: String?
      var light: String?
      var dark: String?
      guard let colors = try root.orderedMembers().first(where: { $0.0 == "colors" })?.1 else {
        throw root.error("a colour set needs \"colors\"")
      }
      for entry in try colors.elements() {
        let members = Dictionary(try entry.orderedMembers(), uniquingKeysWith: { first, _ in first })
        if let idiom = try members["idiom"]?.string(), idiom != "universal", idiom != "iphone" { continue }
        guard let color = members["color"] else { continue }
        let appearance = try self.appearance(members["appearances"])
        guard let appearance else { continue }
        let hex = try components(color)
        switch appearance {
        case "any": any = any ?? hex
        case "light": light = light ?? hex
        default: dark = dark ?? hex
        }
      }
      guard let base = light ?? any ?? dark else {
        throw colors.error("the colour set has no colour for iPhone")
      }
      return AssetColor(name: name, light: base, dark: dark ?? base)
    } catch let error as JSONSyntaxError {
      throw WidgetHostError("\(file):\(error.position): \(error.message)", exitCode: 65)
    } catch let error as FixtureError {
      throw WidgetHostError("\(error)", exitCode: 65)
    } catch {
      throw WidgetHostError("\(file): \(error)", exitCode: 65)
    }
  }

  /// "any", "light" or "dark" for an entry's `appearances`; nil for a variant a phone does not draw by
  /// default (high contrast).
  private static func appearance(_ cursor: JSONCursor?) throws(FixtureError) -> String? {
    guard let cursor else { return "any" }
    var result = "any"
    for item in try cursor.elements() {
      let members = Dictionary(try item.orderedMembers(), uniquingKeysWith: { first, _ in first })
      let kind = try members["appearance"]?.string()
      let value = try members["value"]?.string()
      switch (kind, value) {
      case ("luminosity", "light"): result = "light"
      case ("luminosity", "dark"): result = "dark"
      case ("contrast", "high"): return nil
      default: continue
      }
    }
    return result
  }

  /// `#rrggbbaa` of a `color` entry: its colour space and components, converted to sRGB.
  private static func components(_ cursor: JSONCursor) throws(FixtureError) -> String {
    let members = Dictionary(try cursor.orderedMembers(), uniquingKeysWith: { first, _ in first })
    let space = try members["color-space"]?.string() ?? "srgb"
    guard let componentsCursor = members["components"] else {
      throw cursor.error("a colour needs \"components\"")
    }
    let parts = Dictionary(try componentsCursor.orderedMembers(), uniquingKeysWith: { first, _ in first })
    func part(_ key: String) throws(FixtureError) -> Double {
      guard let cursor = parts[key] else { throw componentsCursor.error("missing component \"\(key)\"") }
      return try component(cursor)
    }
    let alpha = parts["alpha"] == nil ? 1 : try part("alpha")
    var rgb: (Double, Double, Double)
    switch space {
    case "gray-gamma-22", "extended-gray":
      let white = try part("white")
      rgb = (white, white, white)
    case "srgb", "extended-srgb":
      rgb = (try part("red"), try part("green"), try part("blue"))
    case "extended-linear-srgb":
      rgb = (encoded(try part("red")), encoded(try part("green")), encoded(try part("blue")))
    case "display-p3":
      rgb = fromDisplayP3(try part("red"), try part("green"), try part("blue"))
    default:
      throw cursor.error(
        "unknown colour space \"\(space.prefix(40))\"; expected srgb, extended-srgb, extended-linear-srgb,"
          + " display-p3 or gray-gamma-22")
    }
    return "#" + [rgb.0, rgb.1, rgb.2, alpha].map(hexByte).joined()
  }

  /// A component as Xcode writes it: `"0.890"` (0…1), `"227"` (0…255) or `"0xE3"`.
  private static func component(_ cursor: JSONCursor) throws(FixtureError) -> Double {
    let text: String
    switch cursor.value {
    case .string(let string): text = string.trimmingCharacters(in: " ")
    case .int(let number): return Double(number) / 255
    case .double(let number, _): return number
    default: throw cursor.error("expected a component such as \"0.890\", \"227\" or \"0xE3\"")
    }
    if text.hasPrefix("0x") || text.hasPrefix("0X"), let value = Int(text.dropFirst(2), radix: 16) {
      return Double(value) / 255
    }
    if text.contains("."), let value = Double(text), value.isFinite { return value }
    if let value = Int(text) { return Double(value) / 255 }
    throw cursor.error(
      "expected a component such as \"0.890\", \"227\" or \"0xE3\", found \"\(text.prefix(20))\"")
  }

  /// Two hex digits of a component clamped to 0…1.
  private static func hexByte(_ value: Double) -> String {
    let byte = Int((min(1, max(0, value.isFinite ? value : 0)) * 255).rounded())
    let digits = Array("0123456789abcdef")
    return String([digits[byte / 16], digits[byte % 16]])
  }

  /// sRGB's transfer function: a linear component encoded.
  private static func encoded(_ linear: Double) -> Double {
    let value = min(1, max(0, linear))
    return value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
  }

  /// sRGB's transfer function undone.
  private static func linear(_ encoded: Double) -> Double {
    encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// A Display P3 colour in sRGB (both with sRGB's transfer function; the D65 matrix from P3's primaries to
  /// sRGB's), clamped to sRGB's gamut.
  private static func fromDisplayP3(_ red: Double, _ green: Double, _ blue: Double) -> (
    Double, Double, Double
  ) {
    let (r, g, b) = (linear(red), linear(green), linear(blue))
    return (
      encoded(1.224_940_2 * r - 0.224_940_4 * g),
      encoded(-0.042_056_9 * r + 1.042_057_1 * g),
      encoded(-0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_5 * b)
    )
  }
}

extension String {
  /// The text inside a JSON string's quotes.
  fileprivate var jsonEscaped: String {
    var out = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\u{0}"..."\u{1F}":
        let digits = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  fileprivate func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
