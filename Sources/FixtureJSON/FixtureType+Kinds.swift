import Fixture
import JSON

/// Which JSON values a type of the format admits, by their JSON type alone (a string, a number, an
/// object, …): what the decoder checks of a member the view's kind does not read, as the schema does.
extension FixtureType {
  /// Whether a value of `value`'s JSON type can be of this type; references are followed through
  /// `FixtureFormat.definitions`.
  func admitsKind(of value: JSONValue) -> Bool {
    switch self {
    case .string, .choice: if case .string = value { return true }
    case .boolean: if case .bool = value { return true }
    case .integer:
      if case .int = value { return true }
      if case .double(let number, _) = value, JSONCursor.isExactInt(number) { return true }
    case .number: return value.number != nil
    case .null: if case .null = value { return true }
    case .constant(let constant): return constant == value
    case .kinds(let kinds):
      return kinds.contains { $0 == Self.kindName(of: value) || ($0 == "number" && value.number != nil) }
    case .reference(let name):
      return FixtureFormat.definition(named: name)?.type.admitsKind(of: value) ?? false
    case .object, .dictionary: if case .object = value { return true }
    case .array: if case .array = value { return true }
    case .anyOf(let types): return types.contains { $0.admitsKind(of: value) }
    case .restricted(let base, _), .described(_, let base): return base.admitsKind(of: value)
    }
    return false
  }

  /// The JSON types this type admits, as a message names them: "a string or an object".
  var expectedKinds: String {
    var names: [String] = []
    for (sample, name) in Self.samples where admitsKind(of: sample) && !names.contains(name) {
      // Every integer is a number: "a number" says both.
      if name == "an integer", names.contains("a number") { continue }
      names.append(name)
    }
    return names.isEmpty ? "nothing" : names.joined(separator: " or ")
  }

  /// A value of each JSON type, with the name a message gives it.
  private static let samples: [(JSONValue, String)] = [
    (.string(""), "a string"), (.bool(true), "true or false"), (.bool(false), "true or false"),
    (.double(0.5), "a number"), (.int(0), "an integer"), (.object([]), "an object"), (.array([]), "an array"),
    (.null, "null"),
  ]

  /// JSON Schema's name of `value`'s type.
  private static func kindName(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .int: "integer"
    case .double: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}
