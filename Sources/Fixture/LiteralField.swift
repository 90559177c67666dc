import Formatting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A value written where a layout names a field, by la-sim's widget host: it evaluated the app's Swift, so it
/// knows an instant or a number rather than the field it came from. `@` and seconds since 1970 is an instant
/// (`Text(date, style: .timer)`), `#` and a number a `Double` (`ProgressView(value:)`, an interpolated
/// `Double`), `=` and a whole number an `Int`, `$` and any text a `String` (the values a localized `Text`
/// interpolates, kept apart so that a translation can place them). None can begin a Swift property's name,
/// so a fixture's field names never collide with them; fixtures do not use them.
public enum LiteralField {
  /// An instant: `@1796037200.0`.
  public static func instant(_ date: Date) -> String { "@\(date.timeIntervalSince1970)" }

  /// A number: `#0.6`.
  public static func number(_ value: Double) -> String { "#\(value)" }

  /// A string: `$Ana`.
  public static func string(_ text: String) -> String { "$" + text }

  /// A whole number: `=12`.
  public static func integer(_ value: Int) -> String { "=\(value)" }

  /// The value `name` writes, or nil when it names a field.
  public static func value(_ name: String) -> Value? {
    guard let first = name.utf8.first else { return nil }
    switch first {
    case UInt8(ascii: "$"): return .string(String(name.dropFirst()))
    case UInt8(ascii: "="): return Int(name.dropFirst()).map(Value.int)
    case UInt8(ascii: "@"), UInt8(ascii: "#"):
      guard let number = Double(name.dropFirst()), number.isFinite else { return nil }
      return first == UInt8(ascii: "@") ? .date(Date(timeIntervalSince1970: number)) : .double(number)
    default: return nil
    }
  }

  /// The type of `value`'s value.
  public static func type(of value: Value) -> FieldType? {
    switch value {
    case .date: .date
    case .double: .double
    case .int: .int
    case .string: .string
    default: nil
    }
  }

  /// A literal text, shown as it is (braces included).
  public static func text(_ text: String) -> TextTemplate {
    TextTemplate(segments: text.isEmpty ? [] : [.literal(text)])
  }
}
