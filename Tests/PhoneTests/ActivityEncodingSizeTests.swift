import Fixture
import Foundation
import Lifecycle
import TestSupport
import Testing

/// The 4-KB budget counts the bytes `JSONEncoder` would write without writing them: the count must be the
/// length of the JSON `ActivityEncoding.json` builds, whatever the values hold.
struct ActivityEncodingSizeTests {
  static let texts = [
    "", "plain", "a/b//c", "quote \" and \\ backslash", "line\nreturn\rtab\t", "bell \u{07} nul \u{0} \u{1F}",
    "🍕 Pizza · Mönchengladbach 中", "\u{7F}\u{80}é",
  ]

  @Test("The counted size is the length of the JSON, for every kind of value", arguments: texts)
  func countedIsBuilt(_ text: String) throws {
    let definition = try BuiltinFixture.definition("pizza-planet")
    let names = definition.attributesSchema.map(\.name) + definition.contentSchema.map(\.name)
    let values: [Value] = [
      .string(text), .int(-1_234_567), .double(0.1), .double(1e300), .double(.nan), .double(42), .bool(true),
      .bool(false), .date(LiveActivity.referenceStart.addingTimeInterval(0.25)), .null, .int(Int.min),
    ]
    let enumeration = try #require(definition.enums.first)
    var attributes: [String: Value] = [:]
    var content: [String: Value] = [:]
    for (index, name) in names.enumerated() {
      let value =
        index == 1
        ? .enumCase(enumeration.key, 0)
        : index == 2
          ? .enumCase("missing", 9)
          : values[index % values.count]
      if definition.attributesSchema.contains(where: { $0.name == name }) {
        attributes[name] = value
      } else {
        content[name] = value
      }
    }
    let sizes = ActivityEncoding.encodedSizes(
      attributes: attributes, content: ContentState(values: content), definition: definition)
    let attributesJSON = ActivityEncoding.json(
      attributes, schema: definition.attributesSchema, definition: definition)
    let contentJSON = ActivityEncoding.json(content, schema: definition.contentSchema, definition: definition)
    #expect(sizes.attributes == attributesJSON.utf8.count, "\(attributesJSON)")
    #expect(sizes.content == contentJSON.utf8.count, "\(contentJSON)")
  }
}
