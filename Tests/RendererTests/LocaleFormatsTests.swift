import Fixture
import Foundation
import Layout
import StringCatalogs
import TestSupport
import Testing

@testable import Formatting

/// Numbers and `.time` in every supported language against Foundation itself (swift-foundation with its
/// ICU on this toolchain, `Locale(identifier: language)` as `--locale` names it): la-sim formats from the
/// checked-in table, with no ICU, and must give the same text for every value. Foundation's choices that
/// may surprise are matched as they are: `ar` alone writes Latin digits with LEFT-TO-RIGHT MARKs around
/// the minus and percent signs (`ar_SA` would write Arabic-Indic digits; `--locale` names a language, not
/// a region), fi and sv write U+2212 for minus, es, it and pl leave four-digit numbers ungrouped, hi groups
/// by two above the thousands, and fi writes `14.05`.
@Suite struct LocaleFormatsTests {
  static let languages = LocaleFormats.languages

  /// The sweep of `NumberFormatTests` and 1,000 of its spread values.
  static let values: [Double] =
    NumberFormatTests.sweep + Array(NumberFormatTests.values.prefix(1000))
    + [1234.5, 12_345.5, 1_234_567.5, 0.42, -0.42, 1, -1, 1000, 10_000, 100_000, 1e7, 0.001]

  static let integers: [Int] = NumberFormatTests.integers + [1234, 12_345, 123_456, 1_234_567, -1234]

  static func shown(_ values: [String]) -> String {
    values.map {
      $0.unicodeScalars.map { $0.isASCII ? String($0) : "<\(String($0.value, radix: 16))>" }.joined()
    }
    .joined(separator: " | ")
  }

  @Test("The table has the languages issue 26 asks for, en first")
  func supported() {
    let asked = [
      "en", "de", "fr", "es", "it", "pt-BR", "nl", "sv", "fi", "pl", "ru", "tr", "ja", "zh-Hans", "ko", "ar",
      "he", "hi",
    ]
    #expect(Self.languages == asked)
    #expect(LocaleFormats.english.language == "en")
  }

  @Test("Lookup: the code, then its language, then en")
  func lookup() {
    #expect(LocaleFormats.lookup("de").language == "de")
    #expect(LocaleFormats.lookup("de-AT").language == "de")
    #expect(LocaleFormats.lookup("pt_br").language == "pt-BR")
    #expect(LocaleFormats.lookup("pt").language == "pt-BR")
    #expect(LocaleFormats.lookup("zh").language == "zh-Hans")
    #expect(LocaleFormats.lookup("xx").language == "en")
  }

  @Test(
    "format: .number, with precisions and without grouping, as Foundation in each language",
    arguments: languages)
  func number(_ language: String) {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    let cases: [(NumberFormat, FloatingPointFormatStyle<Double>)] = [
      (NumberFormat(style: .number), .number),
      (NumberFormat(style: .number, fractionLength: 2...2), .number.precision(.fractionLength(2))),
      (NumberFormat(style: .number, fractionLength: 0...0), .number.precision(.fractionLength(0))),
      (NumberFormat(style: .number, grouping: false), .number.grouping(.never)),
    ]
    for (format, foundation) in cases {
      let wrong = Self.values.filter {
        format.format($0, formats: formats) != $0.formatted(foundation.locale(locale))
      }
      let ours = Self.shown(wrong.prefix(4).map { format.format($0, formats: formats) })
      let theirs = Self.shown(wrong.prefix(4).map { $0.formatted(foundation.locale(locale)) })
      #expect(wrong.isEmpty, "\(language) \(format): \(ours); Foundation: \(theirs)")
    }
    let integer = NumberFormat(style: .number)
    for value in Self.integers {
      #expect(
        integer.format(value, formats: formats) == value.formatted(.number.locale(locale)),
        "\(language) \(value)")
    }
  }

  @Test(
    "format: .percent, by default and rounded to whole percent, as Foundation in each language",
    arguments: languages)
  func percent(_ language: String) {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    let cases: [(NumberFormat, FloatingPointFormatStyle<Double>.Percent)] = [
      (NumberFormat(style: .percent), .percent),
      (NumberFormat(style: .percent, fractionLength: 0...0), .percent.precision(.fractionLength(0))),
    ]
    for (format, foundation) in cases {
      let wrong = Self.values.filter {
        format.format($0, formats: formats) != $0.formatted(foundation.locale(locale))
      }
      let ours = Self.shown(wrong.prefix(4).map { format.format($0, formats: formats) })
      let theirs = Self.shown(wrong.prefix(4).map { $0.formatted(foundation.locale(locale)) })
      #expect(wrong.isEmpty, "\(language) \(format): \(ours); Foundation: \(theirs)")
    }
    for value in Self.integers {
      #expect(
        NumberFormat(style: .percent).format(value, formats: formats)
          == value.formatted(.percent.locale(locale)), "\(language) \(value)")
    }
  }

  @Test(
    "Text(date, style: .time) as date.formatted(date: .omitted, time: .shortened) in UTC",
    arguments: languages)
  func time(_ language: String) {
    var style = Date.FormatStyle(date: .omitted, time: .shortened)
    style.locale = Locale(identifier: language)
    style.timeZone = TimeZone(identifier: "UTC")!
    let formats = LocaleFormats.lookup(language)
    var wrong: [String] = []
    for hour in 0..<24 {
      for minute in [0, 5, 30, 59] {
        let date = Date(timeIntervalSince1970: 1_796_083_200 + Double(hour * 3600 + minute * 60) + 0.9)
        if DateText.time(date, formats: formats) != date.formatted(style) {
          wrong.append(DateText.time(date, formats: formats) + " ≠ " + date.formatted(style))
        }
      }
    }
    #expect(wrong.isEmpty, "\(language): \(Self.shown(Array(wrong.prefix(4))))")
  }

  @Test("%lf and %.1f with the language's decimal separator, as String(format:locale:)", arguments: languages)
  func specifier(_ language: String) {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    for (spelling, precision) in [("%lf", nil), ("%.1f", 1), ("%.0f", 0)] as [(String, Int?)] {
      let specifier = FormatSpecifier(prefix: "", suffix: "", conversion: .double, precision: precision)
      // The decimal separator alone, below 1,000 and not negative; `LocaleCurrencyTests.interpolation`
      // compares grouping, signs and widths too.
      for value in [18.5, 0.25, 998.5678, 0] {
        #expect(
          specifier.format(value, decimalSeparator: formats.decimalSeparator)
            == String(format: spelling, locale: locale, value), "\(language) \(spelling) \(value)")
      }
    }
  }

  @Test("Without --locale en_US is unchanged: the en entry gives what the default does")
  func englishIsTheDefault() {
    for value in Self.values {
      #expect(
        NumberFormat(style: .number).format(value, formats: .english)
          == NumberFormat(style: .number).format(value))
    }
    #expect(DateText.time(Date(timeIntervalSince1970: 14 * 3600 + 300)) == "2:05\u{202F}PM")
  }

  @Test("--locale's language reaches the texts: a localised definition formats in it, en_US without one")
  func throughTheDefinition() throws {
    let definition = try StringCatalogTests.definition()
    let template = try StringCatalogTests.template("{x, format: .number} · {x, format: .percent} · {x}")
    let values: [String: Value] = ["x": .double(1234.5)]
    #expect(
      TemplateText.resolve(template, values: values, definition: definition)
        == "1,234.5 · 123,450% · 1234.500000")
    let (german, _) = definition.localized(try StringCatalogTests.catalog(), language: "de")
    #expect(german.layouts.localeFormats?.language == "de")
    #expect(
      TemplateText.resolve(template, values: values, definition: german)
        == "1.234,5 · 123.450\u{A0}% · 1.234,500000")
    let (unknown, _) = definition.localized(try StringCatalogTests.catalog(), language: "xx")
    #expect(unknown.layouts.localeFormats == .english)
  }
}
