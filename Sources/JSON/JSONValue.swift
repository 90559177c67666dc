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
  /// Any other number, with its text when the `Double` would write it otherwise (see `JSONNumberText`).
  case double(Double, written: JSONNumberText? = nil)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, with its members in source order.
  case object([JSONMember])

  /// Values are equal by type and content; a number's spelling in the source (`1e300`, `1E+300`) is not
  /// part of it.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.double(let a, _), .double(let b, _)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a == b
    default: false
    }
  }

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
    case .double(let value, _): value
    default: nil
    }
  }

  /// The number as a message echoes it: as the source wrote it; for one built in code, an integer's
  /// digits, a whole `Double` below 1e15 as an integer (`817641000`), any other as Swift writes it (`0.6`);
  /// nil when the value is not a number.
  public var numberText: String? {
    switch self {
    case .int(let value): String(value)
    case .double(let value, let written): written?.text.abbreviated ?? Self.text(of: value)
    default: nil
    }
  }

  /// `817641000`, `0.6`, `1e+300`: `number` as `numberText` writes it.
  public static func text(of number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  /// `text`, trimmed of spaces, when it is one JSON number (`"0.60"` in a string that should have been a
  /// number), else nil: what a message echoes when it tells a person to send that number without quotes.
  public static func numberLiteral(in text: String) -> String? {
    let trimmed = text.trimmingSpaces
    return isNumberLiteral(Array(trimmed.utf8)) ? trimmed.abbreviated : nil
  }

  /// Whether `bytes` are exactly one number in JSON's grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)?
  /// ([eE][+-]?[0-9]+)?`, whatever its magnitude.
  static func isNumberLiteral(_ bytes: [UInt8]) -> Bool {
    var index = 0
    func digits() -> Int {
      let start = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
    let whole = digits()
    guard whole > 0, !leadingZero || whole == 1 else { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == bytes.count
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

/// A number as the source wrote it (`1e300`, `2.50`, `9223372036854775808`), kept beside a `.double` whose
/// `Double` would write it otherwise (`1e+300`, `2.5`, `9.223372036854776e+18`), so that a message echoes
/// what the person wrote. A reference, so that a `JSONValue` stays 16 bytes and a plain number costs
/// nothing. Spelling is not part of a number's value: `JSONValue`'s `==` ignores it.
public final class JSONNumberText: Sendable {
  /// The number's text in the source.
  public let text: String

  /// The text `text`, as the source wrote it.
  public init(_ text: String) {
    self.text = text
  }

}
