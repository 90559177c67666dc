import Fixture
import Views

/// The values of view modifiers: colours, frames, padding, shapes.
extension FixtureFormat {
  static let colorWithOpacity = FixtureObject(
    [
      FixtureMember("color", .reference("color"), required: true),
      FixtureMember("opacity", .reference("opacity")),
    ])

  /// A colour from the app's asset catalogue, with its light and dark variants.
  static let assetColor = FixtureObject(
    [
      FixtureMember(
        "light", .string(pattern: hexColorPattern, examples: ["#e3000f"]), required: true,
        "The colour in light appearance (and in dark, when `dark` is left out): `#rrggbb` or `#rrggbbaa`."),
      FixtureMember(
        "dark", .string(pattern: hexColorPattern, examples: ["#ff4d5a"]), "The colour in dark appearance."),
      FixtureMember(
        "name", .string(maxLength: 200), "The asset's name, as `Color(\"BrandRed\")` gives it (for messages)."
      ),
      FixtureMember("opacity", .reference("opacity")),
    ])

  static let styleColorWithOpacity = FixtureObject(
    [
      FixtureMember("color", .reference("colorName"), required: true),
      FixtureMember("opacity", .reference("opacity")),
    ])

  static let fontSize = FixtureObject(
    [
      FixtureMember(
        "size", .number(FixtureRange(minimum: FontSize.range.lowerBound, maximum: FontSize.range.upperBound)),
        required: true, "The point size at the default Dynamic Type size."),
      FixtureMember(
        "relativeTo", .choice(Font.allCases.map(\.rawValue)),
        "`.custom(_:size:relativeTo:)`: the text style whose Dynamic Type scaling the size follows (`.custom(_:size:)` is `body`); left out, the size is fixed, as `.system(size:)` is."
      ),
    ])

  static let frame = FixtureObject(
    [
      FixtureMember("width", .reference("points"), "`.frame(width:)`: a fixed width."),
      FixtureMember("height", .reference("points"), "`.frame(height:)`: a fixed height."),
      FixtureMember("minWidth", .reference("points"), "`.frame(minWidth:)`."),
      FixtureMember(
        "maxWidth", .reference("maxPoints"),
        "`.frame(maxWidth:)`; \"infinity\" for `.infinity` (as wide as offered)."),
      FixtureMember("minHeight", .reference("points"), "`.frame(minHeight:)`."),
      FixtureMember(
        "maxHeight", .reference("maxPoints"), "`.frame(maxHeight:)`; \"infinity\" for `.infinity`."),
      FixtureMember(
        "alignment", .choice(frameAlignments.map(\.name)),
        "`.frame(alignment:)`: where the view sits in its frame (`.center`)."),
    ])

  static let paddingEdges = FixtureObject(
    [
      FixtureMember("horizontal", .reference("points"), "`.padding(.horizontal, n)`: leading and trailing."),
      FixtureMember("vertical", .reference("points"), "`.padding(.vertical, n)`: top and bottom."),
      FixtureMember("top", .reference("points"), "`.padding(.top, n)`."),
      FixtureMember("leading", .reference("points"), "`.padding(.leading, n)`."),
      FixtureMember("bottom", .reference("points"), "`.padding(.bottom, n)`."),
      FixtureMember("trailing", .reference("points"), "`.padding(.trailing, n)`."),
    ])

  static let shapeRounded = FixtureObject(
    [
      FixtureMember(
        "roundedRectangle", .object(roundedRectangle), required: true, "`RoundedRectangle(cornerRadius:)`.")
    ])

  static let roundedRectangle = FixtureObject(
    [
      FixtureMember("cornerRadius", .reference("points"), required: true)
    ])

  /// `.dynamicTypeSize(...)`'s range: either bound may be left out.
  static let dynamicTypeSizeBounds = FixtureObject(
    [
      FixtureMember(
        "min", .choice(ViewStyle.dynamicTypeSizeNames), "The smallest size drawn (`xSmall`)."),
      FixtureMember(
        "max", .choice(ViewStyle.dynamicTypeSizeNames), "The largest size drawn (`accessibility5`)."),
    ])

  static let fixedSizeAxes = FixtureObject(
    [
      FixtureMember("horizontal", .boolean),
      FixtureMember("vertical", .boolean),
    ])
}
