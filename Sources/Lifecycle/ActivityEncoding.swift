import Fixture
import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The JSON a default `JSONEncoder` would produce for attributes and content state, used for the 4 KB budget.
public enum ActivityEncoding {
  /// Bytes of the encoded attributes plus the encoded content state.
  public static func encodedSize(of activity: LiveActivity) -> Int {
    let sizes = encodedSizes(
      attributes: activity.attributes, content: activity.content, definition: activity.definition)
    return sizes.attributes + sizes.content
  }

  /// Bytes of the encoded attributes and of the encoded content state, apart, for messages that say which
  /// of the two is large.
  public static func encodedSizes(
    attributes: [String: Value], content: ContentState, definition: ActivityDefinition
  ) -> (attributes: Int, content: Int) {
    (
      byteCount(attributes, schema: definition.attributesSchema, definition: definition),
      byteCount(content.values, schema: definition.contentSchema, definition: definition)
    )
  }

  /// The length in UTF-8 bytes of `json(values, schema:definition:)`, counted without building the text:
  /// every activity `check` prepares (thousands of sweep cases and remedies) is measured against the budget,
  /// and building the JSON was a tenth of `check`'s start-up.
  static func byteCount(_ values: [String: Value], schema: [FieldSchema], definition: ActivityDefinition)
    -> Int
  {
    var count = 2
    var members = 0
    for field in schema {
      let value = values[field.name] ?? .null
      if value == .null, field.isOptional { continue }
      members += 1
      count += quotedByteCount(field.name) + 1 + literalByteCount(value, definition: definition)
    }
    return count + max(0, members - 1)
  }

  /// The length in UTF-8 bytes of `literal(value, definition:)`.
  static func literalByteCount(_ value: Value, definition: ActivityDefinition) -> Int {
    switch value {
    case .string(let text): quotedByteCount(text)
    case .int, .double, .date: literal(value, definition: definition).utf8.count
    case .bool(let flag): flag ? 4 : 5
    case .enumCase(let name, let index):
      quotedByteCount(
        definition.enums[name].flatMap { $0.cases.indices.contains(index) ? $0.cases[index].rawValue : nil }
          ?? "")
    case .null: 4
    }
  }

  /// The length in UTF-8 bytes of `quoted(text)`.
  static func quotedByteCount(_ text: String) -> Int {
    JSONValue.quotedByteCount(text, escapingSlashes: true)
  }

  /// Compact JSON of `values` in schema order: dates as seconds since 2001, enums as raw values.
  public static func json(_ values: [String: Value], schema: [FieldSchema], definition: ActivityDefinition)
    -> String
  {
    var members: [String] = []
    for field in schema {
      let value = values[field.name] ?? .null
      if value == .null, field.isOptional { continue }
      members.append("\(quoted(field.name)):\(literal(value, definition: definition))")
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  static func literal(_ value: Value, definition: ActivityDefinition) -> String {
    switch value {
    case .string(let text): quoted(text)
    case .int(let number): String(number)
    case .double(let number): number.isFinite ? shortest(number) : "0"
    case .bool(let flag): String(flag)
    case .date(let date): shortest(date.timeIntervalSinceReferenceDate)
    case .enumCase(let name, let index):
      quoted(
        definition.enums[name].flatMap { $0.cases.indices.contains(index) ? $0.cases[index].rawValue : nil }
          ?? "")
    case .null: "null"
    }
  }

  static func shortest(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  /// A JSON string literal, escaping as `JSONEncoder` does (including `/`).
  public static func quoted(_ text: String) -> String {
    JSONValue.quote(text, escapingSlashes: true)
  }
}
