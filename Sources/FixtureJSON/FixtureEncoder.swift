import Fixture
import Formatting
import JSON

/// Writes the parts of a fixture from its model, with the keys of `FixtureFormat` in its order: what
/// `la-sim import` writes for a model's enums, fields, derived values and ending. A value equal to the
/// format's default (a raw value that is the case name) is left out, as a person writes it.
public enum FixtureEncoder {
  /// An object of `format` holding `values` in the format's member order; a nil value is left out, and so is
  /// a key the format does not have (a test decodes what is written, so a misspelt key is caught).
  static func object(_ format: FixtureObject, _ values: KeyValuePairs<String, JSONValue?>) -> JSONValue {
    .object(
      format.members.compactMap { member in
        guard let value = values.first(where: { $0.key == member.name })?.value ?? nil else { return nil }
        return JSONMember(key: member.name, value: value)
      })
  }

  /// An enum's cases, in order (`FixtureFormat.enumCase` each).
  public static func enumCases(_ enumeration: EnumDefinition) -> JSONValue {
    .array(
      enumeration.cases.map { enumCase in
        object(
          FixtureFormat.enumCase,
          [
            "case": .string(enumCase.name),
            "rawValue": enumCase.rawValue == enumCase.name ? nil : .string(enumCase.rawValue),
            "emoji": enumCase.emoji.map(JSONValue.string),
            "icon": enumCase.icon.map(JSONValue.string),
            "color": enumCase.color.map { .string($0.rawValue) },
          ])
      })
  }

  /// `"enums"`: each enum by name.
  public static func enums(_ enums: [EnumDefinition]) -> JSONValue {
    .object(enums.map { JSONMember(key: $0.name, value: enumCases($0)) })
  }

  /// `"attributes"` or `"contentState"`: each field's Swift type by name, `T?` when optional.
  public static func fieldTypes(_ fields: [FieldSchema]) -> JSONValue {
    .object(
      fields.map {
        JSONMember(key: $0.name, value: .string($0.type.description + ($0.isOptional ? "?" : "")))
      })
  }

  /// `"derived"`: each computed value by name (`FixtureFormat.derivedField`).
  public static func derived(_ fields: [DerivedField]) -> JSONValue {
    .object(
      fields.map { field in
        switch field.formula {
        case .fraction(let numerator, let denominator):
          JSONMember(
            key: field.name,
            value: object(
              FixtureFormat.derivedField, ["fraction": .array([.string(numerator), .string(denominator)])]))
        }
      })
  }

  /// A dismissal policy: `"default"`, `"immediate"` or `{"after": "+5m"}`.
  public static func dismissal(_ policy: DismissalTemplate) -> JSONValue {
    switch policy {
    case .default: .string("default")
    case .immediate: .string("immediate")
    case .afterDelay(let delay):
      object(FixtureFormat.dismissalAfter, ["after": .string(RelativeTime.format(delay))])
    }
  }

  /// `"end"` or `"cancel"` that keeps the current content (`FixtureFormat.end` without `contentState`).
  public static func end(dismissal policy: DismissalTemplate) -> JSONValue {
    object(FixtureFormat.end, ["dismissalPolicy": dismissal(policy)])
  }
}
