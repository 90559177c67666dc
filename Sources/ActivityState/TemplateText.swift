/// Fills `{field}` placeholders with values, as `Text("Order #\(orderNumber)")` would.
public enum TemplateText {
  /// The text of a parsed template.
  public static func resolve(
    _ template: TextTemplate, values: [String: Value], definition: ActivityDefinition
  ) -> String {
    var text = ""
    for part in template.parts {
      switch part {
      case .literal(let literal): text += literal
      case .field(let name, let accessor): text += describe(values[name] ?? .null, accessor, definition)
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

  /// How a value reads in text.
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
    guard accessor == .capitalized, let first = plain.first else { return plain }
    return first.uppercased() + plain.dropFirst()
  }
}
