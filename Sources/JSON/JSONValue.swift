import Diagnostics

/// A parsed JSON value that keeps what `JSONSerialization` loses: key order, the difference between
/// integers, doubles and booleans, and where in the source text each value started.
///
/// Not `indirect`: arrays and objects already live on the heap, and boxing every scalar cost an allocation
/// per array element (an array of a million numbers took 40 MB instead of 24 MB).
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without a fraction or exponent that fits in `Int`.
  case int(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, with its members in source order.
  case object([JSONMember])

  /// A short name of the value's JSON type, for messages ("a string", "an object", …).
  public var typeDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .int: "an integer"
    case .double: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The member named `key` of an object, or nil.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The value as a Double when it is any number.
  public var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  /// The value as a string, when it is one.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }
}

/// One member of a JSON object: its key, its value and where the key stands in the source.
public struct JSONMember: Equatable, Sendable {
  /// The member's key.
  public var key: String
  /// The member's value.
  public var value: JSONValue
  /// 1-based line and column of the key in the source text (0 when built in code).
  public var position: SourcePosition

  /// A member built in code.
  public init(key: String, value: JSONValue, position: SourcePosition = SourcePosition(line: 0, column: 0)) {
    self.key = key
    self.value = value
    self.position = position
  }
}
