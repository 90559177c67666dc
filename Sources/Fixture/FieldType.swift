/// The Swift type of one stored property of the attributes or of the `ContentState`.
public enum FieldType: Equatable, Sendable, CustomStringConvertible {
  /// `String`.
  case string
  /// `Int`.
  case int
  /// `Double`.
  case double
  /// `Bool`.
  case bool
  /// `Date`, which a default `JSONDecoder` reads as seconds since 2001-01-01.
  case date
  /// A `String`-backed enum declared in the fixture's `enums`.
  case enumeration(String)

  /// The Swift spelling, e.g. `Double` or `DeliveryStatus`.
  public var description: String {
    switch self {
    case .string: "String"
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .date: "Date"
    case .enumeration(let name): name
    }
  }

  /// The built-in type names a fixture may use.
  public static let builtInNames = ["String", "Int", "Double", "Bool", "Date"]
}

/// One stored property: its Swift name, type and whether it is optional.
public struct FieldSchema: Equatable, Sendable {
  /// The Swift property name, which is also the JSON key (no key conversion, as with a default decoder).
  public var name: String
  /// The property's type.
  public var type: FieldType
  /// Declared as `T?`: may be missing or null in a payload.
  public var isOptional: Bool

  /// A field.
  public init(name: String, type: FieldType, isOptional: Bool = false) {
    self.name = name
    self.type = type
    self.isOptional = isOptional
  }
}
