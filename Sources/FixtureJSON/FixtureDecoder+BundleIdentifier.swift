import Fixture
import JSON

/// The fixture's `bundleIdentifier`, read as Apple requires a `CFBundleIdentifier` to be written.
extension FixtureDecoder {
  /// Reads `"bundleIdentifier"`: letters A–Z and a–z, digits, hyphens and periods only (`CFBundleIdentifier`,
  /// Apple's Information Property List reference), in reverse-DNS form: two or more components, none empty
  /// (`com.example.pizza`). The identifier becomes the push topic, the `xcrun simctl push` argument and a
  /// curl header that la-sim prints, so nothing else may pass.
  static func bundleIdentifier(_ cursor: JSONCursor) throws(FixtureError) -> String {
    let text = try cursor.string()
    guard !isBundleIdentifier(text) else { return text }
    let found = "found \"\(text.abbreviated)\""
    throw cursor.error(
      "expected a bundle identifier in reverse-DNS form, such as \"com.example.pizza\": letters A–Z and"
        + " a–z, digits, hyphens and periods, two or more components, none empty (CFBundleIdentifier); "
        + found)
  }

  /// Whether `text` is a reverse-DNS bundle identifier of letters, digits and hyphens.
  static func isBundleIdentifier(_ text: String) -> Bool {
    let components = text.split(separator: ".", omittingEmptySubsequences: false)
    return components.count >= 2
      && components.allSatisfy { component in
        !component.isEmpty
          && component.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
              UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
              true
            default: false
            }
          }
      }
  }

  /// The identifier of a fixture that names none: `com.example.` and the ASCII letters of `name`
  /// (`com.example.pizzaplanet`), or `com.example.activity` when it has none.
  static func defaultBundleIdentifier(for name: String) -> String {
    let word = String(
      String.UnicodeScalarView(
        name.unicodeScalars.filter { scalar in
          ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }))
    return "com.example." + (word.isEmpty ? "activity" : word)
  }
}
