import JSON

/// A `specifier:` of a placeholder, `{distance, specifier: "%.1f"}`, as SwiftUI's
/// `Text("\(distance, specifier: "%.1f")")` applies it through `String(format:)`: one conversion, with
/// optional flags (`-`, `+`, space, `0`), width and precision, and any text around it (`%%` is a `%`).
public struct FormatSpecifier: Equatable, Sendable {
  /// The text before the conversion, `%%` already read as `%`.
  public var prefix: String
  /// The text after the conversion.
  public var suffix: String
  /// The conversion.
  public var conversion: Conversion
  /// `-`: pad on the right.
  public var leftAligned = false
  /// `+`: a plus sign on values that are not negative.
  public var plusSign = false
  /// A space: a space where a plus sign would be.
  public var spaceSign = false
  /// `0`: pad numbers with zeros after the sign.
  public var zeroPadded = false
  /// The least width, in characters.
  public var width: Int?
  /// For `%f`, the fraction digits (6 without); for `%d`, the least number of digits.
  public var precision: Int?

  /// A specifier of `conversion` with `prefix` and `suffix` around it, with the flags, width and precision given.
  package init(
    prefix: String, suffix: String, conversion: Conversion, leftAligned: Bool = false, plusSign: Bool = false,
    spaceSign: Bool = false, zeroPadded: Bool = false, width: Int? = nil, precision: Int? = nil
  ) {
    self.prefix = prefix
    self.suffix = suffix
    self.conversion = conversion
    self.leftAligned = leftAligned
    self.plusSign = plusSign
    self.spaceSign = spaceSign
    self.zeroPadded = zeroPadded
    self.width = width
    self.precision = precision
  }

  /// What the conversion reads.
  public enum Conversion: String, Equatable, Sendable {
    /// `%d`, `%i`: a C `int`. A Swift `Int` is passed as 64 bits and only the low 32 are read, so
    /// 3,000,000,000 shows as -1294967296, as on a phone.
    case int32 = "d"
    /// `%ld`, `%lld` (and `%li`, `%lli`): all 64 bits of an `Int`.
    case int64 = "lld"
    /// `%f`, `%lf`: a `Double`, from its exact binary value.
    case double = "f"
    /// `%@`: an object; here a `String`.
    case object = "@"
  }

  /// The conversions a specifier accepts, for error messages.
  static let accepted = "%d, %i, %ld, %lld, %f, %.Nf, %lf or %@ (flags - + space 0, a width; %% for a %)"

  /// `value` through the specifier, for `%d`, `%ld` and `%lld`.
  public func format(_ value: Int) -> String {
    let number = conversion == .int32 ? Int(Int32(truncatingIfNeeded: value)) : value
    var digits = String(number.magnitude)
    if let precision, digits.utf8.count < precision {
      digits = String(repeating: "0", count: precision - digits.utf8.count) + digits
    }
    // A precision turns the 0 flag off for integers, as in C.
    return wrap(padded(digits, negative: number < 0, zeros: zeroPadded && precision == nil))
  }

  /// `value` through the specifier, for `%f` and `%lf`: `nan`, `inf` and `-inf` as a phone prints them;
  /// `decimalSeparator` is the locale's (`18,500000` in de, as `String(format:locale:)` writes it).
  public func format(_ value: Double, decimalSeparator: String = ".") -> String {
    var body = ExactDecimal.fixed(value, fractionDigits: precision ?? 6)
    if decimalSeparator != "." { body = body.replacing(".", with: decimalSeparator) }
    let negative = value.sign == .minus && !value.isNaN
    return wrap(padded(body, negative: negative, zeros: zeroPadded && value.isFinite))
  }

  /// `text` through `%@`.
  public func format(_ text: String) -> String {
    wrap(text)
  }

  func wrap(_ text: String) -> String {
    prefix + text + suffix
  }

  private func padded(_ body: String, negative: Bool, zeros: Bool) -> String {
    let sign = negative ? "-" : plusSign ? "+" : spaceSign ? " " : ""
    let length = sign.utf8.count + body.utf8.count
    guard let width, width > length else { return sign + body }
    let padding = width - length
    if leftAligned { return sign + body + String(repeating: " ", count: padding) }
    if zeros { return sign + String(repeating: "0", count: padding) + body }
    return String(repeating: " ", count: padding) + sign + body
  }
}
