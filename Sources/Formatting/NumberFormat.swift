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

  /// `value` as Foundation shows `Text(value, format: …)`: `1,234.57`, `12%`, `-$0.50`, `NaN`, `∞`; with
  /// `formats`, as it shows it in that language (`1.234,57`, `12 %`, `-1.234,57 $`).
  public func format(_ value: Double, formats: LocaleFormats = .english) -> String {
    let negative = value.sign == .minus && !value.isNaN
    if !value.isFinite {
      let shown = value.isNaN ? formats.notANumber : formats.infinity
      return compose(shown, negative: negative, formats: formats)
    }
    var digits = DecimalDigits(shortest: value.magnitude)
    if style == .percent { digits = digits.scaled(byPowerOfTen: 2) }
    return compose(number(digits, formats: formats), negative: negative, formats: formats)
  }

  /// `value` as Foundation shows `Text(value, format: …)` for an `Int`: `12,345`, `12%`, `$12.00`.
  public func format(_ value: Int, formats: LocaleFormats = .english) -> String {
    compose(
      number(DecimalDigits(value.magnitude), formats: formats), negative: value < 0, formats: formats)
  }

  private func number(_ digits: DecimalDigits, formats: LocaleFormats) -> String {
    let length = fractionLength ?? defaultFractionLength
    if case .currency = style, formats.isEnglish {
      return digits.rounded(fractionDigits: length.upperBound).text(
        minimumFraction: length.lowerBound, grouping: grouping)
    }
    return digits.rounded(fractionDigits: length.upperBound).text(
      minimumFraction: length.lowerBound, grouping: grouping, formats: formats)
  }

  /// Foundation keeps the sign of a negative value that rounds to zero (`-0`, `-$0.00`).
  private func compose(_ number: String, negative: Bool, formats: LocaleFormats) -> String {
    switch style {
    case .number: return (negative ? formats.minusSign : "") + number
    case .percent:
      return (negative ? formats.minusSign : "") + formats.percentPrefix + number + formats.percentSuffix
    case .currency(let code) where formats.isEnglish:
      return (negative ? "-" : "") + Self.currencyText(number, code: code)
    case .currency(let code):
      return CurrencyFormats.lookup(formats.language).text(number, code: code, negative: negative)
    }
  }
}
