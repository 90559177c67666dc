import Foundation
import JSON
import StringCatalogs
import TestSupport
import Testing

@testable import Formatting

/// `.currency(code:)` and the plain and `specifier:` interpolations of numbers in every supported language
/// against Foundation itself (`Locale(identifier: language)`), on the value tables of `NumberFormatTests`.
/// en is written by la-sim's own en_US code; the other languages from `CurrencyFormats`.
@Suite struct LocaleCurrencyTests {
  static let languages = LocaleFormats.languages

  /// Codes with a symbol in some language (`zł`, `₽`, `kr`, `₺`, `₹`, `R$`, `US$`), codes written as
  /// themselves, and the fraction digits 0 (JPY, KRW) and 3 (BHD).
  static let codes = [
    "USD", "EUR", "GBP", "JPY", "CHF", "KRW", "BHD", "XOF", "CAD", "SEK", "PLN", "RUB", "TRY", "INR", "BRL",
    "CNY", "ILS", "SAR", "MXN", "AUD",
  ]

  static let values: [Double] =
    NumberFormatTests.sweep + Array(NumberFormatTests.values.prefix(200))
    + [1234.5, 12_345.5, 1_234_567.5, -1234.5, 0, -0.0, 7, 1000]

  @Test(".currency(code:), with and without precision, as Foundation in each language", arguments: languages)
  func currency(_ language: String) {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    var wrong: [String] = []
    for code in Self.codes {
      let cases: [(NumberFormat, FloatingPointFormatStyle<Double>.Currency)] = [
        (NumberFormat(style: .currency(code: code)), .currency(code: code)),
        (
          NumberFormat(style: .currency(code: code), fractionLength: 0...0),
          .currency(code: code).precision(.fractionLength(0))
        ),
        (NumberFormat(style: .currency(code: code), grouping: false), .currency(code: code).grouping(.never)),
      ]
      for (format, foundation) in cases {
        for value in Self.values {
          let ours = format.format(value, formats: formats)
          let theirs = value.formatted(foundation.locale(locale))
          if ours != theirs { wrong.append("\(code) \(value): \(ours) ≠ \(theirs)") }
        }
      }
      for value in NumberFormatTests.integers {
        let ours = NumberFormat(style: .currency(code: code)).format(value, formats: formats)
        let theirs = value.formatted(.currency(code: code).locale(locale))
        if ours != theirs { wrong.append("\(code) \(value): \(ours) ≠ \(theirs)") }
      }
    }
    #expect(wrong.isEmpty, "\(language) \(wrong.count): \(LocaleFormatsTests.shown(Array(wrong.prefix(4))))")
  }

  @Test("Every table's en entry is what la-sim's en_US code writes", arguments: codesWithSymbols)
  func englishEntry(_ code: String) {
    let english = CurrencyFormats.lookup("en")
    #expect(
      english.text("12.34", code: code, negative: false) == NumberFormat.currencyText("12.34", code: code))
  }

  static let codesWithSymbols = Array(CurrencyFormats.lookup("en").symbols.keys.sorted()) + ["CHF", "SEK"]

  @Test(
    "Text(\"\\(n)\") and specifiers: %lld, %d, %lf, %.1f, widths and +, as String(format:locale:)",
    arguments: languages)
  func interpolation(_ language: String) throws {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    var wrong: [String] = []
    let integers = NumberFormatTests.integers + [1234, 12_345, 123_456, 1_234_567, -1234, 5]
    // The space flag is C's: `String(format:locale:)` formats through the language's number format,
    // which has no such sign, and drops it (`% d` of 5 is `5`).
    for spelling in ["%lld", "%d", "%8d", "%-8d|", "%+d", "% d", "% 6d"] {
      let specifier = try FormatSpecifier(
        text: spelling, cursor: JSONCursor(value: .string(spelling), path: "", position: nil, file: "test"))
      for value in integers {
        let ours = specifier.format(value, formats: formats)
        let theirs =
          specifier.conversion == .int32
          ? String(format: spelling, locale: locale, Int32(truncatingIfNeeded: value))
          : String(format: spelling, locale: locale, value)
        if ours != theirs { wrong.append("\(spelling) \(value): \(ours) ≠ \(theirs)") }
      }
    }
    for spelling in ["%lf", "%.1f", "%.0f", "%12.2f", "%+.2f", "% .2f"] {
      let specifier = try FormatSpecifier(
        text: spelling, cursor: JSONCursor(value: .string(spelling), path: "", position: nil, file: "test"))
      // Foundation writes `%+.2f` of -0.0 as `-+0.00`; la-sim writes `-0.00`, as without a language.
      let skipsNegativeZero = spelling.contains("+")
      for value in NumberFormatTests.sweep + [1234.5, -1234.5, 1_234_567.25, 0, -0.0, .nan, .infinity]
      where !(skipsNegativeZero && value == 0 && value.sign == .minus) {
        let ours = specifier.format(value, formats: formats)
        let theirs = String(format: spelling, locale: locale, value)
        if ours != theirs { wrong.append("\(spelling) \(value): \(ours) ≠ \(theirs)") }
      }
    }
    #expect(wrong.isEmpty, "\(language) \(wrong.count): \(LocaleFormatsTests.shown(Array(wrong.prefix(4))))")
  }
}
