import Fixture
import JSON

/// The JSON Schema (draft 2020-12) of the fixture format, generated from the table: what editors complete
/// and check fixtures with, `fixtures/la-sim.schema.json`.
extension FixtureFormat {
  /// The schema as the checked-in file holds it: indented by two spaces, ending in a newline.
  public static var schemaText: String { schema.serialized(pretty: true) + "\n" }

  /// The schema as a JSON value, its definitions sorted by name.
  public static var schema: JSONValue {
    var members: [(String, JSONValue)] = [
      ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
      ("title", .string(title)),
      ("description", .string(summary)),
    ]
    members += objectSchema(fixture)
    let definitions = definitions.sorted { $0.name < $1.name }.map { definition in
      (definition.name, described(definition.description, typeSchema(definition.type)))
    }
    members.append(("$defs", object(definitions)))
    return object(members)
  }

  /// The names of the definitions a member refers to that the table does not define (none, when the table
  /// is whole).
  static var undefinedReferences: [String] {
    let names = Set(definitions.map(\.name))
    var missing: [String] = []
    func visit(_ type: FixtureType) {
      switch type {
      case .reference(let name): if !names.contains(name) { missing.append(name) }
      case .object(let object): object.members.forEach { visit($0.type) }
      case .dictionary(let value, _), .array(let value, _, _), .restricted(let value, _),
        .described(_, let value):
        visit(value)
      case .anyOf(let types): types.forEach(visit)
      case .string, .boolean, .integer, .number, .choice, .constant, .null, .kinds: break
      }
    }
    visit(.object(fixture))
    definitions.forEach { visit($0.type) }
    return missing
  }

  private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(members.map { JSONMember(key: $0.0, value: $0.1) })
  }

  private static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

  private static func required(_ keys: [String]) -> JSONValue { object([("required", strings(keys))]) }

  /// `schema` with `description` first, when there is one.
  private static func described(_ description: String?, _ schema: JSONValue) -> JSONValue {
    guard let description, case .object(let members) = schema else { return schema }
    return .object([JSONMember(key: "description", value: .string(description))] + members)
  }

  private static func number(_ value: Double) -> JSONValue {
    value == value.rounded() && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
  }

  static func typeSchema(_ type: FixtureType) -> JSONValue {
    switch type {
    case .string(let pattern, let maxLength, let examples):
      var members: [(String, JSONValue)] = [("type", .string("string"))]
      if let pattern { members.append(("pattern", .string(pattern))) }
      if let maxLength { members.append(("maxLength", .int(maxLength))) }
      if !examples.isEmpty { members.append(("examples", strings(examples))) }
      return object(members)
    case .boolean: return object([("type", .string("boolean"))])
    case .null: return object([("type", .string("null"))])
    case .integer(let range): return object([("type", .string("integer"))] + rangeSchema(range))
    case .number(let range): return object([("type", .string("number"))] + rangeSchema(range))
    case .choice(let values): return object([("enum", strings(values))])
    case .constant(let value): return object([("const", value)])
    case .kinds(let kinds): return object([("type", strings(kinds))])
    case .reference(let name): return object([("$ref", .string("#/$defs/\(name)"))])
    case .object(let fixtureObject): return object(objectSchema(fixtureObject))
    case .dictionary(let value, let excluding):
      var members: [(String, JSONValue)] = [("type", .string("object"))]
      if !excluding.isEmpty {
        members.append(("propertyNames", object([("not", object([("enum", strings(excluding))]))])))
      }
      members.append(("additionalProperties", typeSchema(value)))
      return object(members)
    case .array(let element, let minimum, let maximum):
      var members: [(String, JSONValue)] = [("type", .string("array"))]
      if let minimum { members.append(("minItems", .int(minimum))) }
      if let maximum { members.append(("maxItems", .int(maximum))) }
      members.append(("items", typeSchema(element)))
      return object(members)
    case .anyOf(let types): return object([("anyOf", .array(types.map(typeSchema)))])
    case .restricted(let base, let keys):
      return object([
        ("allOf", .array([typeSchema(base), object([("anyOf", .array(keys.map { required([$0]) }))])]))
      ])
    case .described(let description, let base): return described(description, typeSchema(base))
    }
  }

  private static func rangeSchema(_ range: FixtureRange?) -> [(String, JSONValue)] {
    guard let range else { return [] }
    var members: [(String, JSONValue)] = []
    if let minimum = range.minimum { members.append(("minimum", number(minimum))) }
    if let exclusive = range.exclusiveMinimum { members.append(("exclusiveMinimum", number(exclusive))) }
    if let maximum = range.maximum { members.append(("maximum", number(maximum))) }
    return members
  }

  /// A closed object: its members (and `$comment`, allowed in each), the required ones, no others, and its
  /// rules.
  private static func objectSchema(_ fixtureObject: FixtureObject) -> [(String, JSONValue)] {
    let comment = object([("type", .string("string")), ("description", .string(commentDescription))])
    let properties =
      [("$comment", comment)]
      + fixtureObject.members.map { member in
        (member.name, described(member.description, typeSchema(member.type)))
      }
    var members: [(String, JSONValue)] = [("type", .string("object")), ("properties", object(properties))]
    if !fixtureObject.requiredKeys.isEmpty {
      members.append(("required", strings(fixtureObject.requiredKeys)))
    }
    members.append(("additionalProperties", .bool(false)))
    var dependent: [(String, JSONValue)] = []
    var conditions: [JSONValue] = []
    for rule in fixtureObject.rules {
      switch rule {
      case .exactlyOne(let keys): members.append(("oneOf", .array(keys.map { required([$0]) })))
      case .needs(let key, let others): dependent.append((key, strings(others)))
      case .onlyBeside(let key, let others):
        conditions.append(
          object([
            ("if", required([key])), ("then", object([("anyOf", .array(others.map { required([$0]) }))])),
          ]))
      case .narrows(let key, let when, let values):
        conditions.append(
          object([
            ("if", required([when])),
            ("then", object([("properties", object([(key, object([("enum", strings(values))]))]))])),
          ]))
      case .needsWhenString(let key, let others):
        conditions.append(
          object([
            (
              "if",
              object([
                ("required", strings([key])),
                ("properties", object([(key, object([("type", .string("string"))]))])),
              ])
            ),
            ("then", required(others)),
          ]))
      case .memberCount(let minimum, let maximum):
        members.append(("minProperties", .int(minimum)))
        members.append(("maxProperties", .int(maximum)))
      case .aloneOrSubject(let alone, let subject, let tests):
        members.append(
          (
            "oneOf",
            .array([
              object([("required", strings([alone])), ("maxProperties", .int(1))]),
              object([("required", strings([subject])), ("anyOf", .array(tests.map { required([$0]) }))]),
            ])
          ))
      }
    }
    if !dependent.isEmpty { members.append(("dependentRequired", object(dependent))) }
    if !conditions.isEmpty { members.append(("allOf", .array(conditions))) }
    return members
  }
}
