import Fixture
import Foundation
import Layout
import Lifecycle
import Rendering
import StringCatalogs
import TestSupport
import Testing
import Views

@testable import Formatting

/// `Text(date, format: .dateTime…)` in every supported language against Foundation itself:
/// `date.formatted(style.locale(Locale(identifier: language)))` with the Gregorian calendar in UTC, as every
/// frame is drawn, for every combination of fields and widths la-sim accepts. la-sim writes from the
/// checked-in `DateTimePatterns` and `DateSymbols`, with no ICU. From 1600 on: Foundation's Gregorian
/// calendar is Julian before 1582, la-sim's proleptic.
@Suite struct LocaleDateTimeFormatTests {
  static let languages = LocaleFormats.languages
  static let utc = TimeZone(identifier: "UTC")!

  static func style(_ language: String) -> Date.FormatStyle {
    Date.FormatStyle(
      locale: Locale(identifier: language), calendar: DateTextFormatTests.calendar, timeZone: utc)
  }

  static func date(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
  ) -> Date {
    DateTextFormatTests.utcDate(year, month, day, hour, minute, second)
  }

  /// Before noon, with one-digit hour, minute, second, day and month where it can (so a field's width
  /// shows), every weekday, a year whose last two digits start with 0, and midnight.
  static let mornings: [Date] = [
    date(2009, 1, 4, 1, 5, 7), date(2027, 2, 1, 0, 8, 9), date(2026, 3, 3, 9, 0, 1),
    date(2028, 4, 5, 11, 9, 0), date(2026, 5, 7), date(2005, 6, 3, 7, 7, 7), date(2026, 7, 4, 3, 1, 2),
  ]
  /// From noon, with two-digit fields, every weekday and the other months, noon itself, and 1600.
  static let evenings: [Date] = [
    date(2026, 12, 1, 22, 30, 45), date(2030, 8, 18, 12, 0, 10), date(2026, 9, 30, 23, 59, 59),
    date(1999, 10, 14, 13, 14, 15), date(2026, 11, 27, 18, 45, 31), date(2100, 12, 11, 12, 10, 20),
    date(1600, 1, 22, 16, 46, 58),
  ]

  /// One field's spellings: how a fixture writes it and what it does to a Foundation style.
  typealias Choice = (spelling: String, apply: @Sendable (Date.FormatStyle) -> Date.FormatStyle)

  /// The one hour width `DateTextFormatTests.hours` leaves out.
  static let twoDigitWideHour: Choice = (
    ".hour(.twoDigits(amPM: .wide))", { $0.hour(.twoDigits(amPM: .wide)) }
  )

  /// Every width of every field `DateTimeFormat` models, and its absence.
  static let fields: [[Choice]] = [
    DateTextFormatTests.years, DateTextFormatTests.months, DateTextFormatTests.days,
    DateTextFormatTests.weekdays,
    DateTextFormatTests.hours + [twoDigitWideHour],
    DateTextFormatTests.minutes, DateTextFormatTests.seconds,
  ]

  /// Every combination of the fields' spellings la-sim accepts, with the Foundation style it stands for.
  static let combinations: [(DateTimeFormat, Choice)] = {
    var all: [[Choice]] = [[]]
    for field in fields { all = all.flatMap { prefix in field.map { prefix + [$0] } } }
    return all.compactMap { choices in
      let spelling = ".dateTime" + choices.map(\.spelling).joined()
      guard case .success(let format) = DateTimeFormat.parse(spelling) else { return nil }
      let apply: @Sendable (Date.FormatStyle) -> Date.FormatStyle = { style in
        choices.reduce(style) { $1.apply($0) }
      }
      return (format, (spelling, apply))
    }
  }()

  /// What la-sim and Foundation wrote differently, the first few.
  static func differences(_ wrong: [(String, String, String)]) -> String {
    wrong.prefix(4).map { "\($0.0): \(LocaleFormatsTests.shown([$0.1, $0.2]))" }.joined(separator: "; ")
  }

  /// Each combination at one morning (the mornings in turn): a pattern's every field and width shows there,
  /// a one-digit value telling `H` from `HH` and `m` from `mm`; the clock, the afternoon's day period and
  /// the names of every month and weekday are compared on every date by `names`.
  @Test("Every .dateTime combination la-sim accepts, as Foundation writes it", arguments: languages)
  func everyCombination(_ language: String) {
    let foundation = Self.style(language)
    var wrong: [(String, String, String)] = []
    for (index, (format, choice)) in Self.combinations.enumerated() {
      let date = Self.mornings[index % Self.mornings.count]
      let ours = DateText.formatted(date, format.locale(language))
      let theirs = date.formatted(choice.apply(foundation))
      if ours != theirs { wrong.append((choice.spelling, ours, theirs)) }
    }
    #expect(Self.combinations.count == 8_554)
    #expect(wrong.isEmpty, "\(language), \(wrong.count) wrong: \(Self.differences(wrong))")
  }

  /// Every month and weekday name and both halves of the day in each width, alone and in a date.
  @Test("Month, weekday and AM/PM names in every width, as Foundation writes them", arguments: languages)
  func names(_ language: String) throws {
    let foundation = Self.style(language)
    let spellings = [
      ".dateTime.month()", ".dateTime.month(.wide)", ".dateTime.month(.narrow)", ".dateTime.month().day()",
      ".dateTime.year().month(.wide).day()", ".dateTime.year().month(.narrow).day().weekday(.wide)",
      ".dateTime.weekday()", ".dateTime.weekday(.wide)", ".dateTime.weekday(.narrow)",
      ".dateTime.weekday(.short)", ".dateTime.day().weekday(.short)",
      ".dateTime.month().day().weekday(.wide)",
      ".dateTime.hour()", ".dateTime.hour(.defaultDigits(amPM: .wide)).minute()",
      ".dateTime.hour(.twoDigits(amPM: .narrow)).minute().second()", ".dateTime",
    ]
    // Every hour of the day, every month, every weekday (the 1st to the 24th of 2026's months), the
    // mornings and evenings, and a five-digit year.
    let dates =
      (0..<24).map { Self.date(2026, $0 % 12 + 1, $0 + 1, $0, 59 - $0, $0) } + Self.mornings + Self.evenings
      + [Self.date(10_000, 3, 9, 8, 7, 6)]
    var wrong: [(String, String, String)] = []
    for spelling in spellings {
      let format = try DateTimeFormat.parse(spelling).get().locale(language)
      let style = Self.combinations.first { $0.0 == format.locale(nil) }?.1.apply(foundation) ?? foundation
      for date in dates where DateText.formatted(date, format) != date.formatted(style) {
        wrong.append((spelling, DateText.formatted(date, format), date.formatted(style)))
      }
    }
    #expect(wrong.isEmpty, "\(language): \(Self.differences(wrong))")
  }

  @Test("Absurd dates give text in every language, not traps", arguments: languages)
  func absurdDates(_ language: String) throws {
    let formats = try [
      ".dateTime", ".dateTime.year(.twoDigits).month(.wide).day().weekday(.short).hour().minute().second()",
      ".dateTime.month(.narrow).day(.twoDigits).hour(.twoDigits(amPM: .narrow)).minute(.twoDigits)",
    ].map { try DateTimeFormat.parse($0).get().locale(language) }
    for date in DateTextFormatTests.absurd {
      for format in formats { #expect(!DateText.formatted(date, format).isEmpty, "\(language) \(date)") }
    }
  }

  @Test("en's table entry writes what la-sim's own en code writes")
  func englishTableMatchesTheEnglishCode() {
    for (index, (format, choice)) in Self.combinations.enumerated() {
      let date = index % 2 == 0 ? Self.mornings[index / 2 % 7] : Self.evenings[index / 2 % 7]
      let table = DateText.localizedFormatted(
        date, format.isEmpty ? .numericDateShortTime : format, language: "en")
      #expect(table == DateText.formatted(date, format), "\(choice.spelling) at \(date)")
    }
  }

  @Test(
    "Examples: genitive and stand-alone months, 24-hour clocks, day periods before and after the time",
    arguments: [
      ("de", ".dateTime.month().day().hour().minute()", "1. Dez., 22:30"),
      ("de", ".dateTime.hour()", "22 Uhr"), ("de", ".dateTime", "1.12.2026, 22:30"),
      ("fr", ".dateTime.weekday(.wide).day().month(.wide)", "mardi 1 d\u{E9}cembre"),
      ("ja", ".dateTime.year().month().day()", "2026\u{5E74}12\u{6708}1\u{65E5}"),
      ("ko", ".dateTime.hour().minute()", "\u{C624}\u{D6C4} 10:30"),
      ("ar", ".dateTime.hour().minute()", "10:30\u{A0}\u{645}"),
      ("fi", ".dateTime.hour().minute().second()", "22.30.00"),
      ("ru", ".dateTime.month(.wide).day()", "1 \u{434}\u{435}\u{43A}\u{430}\u{431}\u{440}\u{44F}"),
      ("ru", ".dateTime.month(.wide)", "\u{434}\u{435}\u{43A}\u{430}\u{431}\u{440}\u{44C}"),
      (
        "zh-Hans", ".dateTime.month().day().weekday().hour().minute()",
        "12\u{6708}1\u{65E5} \u{5468}\u{4E8C} 22:30"
      ),
      ("de-AT", ".dateTime.weekday(.wide)", "Dienstag"), ("xx", ".dateTime.month().day()", "Dec 1"),
    ])
  func examples(language: String, spelling: String, expected: String) throws {
    let format = try DateTimeFormat.parse(spelling).get().locale(language)
    #expect(DateText.formatted(DateTextFormatTests.tuesdayEvening, format) == expected)
  }

  @Test("A localised frame draws .dateTime in the language: de's 24-hour clock, ko's day period first")
  func throughTheFrame() throws {
    let format = try DateTimeFormat.parse(".dateTime.hour().minute()").get()
    var definition = try StringCatalogTests.definition()
    definition.layouts.fresh[.lockScreen] = .dateFormat(
      format, field: LiteralField.instant(DateTextFormatTests.tuesdayEvening), ViewStyle())
    // The app is localized in ko too: in a language it lacks, iOS runs it, formats and all, in en.
    var catalog = try StringCatalogTests.catalog()
    catalog.entries["On its way"]?.localizations["ko"] = [.literal("\u{BC30}\u{C1A1} \u{C911}")]
    for (language, expected) in [
      (nil, "10:30\u{202F}PM"), ("de", "22:30"), ("ko", "\u{C624}\u{D6C4} 10:30"), ("sv", "10:30\u{202F}PM"),
    ] {
      var shown = definition
      if let language { (shown, _) = definition.localized(catalog, language: language) }
      let activity = LiveActivity.prepared(shown, step: 0, state: nil, elapsed: 0)
      let frames = Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now)
      let lockScreen = StringCatalogTests.rows(frames, .lockScreen).joined(separator: "\n")
      #expect(lockScreen.contains(expected), "\(language ?? "en_US"):\n\(lockScreen)")
    }
  }

  @Test("--locale reaches every .dateTime view of a localised definition, wherever it is")
  func throughTheDefinition() throws {
    let format = try DateTimeFormat.parse(".dateTime.month(.wide).day()").get()
    func tree(_ format: DateTimeFormat) -> LayoutNode {
      let node = LayoutNode.dateFormat(format, field: "eta", ViewStyle())
      let condition = Condition.equals(field: "status", value: "late")
      return .stack(
        .horizontal,
        [.concatenation([node], ViewStyle()), .conditional(condition, then: node, otherwise: nil)],
        spacing: nil, ViewStyle())
    }
    var definition = try StringCatalogTests.definition()
    definition.layouts.fresh[.compactTrailing] = tree(format)
    let (german, _) = definition.localized(try StringCatalogTests.catalog(), language: "de")
    #expect(german.layouts.fresh[.compactTrailing] == tree(format.locale("de")))
    #expect(definition.layouts.fresh[.compactTrailing] == tree(format))
  }
}
