import Fixture
import Formatting
import JSON

extension TextTemplate {
  /// Checks every placeholder against the definition's fields as the Swift compiler would check the
  /// interpolation: a field that exists and is not a `Date`; accessors on a `String` or an enum only, and
  /// not on an optional; `??` on an optional `String` only; `Int(…)` of a non-optional `Int` or `Double`
  /// (an `Int` times an integer literal, with no `.rounded()`); `format:` of an `Int` or `Double`, and a
  /// specifier whose conversion takes the value's type.
  func validate(definition: ActivityDefinition, cursor: JSONCursor) throws(FixtureError) {
    for placeholder in placeholders {
      try Self.validate(placeholder, definition: definition, cursor: cursor)
    }
  }

  private static func validate(
    _ placeholder: Placeholder, definition: ActivityDefinition, cursor: JSONCursor
  ) throws(FixtureError) {
    let name = placeholder.field
    // The placeholder and the field's type as a message writes them, spelled only when one is thrown.
    var written: String { "{\(placeholder.source)}" }
    guard let schema = TemplateText.schema(of: name, in: definition) else {
      throw cursor.error(FixtureDecoder.unknownField(name, in: definition))
    }
    if schema.type == .date {
      throw cursor.error(
        "field \"\(name.abbreviated)\" is a Date; show it with a timer, relative or time view")
    }
    let isOptional = schema.isOptional && !placeholder.isUnwrapped
    var spelled: String { "\(schema.type)\(isOptional ? "?" : "")" }
    // The type of what the expression gives, and whether it is optional.
    var result = (type: schema.type, optional: isOptional)
    switch placeholder.value {
    case .field(_, let accessors) where !accessors.isEmpty:
      if isOptional {
        throw cursor.error(
          "\(written): \(name) is \(spelled), which Swift needs unwrapped; write {\(name) ?? \"…\"}")
      }
      try validate(accessors, of: schema.type, definition: definition, written: written, cursor: cursor)
      result = (.string, false)
    case .field:
      break
    case .fallback:
      guard isOptional else {
        throw cursor.error(
          "\(written): \(name) is not optional, so ?? is never used (Swift warns); write {\(name)}")
      }
      guard schema.type == .string else {
        throw cursor.error("\(written): ?? with a string literal needs a String?, and \(name) is \(spelled)")
      }
      result = (.string, false)
    case .integer(let conversion):
      guard !isOptional, schema.type == .int || schema.type == .double else {
        throw cursor.error("\(written): Int(…) takes an Int or a Double, and \(name) is \(spelled)")
      }
      if schema.type == .int, conversion.rounded {
        throw cursor.error("\(written): \(name) is an Int, which has no rounded()")
      }
      if schema.type == .int, let factor = conversion.factor, factor.contains(".") {
        throw cursor.error("\(written): \(name) is an Int; Swift does not multiply an Int by \(factor)")
      }
      result = (.int, false)
    }
    try validate(placeholder.style, result: result, written: written, cursor: cursor)
  }

  private static func validate(
    _ accessors: [Accessor], of type: FieldType, definition: ActivityDefinition,
    written: @autoclosure () -> String, cursor: JSONCursor
  ) throws(FixtureError) {
    var enumeration: EnumDefinition?
    switch type {
    case .enumeration(let name): enumeration = definition.enums[name]
    case .string: break
    default: throw cursor.error("\(written()): \(type) has no member .\(accessors[0].rawValue)")
    }
    for accessor in accessors {
      switch accessor {
      case .rawValue, .emoji, .case:
        guard let cases = enumeration else {
          throw cursor.error("\(written()): .\(accessor.rawValue) reads an enum case, and this is a String")
        }
        if accessor == .emoji, let bare = cases.cases.first(where: { $0.emoji == nil }) {
          throw cursor.error("case \"\(bare.name)\" of \(cases.name) has no emoji")
        }
      case .capitalized, .uppercased, .lowercased:
        break
      }
      enumeration = nil
    }
  }

  private static func validate(
    _ style: Placeholder.Style, result: (type: FieldType, optional: Bool), written: @autoclosure () -> String,
    cursor: JSONCursor
  ) throws(FixtureError) {
    var spelled: String { "\(result.type)\(result.optional ? "?" : "")" }
    switch style {
    case .plain:
      return
    case .format:
      guard !result.optional, result.type == .int || result.type == .double else {
        throw cursor.error("\(written()): format: takes an Int or a Double, and this is \(spelled)")
      }
    case .specifier(let specifier):
      let fits: Bool
      switch specifier.conversion {
      case .int32, .int64: fits = result.type == .int
      case .double: fits = result.type == .double
      case .object:
        if case .enumeration = result.type { fits = true } else { fits = result.type == .string }
      }
      guard fits, !result.optional else {
        let wanted =
          switch specifier.conversion {
          case .int32, .int64: "an Int"
          case .double: "a Double"
          case .object: "a String"
          }
        throw cursor.error(
          "\(written()): the specifier's conversion takes \(wanted), and this is \(spelled)")
      }
    }
  }
}
