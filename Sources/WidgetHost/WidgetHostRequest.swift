import Fixture
import JSON
import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One question to the widget host: an activity's attributes and content state as the app's `Codable` types
/// decode them (a default `JSONDecoder`: dates as seconds since 2001, enums as raw values), and whether it is
/// stale.
public enum WidgetHostRequest {
  /// The request line for `activity` as it is now.
  public static func line(for activity: LiveActivity) -> String {
    let definition = activity.definition
    func object(_ schema: [FieldSchema], _ values: [String: Value]) -> JSONValue {
      .object(
        schema.compactMap { field in
          guard let value = values[field.name] else { return nil }
          return JSONMember(key: field.name, value: json(value, definition))
        })
    }
    let request = JSONValue.object([
      JSONMember(key: "attributesType", value: .string(definition.attributesType)),
      JSONMember(key: "attributes", value: object(definition.attributesSchema, activity.attributes)),
      JSONMember(key: "state", value: object(definition.contentSchema, activity.content.values)),
      JSONMember(key: "isStale", value: .bool(activity.isStale)),
    ])
    return request.serialized()
  }

  /// A value as `JSONEncoder()` writes it.
  static func json(_ value: Value, _ definition: ActivityDefinition) -> JSONValue {
    switch value {
    case .string(let text): .string(text)
    case .int(let number): .int(number)
    case .double(let number): number.isFinite ? .double(number) : .null
    case .bool(let flag): .bool(flag)
    case .date(let date): .double(date.timeIntervalSinceReferenceDate)
    case .enumCase(let name, let index):
      .string(
        definition.enums[name].flatMap { index < $0.cases.count ? $0.cases[index].rawValue : nil } ?? "")
    case .null: .null
    }
  }
}
