import Fixture
import JSON

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `content-state` and `attributes`: decoded as a `Codable` struct with a default `JSONDecoder` would be.
extension PushDecoder {
  /// The values of `schema`'s fields, or nil when the decoder would fail. Keys must equal the property names;
  /// a non-optional property must be present and not null; extra keys are ignored (with a warning).
  mutating func decodeFields(
    _ cursor: JSONCursor, schema: [FieldSchema], typeName: String
  ) -> [String: Value]? {
    guard case .object = cursor.value else {
      error(
        .wrongType,
        cursor, "expected an object with the properties of \(typeName), found \(cursor.value.typeDescription)"
      )
      return nil
    }
    let members = Self.members(of: cursor)
    let names = schema.map(\.name)
    var used = Set<String>()
    var values: [String: Value] = [:]
    var failed = false
    for field in schema {
      if let member = members.first(where: { $0.key == field.name }) {
        used.insert(member.key)
        if let value = decodeValue(member.cursor, field: field) {
          values[field.name] = value
        } else {
          failed = true
        }
        continue
      }
      let variant = members.first { member in
        !used.contains(member.key) && !names.contains(member.key)
          && PushSuggestion.nearest(member.key, in: names) == field.name
      }
      if let variant {
        used.insert(variant.key)
        let kind =
          PushSuggestion.isSpellingVariant(variant.key, of: field.name)
          ? "keys must equal the Swift property names exactly (a default JSONDecoder converts no snake_case"
            + " or other spelling)"
          : "keys must equal the Swift property names exactly"
        if field.isOptional {
          warning(
            .keySpelling,
            variant.cursor,
            "\"\(variant.key)\" is not a property of \(typeName), so \(field.name) decodes as nil; \(kind):"
              + " rename it to \"\(field.name)\"")
        } else {
          failed = true
          error(
            .keySpelling,
            variant.cursor,
            "\"\(variant.key)\" is not a property of \(typeName), so \"\(field.name)\" is missing and the decoder"
              + " fails; \(kind): rename it to \"\(field.name)\"")
        }
        // Check the value too, so that one run reports what the renamed key would still get wrong.
        _ = decodeValue(variant.cursor, field: field)
        if field.isOptional { values[field.name] = .null }
        continue
      }
      if field.isOptional {
        values[field.name] = .null
      } else {
        failed = true
        error(
          .missingProperty,
          cursor,
          "missing key \"\(field.name)\" (\(field.type), not optional); the decoder fails without it: add"
            + " \"\(field.name)\": \(example(for: field))")
      }
    }
    for member in members where !used.contains(member.key) {
      warning(
        .keySpelling,
        member.cursor,
        "\(typeName) has no property \"\(member.key)\"; the decoder ignores it"
          + " (properties: \(names.joined(separator: ", ")))")
    }
    return failed ? nil : values
  }

  /// One value of a field's Swift type, or nil (with an error) when the decoder would fail.
  mutating func decodeValue(_ cursor: JSONCursor, field: FieldSchema) -> Value? {
    let value = cursor.value
    if value == .null {
      if field.isOptional { return .null }
      error(
        .nullForNonOptional,
        cursor,
        "\(field.name) is null but \(field.type) is not optional; send a value: \(example(for: field))")
      return nil
    }
    switch field.type {
    case .string:
      if case .string(let text) = value { return .string(text) }
      error(
        .wrongType,
        cursor,
        "expected a String for \(field.name), found \(value.typeDescription): send"
          + " \(JSONValue.quote(value.serialized())) in quotes")
    case .int:
      if case .int(let number) = value { return .int(number) }
      if case .double(let number, _) = value, number == number.rounded(), abs(number) < 9e15 {
        return .int(Int(number))
      }
      if case .double(let number, _) = value, number != number.rounded() {
        error(
          .fractionForInt,
          cursor,
          "\(field.name) is Int and \(written(cursor, number)) has a fraction; the decoder fails on a number that"
            + " does not fit in Int: send a whole number such as \(formatNumber(number.rounded()))")
      } else if case .double(let number, _) = value {
        error(
          .fractionForInt,
          cursor,
          "\(field.name) is Int and \(written(cursor, number)) is outside Int's range; the decoder fails"
        )
      } else {
        error(
          .wrongType, cursor,
          "expected an Int for \(field.name), found \(value.typeDescription)\(unquote(value))")
      }
    case .double:
      if let number = value.number { return .double(number) }
      error(
        .wrongType, cursor,
        "expected a Double for \(field.name), found \(value.typeDescription)\(unquote(value))")
    case .bool:
      if case .bool(let flag) = value { return .bool(flag) }
      let fix: String
      switch value {
      case .int(0), .string("false"): fix = ": send false"
      case .int(1), .string("true"): fix = ": send true"
      default: fix = ""
      }
      error(
        .wrongType, cursor, "expected true or false for \(field.name), found \(value.typeDescription)\(fix)")
    case .date:
      return decodeReferenceDate(cursor, name: field.name)
    case .enumeration(let name):
      return decodeEnum(cursor, field: field, enumeration: definition.enums[name])
    }
    return nil
  }

  private mutating func decodeEnum(
    _ cursor: JSONCursor, field: FieldSchema, enumeration: EnumDefinition?
  ) -> Value? {
    guard let enumeration else {
      error(.enumRawValue, cursor, "the fixture declares no enum for \(field.name)")
      return nil
    }
    let rawValues = enumeration.cases.map(\.rawValue)
    guard case .string(let text) = cursor.value else {
      error(
        .enumRawValue,
        cursor,
        "\(field.name) is \(enumeration.name), a String enum; expected one of its raw values"
          + " (\(PushSuggestion.list(rawValues))), found \(cursor.value.typeDescription)")
      return nil
    }
    if let index = enumeration.index(ofRawValue: text) { return .enumCase(enumeration.name, index) }
    let decodesFrom = "\(enumeration.name) decodes from its raw values, not its case names"
    if let byName = enumeration.cases.first(where: { $0.name == text }) {
      error(
        .enumRawValue, cursor,
        "\"\(text.abbreviated)\" is the case name; \(decodesFrom): did you mean"
          + " \"\(byName.rawValue.abbreviated)\"?")
      return nil
    }
    let lowered = text.lowercased()
    let meant =
      enumeration.cases.first {
        $0.rawValue.lowercased() == lowered || $0.name.lowercased() == lowered
      }
      ?? PushSuggestion.nearest(text, in: rawValues).flatMap { raw in
        enumeration.cases.first { $0.rawValue == raw }
      }
      ?? PushSuggestion.nearest(text, in: enumeration.cases.map(\.name)).flatMap { name in
        enumeration.cases.first { $0.name == name }
      }
    let hint = meant.map { ": did you mean \"\($0.rawValue.abbreviated)\"?" } ?? ""
    error(
      .enumRawValue,
      cursor,
      "\"\(text.abbreviated)\" is not a raw value of \(enumeration.name) (\(PushSuggestion.list(rawValues))); raw values"
        + " match exactly\(hint)")
    return nil
  }

  /// `: send 0.6 without quotes` when a number was quoted.
  private func unquote(_ value: JSONValue) -> String {
    guard let text = value.string, let number = unquoted(text) else { return "" }
    return ": send \(number) without quotes"
  }

  /// A value of the field's type for "add …" fixes.
  private func example(for field: FieldSchema) -> String {
    switch field.type {
    case .string: "\"…\""
    case .int: "0"
    case .double: "0.5"
    case .bool: "false"
    case .date:
      formatNumber(
        (reference ?? Date(timeIntervalSinceReferenceDate: 0)).timeIntervalSinceReferenceDate.rounded())
        + " (seconds since 2001)"
    case .enumeration(let name): definition.enums[name]?.cases.first.map { "\"\($0.rawValue)\"" } ?? "\"…\""
    }
  }
}
