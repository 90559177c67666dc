import Diagnostics
import Fixture
import JSON

/// One difference between a fixture's schema and the Swift model: where it is in the fixture JSON and in
/// the Swift, and what a push would do about it.
public struct ModelDifference: Equatable, Sendable {
  /// What differs, in one sentence.
  public var message: String
  /// The fixture section, as `la-sim check` names places: `contentState.driverName`,
  /// `enums.DeliveryStatus[2].rawValue`.
  public var fixturePlace: String
  /// Line and column of that place in the fixture JSON, when the JSON is at hand.
  public var fixturePosition: SourcePosition?
  /// Where the Swift declares it (nil for what the Swift lacks).
  public var swiftPlace: SwiftPlace?
}

/// Compares a fixture's schema with the Swift model: names, types, optionality, `CodingKeys` renames and
/// enum raw values, the things on which a payload written for the app and the fixture can disagree.
public enum ModelDrift {
  /// Every difference, attributes first, then content state, then enums. `json` is the fixture's parsed
  /// text, for positions.
  public static func differences(
    _ definition: ActivityDefinition, json: JSONValue?, swift: SwiftModel
  ) -> [ModelDifference] {
    var found: [ModelDifference] = []
    func add(_ message: String, _ place: String, _ path: [JSONStep], _ swiftPlace: SwiftPlace?) {
      found.append(
        ModelDifference(
          message: message, fixturePlace: place, fixturePosition: json.flatMap { position(of: path, in: $0) },
          swiftPlace: swiftPlace))
    }
    if definition.attributesType != swift.attributesType {
      add(
        "attributesType is \(definition.attributesType), the Swift declares \(swift.attributesType) (push-to-start's attributes-type)",
        "attributesType", [.key("attributesType")], swift.place)
    }
    let sections: [(String, [FieldSchema], [SwiftField], String)] = [
      ("attributes", definition.attributesSchema, swift.attributes, swift.attributesType),
      ("contentState", definition.contentSchema, swift.contentState, swift.attributesType + ".ContentState"),
    ]
    for (section, fixtureFields, swiftFields, type) in sections {
      for field in swiftFields {
        let place = "\(section).\(field.key)"
        guard let fixtureField = fixtureFields.first(where: { $0.name == field.key }) else {
          if field.key != field.name, fixtureFields.contains(where: { $0.name == field.name }) {
            add(
              "\(type).\(field.name) is encoded as \"\(field.key)\" (CodingKeys), the fixture names it \"\(field.name)\": payloads carry \"\(field.key)\"",
              "\(section).\(field.name)", [.key(section), .key(field.name)], field.keyPlace ?? field.place)
          } else if field.isOptional {
            add(
              "\(type) has \(field.name): \(field.type)? (key \"\(field.key)\"), which the fixture lacks",
              section, [.key(section)], field.place)
          } else {
            add(
              "\(type) has a new non-optional \(field.name): \(field.type) (key \"\(field.key)\"), which the fixture lacks: a payload without it does not decode on the device",
              section, [.key(section)], field.place)
          }
          continue
        }
        let fixtureType = fixtureField.type.description
        if fixtureType != field.type {
          add(
            "\(field.key) is \(fixtureType) in the fixture, \(field.type) in \(type)", place,
            [.key(section), .key(field.key)], field.place)
        }
        if fixtureField.isOptional != field.isOptional {
          let (yes, no) = field.isOptional ? ("the Swift", "the fixture") : ("the fixture", "the Swift")
          add(
            "\(field.key) is optional in \(yes), not in \(no)", place, [.key(section), .key(field.key)],
            field.place)
        }
      }
      for field in fixtureFields where !swiftFields.contains(where: { $0.key == field.name }) {
        guard !swiftFields.contains(where: { $0.name == field.name && $0.key != $0.name }) else { continue }
        add(
          "the fixture's \(field.name) is not a stored property of \(type) (renamed or removed?): payloads for the app never carry it",
          "\(section).\(field.name)", [.key(section), .key(field.name)], nil)
      }
    }
    for enumeration in swift.enums {
      guard let fixtureEnum = definition.enums[enumeration.name] else {
        add(
          "enum \(enumeration.name) of the Swift is not in the fixture", "enums", [.key("enums")],
          enumeration.place)
        continue
      }
      found += enumDifferences(fixtureEnum, enumeration, json: json)
    }
    return found
  }

  static func enumDifferences(_ fixture: EnumDefinition, _ swift: SwiftEnum, json: JSONValue?)
    -> [ModelDifference]
  {
    var found: [ModelDifference] = []
    let name = swift.name
    for (index, swiftCase) in swift.cases.enumerated() {
      guard let fixtureIndex = fixture.cases.firstIndex(where: { $0.name == swiftCase.name }) else {
        found.append(
          ModelDifference(
            message:
              "\(name).\(swiftCase.name) (raw value \"\(swiftCase.rawValue)\") is not a case in the fixture",
            fixturePlace: "enums.\(name)",
            fixturePosition: json.flatMap { position(of: [.key("enums"), .key(name)], in: $0) },
            swiftPlace: swiftCase.place))
        continue
      }
      let fixtureCase = fixture.cases[fixtureIndex]
      let path: [JSONStep] = [.key("enums"), .key(name), .index(fixtureIndex)]
      if fixtureCase.rawValue != swiftCase.rawValue {
        found.append(
          ModelDifference(
            message:
              "\(name).\(swiftCase.name)'s raw value is \"\(fixtureCase.rawValue)\" in the fixture, \"\(swiftCase.rawValue)\" in the Swift: the device decodes \"\(swiftCase.rawValue)\"",
            fixturePlace: "enums.\(name)[\(fixtureIndex)].rawValue",
            fixturePosition: json.flatMap {
              position(of: path + [.key("rawValue")], in: $0) ?? position(of: path, in: $0)
            },
            swiftPlace: swiftCase.place))
      }
      if fixtureIndex != index {
        found.append(
          ModelDifference(
            message:
              "\(name).\(swiftCase.name) is case \(fixtureIndex) in the fixture, \(index) in the Swift (CaseIterable order)",
            fixturePlace: "enums.\(name)[\(fixtureIndex)]",
            fixturePosition: json.flatMap { position(of: path, in: $0) }, swiftPlace: swiftCase.place))
      }
    }
    for (index, fixtureCase) in fixture.cases.enumerated()
    where !swift.cases.contains(where: { $0.name == fixtureCase.name }) {
      found.append(
        ModelDifference(
          message: "the fixture's \(name).\(fixtureCase.name) is not a case of the Swift enum",
          fixturePlace: "enums.\(name)[\(index)]",
          fixturePosition: json.flatMap { position(of: [.key("enums"), .key(name), .index(index)], in: $0) },
          swiftPlace: swift.place))
    }
    return found
  }

  /// One step into fixture JSON.
  typealias JSONStep = JSONPathStep

  /// Where the member at `path` starts: its key's position (an array element: its first member's).
  static func position(of path: [JSONStep], in root: JSONValue) -> SourcePosition? { root.position(at: path) }
}
