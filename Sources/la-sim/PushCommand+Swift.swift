import Arguments
import Fixture
import Views
import WidgetHost

extension PushCommand {
  /// With `--swift FILE…`, `definition` with its model replaced by the app's own, as its compiled
  /// `Decodable` types ask for it: payloads then decode against the Swift's keys (`CodingKeys` included),
  /// types, optionals and raw values, not against the fixture's copy of them. Layouts, pipeline and each
  /// case's emoji, icon and colour stay the fixture's.
  static func withSwiftModel(
    _ definition: ActivityDefinition, _ arguments: ParsedArguments
  ) throws(CLIError) -> ActivityDefinition {
    let models = try SwiftOption.models(SwiftOption.files(arguments), swiftc: arguments.value("swiftc"))
    guard let swift = SwiftOption.model(models, for: definition) else { return definition }
    var result = definition
    for enumeration in swift.enums {
      let fixture = definition.enums[enumeration.name]
      result.enums[enumeration.name] = EnumDefinition(
        name: enumeration.name,
        cases: enumeration.cases.map { swiftCase in
          let own = fixture?.cases.first { $0.name == swiftCase.name }
          return EnumCase(
            name: swiftCase.name, rawValue: swiftCase.rawValue, emoji: own?.emoji, icon: own?.icon,
            color: own?.color)
        })
    }
    result.attributesType = swift.attributesType
    result.attributesSchema = swift.attributes.map(schema)
    result.contentSchema = swift.contentState.map(schema)
    // A derived field reads fields of the content state: kept while they are still there.
    result.derived = definition.derived.filter { field in
      switch field.formula {
      case .fraction(let numerator, let denominator):
        [numerator, denominator].allSatisfy { name in result.contentSchema.contains { $0.name == name } }
      }
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
