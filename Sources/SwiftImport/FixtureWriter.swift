import Fixture
import FixtureJSON
import JSON
import Views

/// Assembles the fixture JSON from the model, the layouts and the previews, in the key order of the
/// shipped fixtures. Where the files give no value, a marked placeholder stands in and an issue says so.
struct FixtureWriter {
  let model: SwiftModel
  let table: SwiftTypeTable
  var issues: [ImportIssue] = []

  init(model: SwiftModel, table: SwiftTypeTable) {
    self.model = model
    self.table = table
  }

  /// `DeliveryAttributes` → `delivery`, `FoodRunnerAttributes` → `food-runner`.
  static func fixtureName(_ type: String) -> String {
    var base = type
    if base.hasSuffix("Attributes"), base.count > "Attributes".count { base.removeLast("Attributes".count) }
    var name = ""
    for character in base {
      if character.isUppercase, !name.isEmpty, name.last != "-" { name += "-" }
      name += character.isLetter || character.isNumber ? character.lowercased() : "-"
    }
    return name.isEmpty ? "activity" : name
  }

  /// The fixture's name: the `Widget` struct's (`FoodRunnerLiveActivity` → `food-runner`), else the
  /// attributes type's.
  var name: String {
    let widget = table.order.first { table[$0]?.inherits.contains("Widget") == true }
    guard let widget = widget.flatMap({ table[$0]?.declaration.name }) else {
      return Self.fixtureName(model.attributesType)
    }
    var base = widget
    for suffix in ["LiveActivityWidget", "LiveActivity", "ActivityWidget", "Widget"]
    where base.hasSuffix(suffix) && base.count > suffix.count {
      base.removeLast(suffix.count)
      break
    }
    return Self.fixtureName(base)
  }

  mutating func fixture() -> JSONValue {
    var members: [JSONMember] = [
      JSONMember(key: "$schema", value: .string("../la-sim.schema.json")),
      JSONMember(key: "name", value: .string(name)),
      JSONMember(key: "attributesType", value: .string(model.attributesType)),
    ]
    if !model.enums.isEmpty {
      var enums: [JSONMember] = []
      for enumeration in model.enums { enums.append(enumJSON(enumeration)) }
      members.append(JSONMember(key: "enums", value: .object(enums)))
    }
    members.append(JSONMember(key: "attributes", value: schema(model.attributes)))
    var previews = PreviewReader(table: table, model: model)
    let (attributeValues, steps) = previews.read()
    issues += previews.issues
    let attributes =
      attributeValues
      ?? model.attributes.map { JSONMember(key: $0.key, value: PreviewReader.placeholder($0, model: model)) }
    if attributeValues == nil, !model.attributes.isEmpty {
      issues.append(
        ImportIssue(
          file: model.place.file, position: model.place.position,
          message: "no #Preview(…, using:) gives \(model.attributesType)'s values; placeholders stand in"))
    }
    members.append(JSONMember(key: "attributeValues", value: .object(attributes)))
    members.append(JSONMember(key: "contentState", value: schema(model.contentState)))
    if !model.derived.isEmpty { members.append(Self.derivedJSON(model)) }
    var pipeline = steps.map { step in
      JSONValue.object([
        JSONMember(key: "name", value: .string(step.name)),
        JSONMember(key: "contentState", value: .object(step.values)),
      ])
    }
    if pipeline.isEmpty {
      let place = model.contentStatePlace ?? model.place
      issues.append(
        ImportIssue(
          file: place.file, position: place.position,
          message: "no #Preview(…) contentStates: gives ContentState values; one placeholder step stands in"))
      pipeline = [
        .object([
          JSONMember(key: "name", value: .string("placeholder")),
          JSONMember(
            key: "contentState",
            value: .object(
              model.contentState.map {
                JSONMember(key: $0.key, value: PreviewReader.placeholder($0, model: model))
              })),
        ])
      ]
    }
    members.append(JSONMember(key: "pipeline", value: .array(pipeline)))
    // How the app ends its activity is app code, not the widget's: ActivityKit's default policy.
    members.append(JSONMember(key: "end", value: FixtureEncoder.end(dismissal: .default)))
    var layouts = LayoutImporter(table: table, model: model)
    let imported = layouts.read()
    issues += layouts.issues
    members += imported.topLevel
    members.append(JSONMember(key: "layouts", value: .object(imported.fresh)))
    if !imported.stale.isEmpty {
      members.append(JSONMember(key: "staleLayouts", value: .object(imported.stale)))
    }
    return .object(members)
  }

  func schema(_ fields: [SwiftField]) -> JSONValue {
    .object(fields.map { JSONMember(key: $0.key, value: .string($0.type + ($0.isOptional ? "?" : ""))) })
  }

  mutating func enumJSON(_ enumeration: SwiftEnum) -> JSONMember {
    let (member, found) = Self.enumJSON(enumeration)
    issues += found
    return member
  }

  /// An enum as the fixture writes it (`FixtureEncoder`), leaving out (and reporting) icons and colours
  /// la-sim cannot read.
  static func enumJSON(_ enumeration: SwiftEnum) -> (JSONMember, [ImportIssue]) {
    var issues: [ImportIssue] = []
    let cases = enumeration.cases.map { enumCase -> EnumCase in
      var readable = EnumCase(name: enumCase.name, rawValue: enumCase.rawValue, emoji: enumCase.emoji)
      if let icon = enumCase.icon {
        if SymbolCatalog.lookup(icon).loads {
          readable.icon = icon
        } else {
          issues.append(
            ImportIssue(
              file: enumCase.place.file, position: enumCase.place.position,
              message:
                "\(enumeration.name).\(enumCase.name)'s icon \"\(icon)\" is not an SF Symbol name la-sim reads; left out"
            ))
        }
      }
      if let color = enumCase.color {
        if let named = NamedColor(name: color) {
          readable.color = named
        } else {
          issues.append(
            ImportIssue(
              file: enumCase.place.file, position: enumCase.place.position,
              message:
                "\(enumeration.name).\(enumCase.name)'s color .\(color) is not a SwiftUI colour la-sim knows; left out"
            ))
        }
      }
      return readable
    }
    let definition = EnumDefinition(name: enumeration.name, cases: cases)
    return (JSONMember(key: enumeration.name, value: FixtureEncoder.enumCases(definition)), issues)
  }

  /// The model's part of a fixture: enums, attributes (with placeholder values), content state, derived.
  static func modelMembers(_ model: SwiftModel) -> [JSONMember] {
    var members: [JSONMember] = [
      JSONMember(key: "attributesType", value: .string(model.attributesType)),
      JSONMember(key: "enums", value: .object(model.enums.map { enumJSON($0).0 })),
      JSONMember(key: "attributes", value: schemaJSON(model.attributes)),
      JSONMember(
        key: "attributeValues",
        value: .object(
          model.attributes.map { JSONMember(key: $0.key, value: PreviewReader.placeholder($0, model: model)) }
        )),
      JSONMember(key: "contentState", value: schemaJSON(model.contentState)),
    ]
    members.append(derivedJSON(model))
    return members
  }

  /// `"derived": {"progress": {"fraction": ["done", "total"]}}`: each clamped fraction the model computes.
  static func derivedJSON(_ model: SwiftModel) -> JSONMember {
    let fields = model.derived.map {
      DerivedField(name: $0.name, formula: .fraction(numerator: $0.numerator, denominator: $0.denominator))
    }
    return JSONMember(key: "derived", value: FixtureEncoder.derived(fields))
  }

  static func schemaJSON(_ fields: [SwiftField]) -> JSONValue {
    .object(fields.map { JSONMember(key: $0.key, value: .string($0.type + ($0.isOptional ? "?" : ""))) })
  }
}
