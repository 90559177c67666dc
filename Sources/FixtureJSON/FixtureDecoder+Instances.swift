import Fixture
import JSON

extension FixtureDecoder {
  /// `instances`: other attribute values the app starts activities with, each an object of the attributes
  /// it changes (the rest are `attributeValues`'), checked against the attributes' schema as they are.
  static func decodeInstances(
    _ cursor: JSONCursor?, schema: [FieldSchema], enums: [String: EnumDefinition]
  ) throws(FixtureError) -> [[String: Value]] {
    guard let cursor else { return [] }
    let elements = try cursor.elements()
    guard elements.count <= InputLimits.instances else {
      throw cursor.error(
        "\(elements.count) instances, more than the \(InputLimits.instances) a fixture may list")
    }
    var instances: [[String: Value]] = []
    for element in elements {
      let members = try element.members(known: schema.map(\.name), required: [])
      var values: [String: Value] = [:]
      for field in schema {
        guard let member = members[field.name] else { continue }
        guard
          case .value(let value) = try templateValue(member, field: field, enums: enums, allowRelative: false)
        else { throw member.error("expected a fixed value") }
        values[field.name] = value
      }
      guard !values.isEmpty else {
        throw element.error("expected at least one attribute's value (an instance changes some attributes)")
      }
      instances.append(values)
    }
    return instances
  }
}
