import Formatting
import JSON
import StringCatalogs

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Fills `{…}` placeholders with values, as `Text("Order #\(orderNumber)")` would.
public enum TemplateText {
  /// The text of a parsed template.
  public static func resolve(
    _ template: TextTemplate, values: [String: Value], definition: ActivityDefinition
  ) -> String {
    var text = ""
    for segment in template.segments {
      switch segment {
      case .literal(let literal): text += literal
      case .placeholder(let placeholder):
        text += interpolate(placeholder, values: values, definition: definition).text
      case .plural(let placeholder, let forms, let language):
        let count: Int
        switch values[placeholder.field] ?? LiteralField.value(placeholder.field) {
        case .int(let value): count = value
        case .double(let value) where value.isFinite && abs(value) < 1e15: count = Int(value)
        default: count = 0
        }
        let chosen = forms[PluralCategory.of(count, in: language)] ?? forms[.other] ?? []
        text += resolve(TextTemplate(segments: chosen), values: values, definition: definition)
      }
    }
    return text
  }

  /// The text of a template string already validated at load (alert titles and bodies).
  public static func resolve(_ text: String, values: [String: Value], definition: ActivityDefinition)
    -> String
  {
    let cursor = JSONCursor(value: .string(text), path: "", position: nil, file: "")
    guard let template = try? TextTemplateParser.parse(text, cursor: cursor) else { return text }
    return resolve(template, values: values, definition: definition)
  }

  /// How a layout condition reads a value (`equals`, `notEquals`): a string as it is, a number in its
  /// shortest form (`18`, `18.5`), an enum by its raw value, nothing for nil. Texts interpolate values as
  /// Swift does instead, through `interpolate(_:values:definition:)`.
  public static func describe(
    _ value: Value, _ accessor: TextTemplate.FieldAccessor, _ definition: ActivityDefinition
  )
    -> String
  {
    let plain: String
    switch value {
    case .string(let text): plain = text
    case .int(let number): plain = String(number)
    case .double(let number):
      plain = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .bool(let flag): plain = String(flag)
    case .date(let date): plain = ClockText.iso(date)
    case .null: plain = ""
    case .enumCase(let name, let index):
      let enumCase = definition.enums[name]?.cases[index]
      switch accessor {
      case .emoji: return enumCase?.emoji ?? ""
      case .case: return enumCase?.name ?? ""
      case .value, .capitalized: plain = enumCase?.rawValue ?? ""
      }
    }
    return accessor == .capitalized ? plain.capitalized : plain
  }

  /// The schema of a field a layout may read (a derived field is a `Double`).
  public static func schema(of name: String, in definition: ActivityDefinition) -> FieldSchema? {
    if let field = definition.attributesSchema.first(where: { $0.name == name }) { return field }
    if let field = definition.contentSchema.first(where: { $0.name == name }) { return field }
    if definition.derived.contains(where: { $0.name == name }) {
      return FieldSchema(name: name, type: .double)
    }
    return nil
  }
}
