import Testing

@testable import WidgetHost

/// `Color("Name")` draws the colour set Xcode wrote in `Name.colorset/Contents.json`, in each appearance.
struct AssetColorsTests {
  static func read(_ json: String) throws -> AssetColor {
    try AssetColors.color(named: "Brand", bytes: Array(json.utf8), file: "Brand.colorset/Contents.json")
  }

  static func entry(_ components: String, space: String = "srgb", appearance: String? = nil) -> String {
    let appearances = appearance.map {
      "\"appearances\": [{\"appearance\": \"luminosity\", \"value\": \"\($0)\"}], "
    }
    return "{\(appearances ?? "")\"color\": {\"color-space\": \"\(space)\", \"components\": {\(components)}},"
      + " \"idiom\": \"universal\"}"
  }

  @Test("Xcode's three ways of writing a component, and the dark variant beside the one for any appearance")
  func componentsAndVariants() throws {
    let json = """
      {"colors": [
        \(Self.entry("\"alpha\": \"1.000\", \"red\": \"0xE3\", \"green\": \"0x00\", \"blue\": \"0x0F\"")),
        \(Self.entry("\"alpha\": \"0.500\", \"red\": \"255\", \"green\": \"77\", \"blue\": \"90\"", appearance: "dark")),
        {"appearances": [{"appearance": "contrast", "value": "high"}],
         "color": {"color-space": "srgb", "components": {"red": "0.0", "green": "0.0", "blue": "0.0"}},
         "idiom": "universal"},
        \(Self.entry("\"red\": \"0.0\", \"green\": \"1.0\", \"blue\": \"0.0\"").replacingOccurrences(
          of: "universal", with: "watch"))
      ], "info": {"author": "xcode", "version": 1}}
      """
    let color = try Self.read(json)
    #expect(color.light == "#e3000fff")
    #expect(color.dark == "#ff4d5a80")
  }

  @Test("Grey and Display P3 are converted to sRGB; a set with one colour is the same in both appearances")
  func colourSpaces() throws {
    let grey = try Self.read("{\"colors\": [\(Self.entry("\"white\": \"0.110\"", space: "gray-gamma-22"))]}")
    #expect(grey.light == "#1c1c1cff" && grey.dark == grey.light)
    // Display P3's pure red lies outside sRGB: clamped to sRGB's red.
    let red = try Self.read(
      "{\"colors\": [\(Self.entry("\"red\": \"1.0\", \"green\": \"0.0\", \"blue\": \"0.0\"", space: "display-p3"))]}"
    )
    #expect(red.light == "#ff0000ff")
    // A P3 grey is the same grey in sRGB.
    let p3Grey = try Self.read(
      "{\"colors\": [\(Self.entry("\"red\": \"0.6\", \"green\": \"0.6\", \"blue\": \"0.6\"", space: "display-p3"))]}"
    )
    #expect(p3Grey.light == "#999999ff")
  }

  @Test(arguments: [
    ("{\"colors\": [", "Brand.colorset/Contents.json:1:13: expected a value"),
    ("{\"info\": {}}", "a colour set needs \"colors\""),
    ("{\"colors\": [\(entry("\"red\": \"abc\", \"green\": \"0\", \"blue\": \"0\""))]}", "found \"abc\""),
    ("{\"colors\": [\(entry("\"red\": \"1\", \"blue\": \"0\""))]}", "missing component \"green\""),
    ("{\"colors\": [\(entry("\"red\": \"1\"", space: "cmyk"))]}", "unknown colour space \"cmyk\""),
    ("{\"colors\": []}", "no colour for iPhone"),
  ])
  func badColourSetsSayWhere(_ json: String, _ expected: String) {
    #expect {
      _ = try Self.read(json)
    } throws: { error in
      guard let error = error as? WidgetHostError else { return false }
      return error.message.contains(expected) && error.message.hasPrefix("Brand.colorset/Contents.json")
        && error.exitCode == 65
    }
  }
}
