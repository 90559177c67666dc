import Formatting
import Foundation
import TestSupport
import Testing

@testable import Layout

/// `.date`, `.relative`, `.offset` and timers in every supported language against Foundation itself:
/// `date.formatted(date: .long, time: .omitted)`, `Duration.UnitsFormatStyle` (`.abbreviated` for
/// `.relative`, `.wide` for `.offset`) and `Duration.TimeFormatStyle`. Years and months of a duration,
/// which `Duration.UnitsFormatStyle` has no unit for, come from the ICU Foundation bundles at generation
/// time and are checked there (`scripts/gen-locale-formats.swift`), not here.
@Suite struct LocaleDateTextTests {
  static let languages = Array(LocaleFormats.languages.dropFirst())
  static let now = DateTextFormatTests.utcDate(2026, 11, 29, 10)

  /// From 1600 on: Foundation's Gregorian calendar is Julian before 1582, la-sim's proleptic.
  @Test("Text(date, style: .date) as date.formatted(date: .long, time: .omitted)", arguments: languages)
  func longDate(_ language: String) {
    var style = Date.FormatStyle(date: .long, time: .omitted)
    style.locale = Locale(identifier: language)
    style.timeZone = TimeZone(identifier: "UTC")!
    let formats = LocaleFormats.lookup(language)
    var wrong: [String] = []
    for (year, day) in [(2026, 1), (2027, 9), (2030, 23), (1999, 28), (10000, 30), (1600, 12)] {
      for month in 1...12 {
        let date = DateTextFormatTests.utcDate(year, month, min(day, 28), 23, 59)
        if DateText.date(date, formats: formats) != date.formatted(style) {
          wrong.append(DateText.date(date, formats: formats) + " ≠ " + date.formatted(style))
        }
      }
    }
    #expect(wrong.isEmpty, "\(language): \(LocaleFormatsTests.shown(Array(wrong.prefix(4))))")
  }

  /// Offsets below four weeks from `now`, where the calendar difference is weeks, days, hours, minutes
  /// and seconds, each unit at 0, 1, 2 and several.
  static let offsets: [Int] = {
    var offsets: [Int] = []
    for weeks in [0, 1, 2, 3] {
      for days in [0, 1, 2, 5] {
        for hours in [0, 1, 2, 11] {
          for minutes in [0, 1, 2, 23] {
            offsets.append(((weeks * 7 + days) * 24 + hours) * 3600 + minutes * 60)
          }
        }
      }
    }
    return offsets + [0, 1, 2, 3, 5, 11, 21, 59, 61, 674, 3599, 86399]
  }()

  static let units: [(Duration.UnitsFormatStyle.Unit, Int)] = [
    (.weeks, 604_800), (.days, 86400), (.hours, 3600), (.minutes, 60), (.seconds, 1),
  ]

  /// The largest unit of `seconds` and the one below it, with their counts, as la-sim shows them.
  static func twoUnits(_ seconds: Int) -> [(Duration.UnitsFormatStyle.Unit, Int)] {
    var rest = seconds
    let counts = units.map { unit in
      defer { rest %= unit.1 }
      return (unit.0, rest / unit.1, unit.1)
    }
    guard let first = counts.firstIndex(where: { $0.1 > 0 }) else { return [(.seconds, 0)] }
    return counts[first..<min(first + 2, counts.count)].map { ($0.0, $0.1 * $0.2) }
  }

  @Test(
    "Text(date, style: .relative) as Duration.UnitsFormatStyle(width: .abbreviated)", arguments: languages)
  func relative(_ language: String) {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    var wrong: [String] = []
    for offset in Self.offsets {
      let parts = Self.twoUnits(offset)
      let seconds = parts.map(\.1).reduce(0, +)
      let style = Duration.UnitsFormatStyle(allowedUnits: Set(parts.map(\.0)), width: .abbreviated)
      let theirs = Duration.seconds(seconds).formatted(style.locale(locale))
      for sign in [1.0, -1.0] {
        let ours = DateText.relative(
          to: Self.now.addingTimeInterval(sign * Double(offset)), now: Self.now, formats: formats)
        if ours != theirs { wrong.append("\(offset): \(ours) ≠ \(theirs)") }
      }
    }
    #expect(wrong.isEmpty, "\(language) \(wrong.count): \(LocaleFormatsTests.shown(Array(wrong.prefix(4))))")
  }

  @Test(
    "VoiceOver's .relative: the same units as Duration.UnitsFormatStyle(width: .wide) joins them",
    arguments: languages)
  func spoken(_ language: String) {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    var wrong: [String] = []
    for offset in Self.offsets {
      let parts = Self.twoUnits(offset)
      let style = Duration.UnitsFormatStyle(allowedUnits: Set(parts.map(\.0)), width: .wide)
      // Two units are joined as the wide list joins them: `1 Stunde und 1 Minute`, not `1 Stunde, 1 Minute`.
      let theirs = Duration.seconds(parts.map(\.1).reduce(0, +)).formatted(style.locale(locale))
      let ours = DateText.relativeSpoken(
        to: Self.now.addingTimeInterval(Double(offset)), now: Self.now, formats: formats)
      if ours != theirs { wrong.append("\(offset): \(ours) ≠ \(theirs)") }
    }
    #expect(wrong.isEmpty, "\(language) \(wrong.count): \(LocaleFormatsTests.shown(Array(wrong.prefix(4))))")
  }

  @Test(
    "Text(date, style: .offset): one unit as Duration.UnitsFormatStyle(width: .wide), signed",
    arguments: languages)
  func offset(_ language: String) {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    var wrong: [String] = []
    for offset in Self.offsets where offset > 0 {
      let (unit, seconds) = Self.twoUnits(offset)[0]
      let style = Duration.UnitsFormatStyle(allowedUnits: [unit], width: .wide).locale(locale)
      // Before the date Foundation's own negative duration; after it the same with the plus sign.
      let future = Duration.seconds(-seconds).formatted(style)
      let past = future.replacing(formats.minusSign, with: formats.plusSign)
      let ahead = DateText.offset(
        to: Self.now.addingTimeInterval(Double(offset)), now: Self.now, formats: formats)
      let behind = DateText.offset(
        to: Self.now.addingTimeInterval(-Double(offset)), now: Self.now, formats: formats)
      if ahead != future { wrong.append("+\(offset): \(ahead) ≠ \(future)") }
      if behind != past { wrong.append("-\(offset): \(behind) ≠ \(past)") }
    }
    let zero = Duration.seconds(0).formatted(.units(allowed: [.seconds], width: .wide).locale(locale))
    #expect(DateText.offset(to: Self.now, now: Self.now, formats: formats) == zero)
    #expect(wrong.isEmpty, "\(language) \(wrong.count): \(LocaleFormatsTests.shown(Array(wrong.prefix(4))))")
  }

  @Test("Text(date, style: .timer) as Duration.TimeFormatStyle", arguments: languages)
  func timer(_ language: String) {
    let locale = Locale(identifier: language)
    let formats = LocaleFormats.lookup(language)
    for seconds in [0, 5, 59, 60, 674, 3599, 3600, 3723, 86399, 360_000] {
      let pattern: Duration.TimeFormatStyle.Pattern = seconds >= 3600 ? .hourMinuteSecond : .minuteSecond
      #expect(
        DateText.timer(until: Self.now.addingTimeInterval(Double(seconds)), now: Self.now, formats: formats)
          == Duration.seconds(seconds).formatted(.time(pattern: pattern).locale(locale)),
        "\(language) \(seconds)")
    }
  }

  @Test("en keeps la-sim's own texts: WidgetKit's `2 hrs, 23 min`, not this toolchain's `2 hr, 23 min`")
  func english() {
    let later = Self.now.addingTimeInterval(2 * 3600 + 23 * 60)
    #expect(DateText.relative(to: later, now: Self.now, formats: .english) == "2 hrs, 23 min")
    #expect(DateText.offset(to: later, now: Self.now, formats: .english) == "-2 hours")
    #expect(DateText.date(Self.now, formats: .english) == "November 29, 2026")
    #expect(
      DateText.relative(to: later, now: Self.now, formats: LocaleFormats.lookup("de")) == "2 Std., 23 Min.")
  }
}
