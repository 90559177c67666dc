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
  /// The phone's settings the app's views may read with `@Environment`: `colorScheme` (`light`, `dark`),
  /// `dynamicTypeSize` (SwiftUI's case name, `xxLarge`, `accessibility1`) and `locale` (`de`).
  public struct Environment: Sendable {
    /// `light` or `dark`.
    public var colorScheme: String?
    /// SwiftUI's name of the Dynamic Type size.
    public var dynamicTypeSize: String?
    /// The language.
    public var locale: String?

    /// Settings.
    public init(colorScheme: String? = nil, dynamicTypeSize: String? = nil, locale: String? = nil) {
      self.colorScheme = colorScheme
      self.dynamicTypeSize = dynamicTypeSize
      self.locale = locale
    }
  }

  /// The request line for `activity` as it is now, in `environment`.
  public static func line(for activity: LiveActivity, environment: Environment = Environment()) -> String {
    let definition = activity.definition
    func object(_ schema: [FieldSchema], _ values: [String: Value]) -> JSONValue {
      .object(
        schema.compactMap { field in
          guard let value = values[field.name] else { return nil }
          return JSONMember(key: field.name, value: json(value, definition))
        })
    }
    let request = JSONValue.object(
      [
        JSONMember(key: "attributesType", value: .string(definition.attributesType)),
        JSONMember(key: "attributes", value: object(definition.attributesSchema, activity.attributes)),
        JSONMember(key: "state", value: object(definition.contentSchema, activity.content.values)),
        JSONMember(key: "isStale", value: .bool(activity.isStale)),
      ]
        + [
          ("colorScheme", environment.colorScheme), ("dynamicTypeSize", environment.dynamicTypeSize),
          ("locale", environment.locale),
        ].compactMap { key, value in
          value.map { JSONMember(key: key, value: .string($0)) }
        })
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
