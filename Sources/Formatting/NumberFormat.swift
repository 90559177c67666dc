/// A `format:` style of a placeholder, `{fare, format: .currency(code: "USD")}`, formatted as Foundation's
/// `FloatingPointFormatStyle` and `IntegerFormatStyle` do for en_US (on ICU): the shortest decimal digits
/// of the value, rounded half to even, grouped by commas. Written with no ICU: formatting a value takes
/// about a microsecond.
public struct NumberFormat: Equatable, Sendable {
  /// `.number`, `.percent` or `.currency(code:)`.
  public var style: Style
  /// `.precision(.fractionLength(…))`, or nil for the style's default.
  public var fractionLength: ClosedRange<Int>?
  /// False for `.grouping(.never)`.
  public var grouping: Bool

  /// A format.
  public init(style: Style, fractionLength: ClosedRange<Int>? = nil, grouping: Bool = true) {
    self.style = style
    self.fractionLength = fractionLength
    self.grouping = grouping
  }

  /// The base style a spelling starts with.
  public enum Style: Equatable, Sendable {
    /// `.number`: up to six fraction digits by default (Foundation's default; 0.1234567 → 0.123457).
    case number
    /// `.percent`: a `Double` times 100 (an `Int` as it is: 12 → 12%), up to six fraction digits.
    case percent
    /// `.currency(code:)` with an ISO 4217 code, upper-cased: the currency's own fraction digits.
    case currency(code: String)
  }

  /// The fraction digits used when the spelling gives none.
  public var defaultFractionLength: ClosedRange<Int> {
    switch style {
    case .number, .percent: 0...6
    case .currency(let code):
      Self.currencyFractionDigits[code, default: 2]...Self.currencyFractionDigits[code, default: 2]
    }
  }

  /// `value` as Foundation shows `Text(value, format: …)`: `1,234.57`, `12%`, `-$0.50`, `NaN`, `∞`.
  public func format(_ value: Double) -> String {
    let negative = value.sign == .minus && !value.isNaN
    if !value.isFinite { return compose(value.isNaN ? "NaN" : "\u{221E}", negative: negative) }
    var digits = DecimalDigits(shortest: value.magnitude)
    if style == .percent { digits = digits.scaled(byPowerOfTen: 2) }
    return compose(number(digits), negative: negative)
  }

  /// `value` as Foundation shows `Text(value, format: …)` for an `Int`: `12,345`, `12%`, `$12.00`.
  public func format(_ value: Int) -> String {
    compose(number(DecimalDigits(value.magnitude)), negative: value < 0)
  }

  private func number(_ digits: DecimalDigits) -> String {
    let length = fractionLength ?? defaultFractionLength
    return digits.rounded(fractionDigits: length.upperBound).text(
      minimumFraction: length.lowerBound, grouping: grouping)
  }

  /// Foundation keeps the sign of a negative value that rounds to zero (`-0`, `-$0.00`).
  private func compose(_ number: String, negative: Bool) -> String {
    let sign = negative ? "-" : ""
    switch style {
    case .number: return sign + number
    case .percent: return sign + number + "%"
    case .currency(let code): return sign + Self.currencyText(number, code: code)
    }
  }
}
