import Foundation
import StringCatalogs
import TestSupport
import Testing

@testable import Fixture
@testable import Formatting
@testable import JSON

/// `format:` and `specifier:` placeholders against Foundation itself (swift-foundation with ICU on this
/// toolchain, en_US): la-sim formats without ICU and must give the same text for every value.
@Suite struct NumberFormatTests {
  static let enUS = Locale(identifier: "en_US")

  /// The half-way cases, the binary near-misses, the tiny and the huge, zero of both signs.
  static let sweep: [Double] = [
    0.125, 0.135, 2.5, 3.5, -2.5, 0.5, 1.5, -0.5, 1234.5678, 0.30000000000000004, 0.1 + 0.2, 2.675, 1.005,
    1e6, 1e15, 1e16, 1e20, 1e21, 1e300, 1.7976931348623157e308, -1234.5678, -0.001, 1e-7, 5e-324, 1e-300,
    0.1234567890123, 1.0000005, 1.0000015, 0.0000005, 123_456_789.123_456_789, 9.999999, 9.9999995, 0.0049,
    0.005, 0.015, 0.025, 18.5, 99.995, 999_999.5, 0.29, 1 / 3, 2 / 3, 0, -0.0, 42, -42, 4_503_599_627_370_497,
    9_007_199_254_740_993, Double(Int.max), .nan, .infinity, -.infinity,
  ]

  /// The sweep and 3,000 values spread over every magnitude, the same on every run.
  static let values: [Double] = {
    var generator = SplitMix(seed: 0x1A5_1A)
    var values = sweep
    for _ in 0..<3000 {
      let magnitude = Double(Int(generator.next() % 40)) - 20
      let mantissa = Double(generator.next() % 1_000_000_007) / 1_000_000_007
      let sign: Double = generator.next() % 4 == 0 ? -1 : 1
      values.append(sign * mantissa * pow(10, magnitude))
      // And numbers with few digits, where ties happen.
      values.append(
        sign * Double(Int(generator.next() % 100_000)) / [1, 8, 100, 1000][Int(generator.next() % 4)])
    }
    return values
  }()

  static let integers: [Int] = [0, 1, -1, 12, -12, 999, 1000, 12_345, -1_234_567, 2_147_483_648, .max, .min]

  static let currencyCodes = ["USD", "EUR", "GBP", "JPY", "CHF", "KRW", "BHD", "XOF", "CAD", "SEK"]

  @Test("format: .number with default, fixed and ranged fraction lengths and no grouping")
  func number() {
    let cases: [(NumberFormat, FloatingPointFormatStyle<Double>)] = [
      (NumberFormat(style: .number), .number),
      (NumberFormat(style: .number, fractionLength: 2...2), .number.precision(.fractionLength(2))),
      (NumberFormat(style: .number, fractionLength: 0...2), .number.precision(.fractionLength(0...2))),
      (NumberFormat(style: .number, fractionLength: 0...0), .number.precision(.fractionLength(0))),
      (NumberFormat(style: .number, fractionLength: 1...4), .number.precision(.fractionLength(1...4))),
      (NumberFormat(style: .number, grouping: false), .number.grouping(.never)),
    ]
    for (format, foundation) in cases {
      let wrong = Self.values.filter { format.format($0) != $0.formatted(foundation.locale(Self.enUS)) }
      #expect(wrong.isEmpty, "\(format): \(wrong.prefix(5).map { "\($0) → \(format.format($0))" })")
    }
  }

  @Test("format: .percent, by default and with a precision")
  func percent() {
    let cases: [(NumberFormat, FloatingPointFormatStyle<Double>.Percent)] = [
      (NumberFormat(style: .percent), .percent),
      (NumberFormat(style: .percent, fractionLength: 0...0), .percent.precision(.fractionLength(0))),
      (NumberFormat(style: .percent, fractionLength: 1...1), .percent.precision(.fractionLength(1))),
      (
        NumberFormat(style: .percent, fractionLength: 0...2, grouping: false),
        .percent.precision(.fractionLength(0...2)).grouping(.never)
      ),
    ]
    for (format, foundation) in cases {
      let wrong = Self.values.filter { format.format($0) != $0.formatted(foundation.locale(Self.enUS)) }
      #expect(wrong.isEmpty, "\(format): \(wrong.prefix(5).map { "\($0) → \(format.format($0))" })")
    }
    // The case the brief names: half-way on the decimal value, to even.
    #expect(NumberFormat(style: .percent, fractionLength: 0...0).format(0.125) == "12%")
  }

  @Test("format: .currency(code:) in the currencies' own digits and symbols, and with a precision")
  func currency() {
    for code in Self.currencyCodes {
      let format = NumberFormat(style: .currency(code: code))
      let whole = NumberFormat(style: .currency(code: code), fractionLength: 0...0)
      let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.enUS)
      let wrong = Self.values.filter { format.format($0) != $0.formatted(style) }
      #expect(wrong.isEmpty, "\(code): \(wrong.prefix(5).map { "\($0) → \(format.format($0))" })")
      let wrongWhole = Self.values.filter {
        whole.format($0) != $0.formatted(style.precision(.fractionLength(0)))
      }
      #expect(wrongWhole.isEmpty, "\(code) 0 digits: \(wrongWhole.prefix(5).map { whole.format($0) })")
    }
  }

  @Test("Every ISO currency ICU knows gets Foundation's en_US symbol, spacing and fraction digits")
  func everyCurrency() {
    var codes = Set(Locale.commonISOCurrencyCodes)
    for currency in Locale.Currency.isoCurrencies { codes.insert(currency.identifier) }
    codes.insert("XYZ")  // no such currency: written as its code, with two digits
    let wrong = codes.sorted().filter { code in
      let format = NumberFormat(style: .currency(code: code))
      let style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.enUS)
      return [1234.5678, -0.5, .nan].contains { format.format($0) != $0.formatted(style) }
    }
    #expect(codes.count > 250)
    #expect(
      wrong.isEmpty,
      "\(wrong.prefix(10).map { "\($0): \(NumberFormat(style: .currency(code: $0)).format(1234.5678))" })")
  }

  @Test("An Int formats as IntegerFormatStyle does: grouped, and .percent does not multiply by 100")
  func integers() {
    for value in Self.integers {
      #expect(NumberFormat(style: .number).format(value) == value.formatted(.number.locale(Self.enUS)))
      #expect(
        NumberFormat(style: .number, fractionLength: 2...2).format(value)
          == value.formatted(.number.precision(.fractionLength(2)).locale(Self.enUS)))
      #expect(
        NumberFormat(style: .number, grouping: false).format(value)
          == value.formatted(.number.grouping(.never).locale(Self.enUS)))
      #expect(NumberFormat(style: .percent).format(value) == value.formatted(.percent.locale(Self.enUS)))
      for code in Self.currencyCodes {
        #expect(
          NumberFormat(style: .currency(code: code)).format(value)
            == value.formatted(IntegerFormatStyle<Int>.Currency(code: code, locale: Self.enUS)))
      }
    }
  }

  @Test("%lf, SwiftUI's plain interpolation of a Double, and %.Nf print the exact binary value")
  func printfDouble() {
    let wrong = Self.values.filter {
      !$0.isNaN && TemplateText.plainDouble.format($0) != String(format: "%lf", $0)
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5).map { "\($0) → \(TemplateText.plainDouble.format($0))" })")
    #expect(TemplateText.plainDouble.format(.nan) == "nan")
    for digits in [0, 1, 2, 3, 10, 17, 30] {
      let specifier = FormatSpecifier(prefix: "", suffix: "", conversion: .double, precision: digits)
      let wrongDigits = Self.values.filter {
        !$0.isNaN && specifier.format($0) != String(format: "%.\(digits)f", $0)
      }
      #expect(
        wrongDigits.isEmpty,
        "%.\(digits)f: \(wrongDigits.prefix(5).map { "\($0) → \(specifier.format($0))" })")
    }
  }

  @Test(
    "specifier: flags, width and precision as String(format:) applies them",
    arguments: [
      "%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%ld", "%lld", "%i", "%.1f", "%8.2f", "%-8.2f|",
      "%08.2f", "%+.0f", "% .3f", "%lf", "%f", "%.0f km", "%d%%", "ETA %02d min",
    ])
  func specifier(_ text: String) throws {
    let cursor = JSONCursor(value: .string(text), path: "", position: nil, file: "test")
    let specifier = try FormatSpecifier(text: text, cursor: cursor)
    if specifier.conversion == .double {
      for value in Self.sweep where !value.isNaN {
        #expect(specifier.format(value) == String(format: text, value), "\(text) of \(value)")
      }
    } else {
      // %d reads the low 32 bits of the 64-bit Int Swift passes.
      for value in Self.integers + [3_000_000_000, -7, 42] {
        #expect(specifier.format(value) == String(format: text, value), "\(text) of \(value)")
      }
    }
  }

  @Test(
    "A format spelling as Swift writes it reads as the style it names",
    arguments: [
      (".number", NumberFormat(style: .number)),
      (".number.precision(.fractionLength(2))", NumberFormat(style: .number, fractionLength: 2...2)),
      (".number.precision(.fractionLength(0...2))", NumberFormat(style: .number, fractionLength: 0...2)),
      (".number.grouping(.never)", NumberFormat(style: .number, grouping: false)),
      (".percent", NumberFormat(style: .percent)),
      (".percent.precision( .fractionLength(0) )", NumberFormat(style: .percent, fractionLength: 0...0)),
      (".currency(code: \"USD\")", NumberFormat(style: .currency(code: "USD"))),
      (
        ".currency(code: \"eur\").precision(.fractionLength(0))",
        NumberFormat(style: .currency(code: "EUR"), fractionLength: 0...0)
      ),
    ])
  func spelling(_ text: String, expected: NumberFormat) throws {
    let cursor = JSONCursor(value: .string(text), path: "$.x", position: nil, file: "test")
    #expect(try NumberFormat(spelling: text, cursor: cursor) == expected)
  }

  @Test(
    "An unknown or malformed spelling is refused, naming it and what is accepted",
    arguments: [
      (".numbr", "unknown format \".numbr\"; expected .number, .percent or .currency(code: \"USD\")"),
      (".number.rounded()", "unknown format \".number.rounded()\""),
      (".currency(code: \"US\")", "three-letter ISO 4217 currency code, found \"US\""),
      (".number.precision(.fractionLength(3...1))", "0 ≤ A ≤ B ≤ 100"),
      (".number.precision(.significantDigits(2))", "unknown format"),
    ])
  func badSpelling(_ text: String, message: String) {
    let cursor = JSONCursor(value: .string(text), path: "$.x", position: nil, file: "test")
    #expect {
      _ = try NumberFormat(spelling: text, cursor: cursor)
    } throws: { error in
      "\(error)".contains(message)
    }
  }
}
