import Arguments
import Fixture
import SwiftImport
import Views

extension PushCommand {
  /// With `--swift FILE…`, `definition` with its model replaced by the app's own, as the importer reads it:
  /// payloads then decode against the Swift's names, types, optionals, `CodingKeys` and raw values, not
  /// against the fixture's copy of them. Layouts and pipeline stay the fixture's.
  static func withSwiftModel(
    _ definition: ActivityDefinition, _ arguments: ParsedArguments
  ) throws(CLIError) -> ActivityDefinition {
    guard let swift = try SwiftOption.model(SwiftOption.files(arguments)) else { return definition }
    var result = definition
    for enumeration in swift.enums {
      result.enums[enumeration.name] = EnumDefinition(
        name: enumeration.name,
        cases: enumeration.cases.map {
          EnumCase(
            name: $0.name, rawValue: $0.rawValue, emoji: $0.emoji, icon: $0.icon,
            color: $0.color.flatMap(NamedColor.init(name:)))
        })
    }
    result.attributesType = swift.attributesType
    result.attributesSchema = swift.attributes.map(schema)
    result.contentSchema = swift.contentState.map(schema)
    result.derived = swift.derived.map {
      DerivedField(name: $0.name, formula: .fraction(numerator: $0.numerator, denominator: $0.denominator))
    }
    return result
  }

  static func schema(_ field: SwiftField) -> FieldSchema {
    let type: FieldType =
      switch field.type {
      case "String": .string
      case "Int": .int
      case "Double": .double
      case "Bool": .bool
      case "Date": .date
      default: .enumeration(field.type)
      }
    return FieldSchema(name: field.key, type: type, isOptional: field.isOptional)
  }
}
