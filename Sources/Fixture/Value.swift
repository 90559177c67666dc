#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A typed value of an attribute or content-state field.
public enum Value: Equatable, Sendable {
  /// A `String`.
  case string(String)
  /// An `Int`.
  case int(Int)
  /// A `Double`.
  case double(Double)
  /// A `Bool`.
  case bool(Bool)
  /// A `Date`.
  case date(Date)
  /// A case of a `String`-backed enum: the enum's name and the case's index.
  case enumCase(String, Int)
  /// An absent optional.
  case null

  /// The value as a number, for Int and Double fields.
  public var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  /// The value as a date, for Date fields.
  public var date: Date? {
    if case .date(let value) = self { return value }
    return nil
  }
}
