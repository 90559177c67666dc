import Formatting
import StringCatalogs

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension TemplateText {
  /// What a placeholder shows, and whether the Swift it stands for would trap instead.
  public struct Interpolation: Equatable, Sendable {
    /// The text shown. Where Swift traps, the nearest value la-sim can show (`Int.max` for a
    /// `Double` beyond it, 0 for NaN).
    public var text: String
    /// Why the app would crash here, e.g. `Int(nan) traps`; nil when it would not.
    public var trap: String?
  }

  /// `%lf`: what `Text("\(x)")` shows of a `Double`.
  static let plainDouble = FormatSpecifier(prefix: "", suffix: "", conversion: .double)

  /// `%lld`: what `Text("\(n)")` shows of an `Int`.
  static let plainInt = FormatSpecifier(prefix: "", suffix: "", conversion: .int64)

  /// One placeholder's text for `values`, as the phone shows it.
  public static func interpolate(
    _ placeholder: TextTemplate.Placeholder, values: [String: Value], definition: ActivityDefinition
  ) -> Interpolation {
    let schema = schema(of: placeholder.field, in: definition)
    var value = values[placeholder.field] ?? LiteralField.value(placeholder.field) ?? .null
    if schema?.type == .double, case .int(let number) = value { value = .double(Double(number)) }
    let isOptional = (schema?.isOptional ?? false) && !placeholder.isUnwrapped
    switch placeholder.value {
    case .field(_, let accessors) where accessors.isEmpty:
      return Interpolation(text: styled(value, isOptional, placeholder.style, definition))
    case .field(_, let accessors):
      let text = accessed(value, accessors, definition)
      return Interpolation(text: styled(.string(text), false, placeholder.style, definition))
    case .fallback(_, let literal):
      let text = value == .null ? literal : plain(value, optional: false, definition)
      return Interpolation(text: styled(.string(text), false, placeholder.style, definition))
    case .integer(let conversion):
      let (number, trap) = integer(value, conversion)
      return Interpolation(text: styled(.int(number), false, placeholder.style, definition), trap: trap)
    }
  }

  /// The value through the placeholder's style; a style that does not fit the value (refused when the
  /// fixture loads) shows the value plainly.
  private static func styled(
    _ value: Value, _ optional: Bool, _ style: TextTemplate.Placeholder.Style,
    _ definition: ActivityDefinition
  ) -> String {
    let locale = definition.layouts.localeFormats
    let formats = locale ?? .english
    return switch (style, value) {
    case (.format(let format), .int(let number)) where !optional: format.format(number, formats: formats)
    case (.format(let format), .double(let number)) where !optional: format.format(number, formats: formats)
    case (.specifier(let specifier), .int(let number)) where !optional && specifier.conversion != .object:
      switch (specifier.conversion, locale) {
      case (.double, let locale?): specifier.format(Double(number), formats: locale)
      case (.double, nil): specifier.format(Double(number))
      case (_, let locale?): specifier.format(number, formats: locale)
      case (_, nil): specifier.format(number)
      }
    case (.specifier(let specifier), .double(let number)) where !optional && specifier.conversion == .double:
      locale.map { specifier.format(number, formats: $0) } ?? specifier.format(number)
    case (.specifier(let specifier), _) where specifier.conversion == .object:
      specifier.format(plain(value, optional: optional, definition))
    default: plain(value, optional: optional, definition)
    }
  }

  /// SwiftUI's interpolation of a value with no style: a `String` as it is, an `Int` through `%lld`, a
  /// `Double` through `%lf` (`18.500000`), a `Bool` as `true`/`false`, an enum by its raw value (a fixture's
  /// shorthand for `.rawValue`). An optional shows as `String(describing:)` writes it: `Optional("Andy")`,
  /// `Optional(18.5)`, `nil`; for an enum `Optional(DeliveryStatus.pickedUp)`, where Swift also writes the
  /// module's name before the type's, which a fixture does not have.
  static func plain(_ value: Value, optional: Bool, _ definition: ActivityDefinition) -> String {
    guard optional else {
      switch value {
      case .string(let text): return text
      case .int(let number):
        // In a language, as `String(format:locale:)` writes `%lld` (`1.234` in de); without one, ungrouped,
        // as la-sim has always shown it.
        return definition.layouts.localeFormats.map { plainInt.format(number, formats: $0) } ?? String(number)
      case .double(let number):
        // In a language, as `String(format:locale:)` writes `%lf` (`1.234,500000` in de).
        return definition.layouts.localeFormats.map { plainDouble.format(number, formats: $0) }
          ?? plainDouble.format(number)
      case .bool(let flag): return flag ? "true" : "false"
      case .date(let date): return ClockText.iso(date)
      case .null: return ""
      case .enumCase(let name, let index): return definition.enums[name]?.cases[index].rawValue ?? ""
      }
    }
    let wrapped: String
    switch value {
    case .null: return "nil"
    case .string(let text): wrapped = text.debugDescription
    case .int(let number): wrapped = String(number)
    case .double(let number): wrapped = number.debugDescription
    case .bool(let flag): wrapped = flag ? "true" : "false"
    case .date(let date): wrapped = ClockText.iso(date)
    case .enumCase(let name, let index):
      wrapped = "\(name).\(definition.enums[name]?.cases[index].name ?? "")"
    }
    return "Optional(\(wrapped))"
  }

  /// The accessors applied left to right; the first one may read an enum case, the rest read text.
  private static func accessed(
    _ value: Value, _ accessors: [TextTemplate.Accessor], _ definition: ActivityDefinition
  ) -> String {
    var enumCase: EnumCase?
    var text: String
    switch value {
    case .enumCase(let name, let index):
      enumCase = definition.enums[name]?.cases[index]
      text = enumCase?.rawValue ?? ""
    case .null: text = ""
    default: text = plain(value, optional: false, definition)
    }
    for accessor in accessors {
      switch accessor {
      case .rawValue: break
      case .emoji: text = enumCase?.emoji ?? ""
      case .case: text = enumCase?.name ?? ""
      case .capitalized: text = text.capitalized
      case .uppercased: text = text.uppercased()
      case .lowercased: text = text.lowercased()
      }
      enumCase = nil
    }
    return text
  }

  /// Swift's `Int(_:)` of the number, clamped where Swift traps, with the reason.
  private static func integer(_ value: Value, _ conversion: TextTemplate.IntegerConversion) -> (Int, String?)
  {
    switch value {
    case .int(let number):
      guard let factor = conversion.factor else { return (number, nil) }
      guard let whole = Int(factor) else {
        return integer(Double(number) * (Double(factor) ?? 1), conversion)
      }
      let (product, overflow) = number.multipliedReportingOverflow(by: whole)
      guard overflow else { return (product, nil) }
      return ((number < 0) != (whole < 0) ? .min : .max, "\(number) * \(factor) overflows Int")
    case .double(let number):
      return integer(conversion.factor.flatMap(Double.init).map { number * $0 } ?? number, conversion)
    default:
      return (0, nil)
    }
  }

  private static func integer(_ product: Double, _ conversion: TextTemplate.IntegerConversion) -> (
    Int, String?
  ) {
    let number = conversion.rounded ? product.rounded() : product
    if number.isNaN { return (0, "Int(nan) traps") }
    // 2^63 is the first Double beyond Int.max; -2^63 is Int.min itself.
    if number >= 9_223_372_036_854_775_808.0 { return (.max, "Int(\(number)) traps: beyond Int.max") }
    if number < -9_223_372_036_854_775_808.0 { return (.min, "Int(\(number)) traps: beyond Int.min") }
    return (Int(number), nil)
  }
}
