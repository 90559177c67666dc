import Formatting
import Foundation
import JSON
import Layout
import Rendering
import Testing
import Typography

/// Date texts as an en_US phone in UTC draws them, checked against Foundation's own formatting wherever
/// Foundation models the same thing (`Date.FormatStyle`, `Calendar.dateComponents`), and against Apple's
/// documented examples where only SwiftUI does (`.relative`, `.offset`, timers, timer progress bars).
@Suite struct DateTextFormatTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let enUS = Locale(identifier: "en_US")
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
  }()
  static let style = Date.FormatStyle(locale: enUS, calendar: calendar, timeZone: utc)

  static func utcDate(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0
  )
    -> Date
  {
    calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
  }

  /// 2026-12-01 22:30 UTC, a Tuesday: the brief's examples.
  static let tuesdayEvening = utcDate(2026, 12, 1, 22, 30)

  /// Midnight, noon, 1 AM, 11:59 PM, month ends, leap days, year and century boundaries, before 1970.
  static let sweep: [Date] = [
    tuesdayEvening, utcDate(2026, 12, 1), utcDate(2026, 12, 1, 12), utcDate(2026, 3, 5, 1, 5, 7),
    utcDate(2026, 3, 5, 23, 59, 59), utcDate(2026, 1, 31, 11, 0, 9), utcDate(2026, 4, 30, 12, 59),
    utcDate(2026, 2, 28, 13, 1, 2), utcDate(2028, 2, 29, 0, 34, 56), utcDate(2000, 2, 29, 12, 0, 1),
    utcDate(2026, 12, 31, 23, 59, 59), utcDate(2027, 1, 1), utcDate(1999, 12, 31, 23, 59, 59),
    utcDate(2100, 3, 1), utcDate(1970, 1, 1), utcDate(1969, 12, 31, 23, 59, 59), utcDate(2009, 7, 4, 9, 8, 7),
    utcDate(1905, 6, 15, 10, 0, 0), Date(timeIntervalSince1970: 1_795_948_200.75),
  ]

  // MARK: - Text(date, style: .time) and .date, against Foundation

  @Test func timeMatchesFoundationShortenedTime() {
    let foundation = Date.FormatStyle(
      date: .omitted, time: .shortened, locale: Self.enUS, calendar: Self.calendar, timeZone: Self.utc)
    for date in Self.sweep {
      #expect(DateText.time(date) == date.formatted(foundation), "\(date)")
    }
    #expect(DateText.time(Self.tuesdayEvening) == "10:30\u{202F}PM")
  }

  @Test func dateMatchesFoundationLongDate() {
    let foundation = Date.FormatStyle(
      date: .long, time: .omitted, locale: Self.enUS, calendar: Self.calendar, timeZone: Self.utc)
    for date in Self.sweep {
      #expect(DateText.date(date) == date.formatted(foundation), "\(date)")
    }
    #expect(DateText.date(Self.tuesdayEvening) == "December 1, 2026")
  }

  /// U+202F must take room on the phone (an advance in the metrics table) and one terminal cell.
  @Test func narrowNoBreakSpaceIsMeasuredAndOneCell() {
    let font = TextFont(.caption)
    let narrow = TextMetrics.width(of: "10:30\u{202F}AM", font: font)
    let plain = TextMetrics.width(of: "10:30 AM", font: font)
    let noSpace = TextMetrics.width(of: "10:30AM", font: font)
    #expect(narrow < plain)
    #expect(narrow > noSpace)
    #expect(CellWidth.of("10:30\u{202F}AM") == 8)
  }

  // MARK: - Text(date, format: .dateTime…)

  @Test(arguments: [
    (".dateTime.hour().minute()", "10:30\u{202F}PM"), (".dateTime.hour()", "10\u{202F}PM"),
    (".dateTime.weekday()", "Tue"), (".dateTime.weekday(.wide)", "Tuesday"),
    (".dateTime.month().day()", "Dec 1"),
    (".dateTime.month(.wide).day().year()", "December 1, 2026"),
    (".dateTime.hour(.twoDigits(amPM: .omitted)).minute()", "10:30"),
    (".dateTime", "12/1/2026, 10:30\u{202F}PM"),
    // Call order does not matter: en_US decides the order.
    (".dateTime.year().day().month(.wide)", "December 1, 2026"),
    (".dateTime.minute().hour()", "10:30\u{202F}PM"),
    ("Date.FormatStyle.dateTime .weekday( .wide )\n.hour()", "Tuesday, 10\u{202F}PM"),
  ])
  func documentedForms(spelling: String, expected: String) throws {
    let format = try DateTimeFormat.parse(spelling).get()
    #expect(DateText.formatted(Self.tuesdayEvening, format) == expected)
  }

  /// One field's spellings: how the fixture writes it and what it does to a Foundation style.
  typealias Choice = (spelling: String, apply: @Sendable (Date.FormatStyle) -> Date.FormatStyle)

  static let years: [Choice] = [
    ("", { $0 }), (".year()", { $0.year() }), (".year(.twoDigits)", { $0.year(.twoDigits) }),
  ]
  static let months: [Choice] = [
    ("", { $0 }), (".month()", { $0.month() }), (".month(.defaultDigits)", { $0.month(.defaultDigits) }),
    (".month(.twoDigits)", { $0.month(.twoDigits) }), (".month(.wide)", { $0.month(.wide) }),
    (".month(.narrow)", { $0.month(.narrow) }),
  ]
  static let days: [Choice] = [
    ("", { $0 }), (".day()", { $0.day() }), (".day(.twoDigits)", { $0.day(.twoDigits) }),
  ]
  static let weekdays: [Choice] = [
    ("", { $0 }), (".weekday()", { $0.weekday() }), (".weekday(.wide)", { $0.weekday(.wide) }),
    (".weekday(.narrow)", { $0.weekday(.narrow) }), (".weekday(.short)", { $0.weekday(.short) }),
  ]
  static let hours: [Choice] = [
    ("", { $0 }), (".hour()", { $0.hour() }),
    (".hour(.defaultDigits(amPM: .omitted))", { $0.hour(.defaultDigits(amPM: .omitted)) }),
    (".hour(.twoDigits(amPM: .omitted))", { $0.hour(.twoDigits(amPM: .omitted)) }),
    (".hour(.twoDigits(amPM: .abbreviated))", { $0.hour(.twoDigits(amPM: .abbreviated)) }),
    (".hour(.defaultDigits(amPM: .narrow))", { $0.hour(.defaultDigits(amPM: .narrow)) }),
    (".hour(.twoDigits(amPM: .narrow))", { $0.hour(.twoDigits(amPM: .narrow)) }),
    (".hour(.defaultDigits(amPM: .wide))", { $0.hour(.defaultDigits(amPM: .wide)) }),
  ]
  static let minutes: [Choice] = [
    ("", { $0 }), (".minute()", { $0.minute() }), (".minute(.twoDigits)", { $0.minute(.twoDigits) }),
  ]
  static let seconds: [Choice] = [
    ("", { $0 }), (".second()", { $0.second() }), (".second(.twoDigits)", { $0.second(.twoDigits) }),
  ]

  /// The date field sets la-sim promises to draw (year, month, day, weekday present): every set en_US has a
  /// pattern of its own for.
  static let drawnDateSets: Set<[Bool]> = [
    [false, false, false, false], [true, false, false, false], [false, true, false, false],
    [false, false, true, false], [false, false, false, true], [false, false, true, true],
    [false, true, true, false], [false, true, true, true], [true, true, false, false],
    [true, true, true, false],
    [true, true, true, true],
  ]

  /// Every combination of every modeled spelling, in both orders: each one la-sim accepts reads exactly as
  /// Foundation writes it in en_US/UTC, and la-sim accepts every combination it promises to draw.
  @Test(arguments: [false, true])
  func everyCombinationMatchesFoundation(reversedCalls: Bool) {
    let dates = [Self.tuesdayEvening, Self.utcDate(2026, 3, 5, 1, 5, 7), Self.utcDate(2028, 2, 29, 12, 0, 9)]
    var accepted = 0
    var promised = 0
    for year in Self.years {
      for month in Self.months {
        for day in Self.days {
          for weekday in Self.weekdays {
            let dateSet = [year, month, day, weekday].map { !$0.spelling.isEmpty }
            for hour in Self.hours {
              for minute in Self.minutes {
                for second in Self.seconds {
                  var choices = [year, month, day, weekday, hour, minute, second]
                  if reversedCalls { choices.reverse() }
                  let spelling = ".dateTime" + choices.map(\.spelling).joined()
                  let foundation = choices.reduce(Self.style) { $1.apply($0) }
                  let hasHour = !hour.spelling.isEmpty
                  let hasMinute = !minute.spelling.isEmpty
                  let hasSecond = !second.spelling.isEmpty
                  let sameWidths =
                    !hasMinute || !hasSecond
                    || minute.spelling.hasSuffix("()") == second.spelling.hasSuffix("()")
                  let promise =
                    Self.drawnDateSets.contains(dateSet) && !(hasHour && hasSecond && !hasMinute)
                    && sameWidths
                  if promise { promised += 1 }
                  guard case .success(let format) = DateTimeFormat.parse(spelling) else {
                    #expect(!promise, "\(spelling) is rejected")
                    continue
                  }
                  accepted += 1
                  for date in dates {
                    #expect(
                      DateText.formatted(date, format) == date.formatted(foundation), "\(spelling) at \(date)"
                    )
                  }
                }
              }
            }
          }
        }
      }
    }
    #expect(accepted == promised)
  }

  /// The forms the tutorials use, over the whole sweep of dates.
  @Test(arguments: [
    ".dateTime.hour().minute()", ".dateTime.hour()", ".dateTime.weekday()", ".dateTime.weekday(.wide)",
    ".dateTime.month().day()", ".dateTime.month(.wide).day().year()",
    ".dateTime.hour(.twoDigits(amPM: .omitted)).minute()",
    ".dateTime", ".dateTime.weekday().hour().minute()", ".dateTime.month().day().hour().minute()",
    ".dateTime.year().month().day().weekday(.wide).hour().minute().second()", ".dateTime.minute().second()",
  ])
  func commonFormsOverTheSweep(spelling: String) throws {
    let format = try DateTimeFormat.parse(spelling).get()
    var foundation = Self.style
    if spelling != ".dateTime" {
      // `.dateTime` alone is Foundation's default; each call adds its field as the spelling names it.
      for name in ["year", "month", "day", "weekday", "hour", "minute", "second"]
      where spelling.contains(".\(name)(") {
        foundation = Self.apply(name, spelling, to: foundation)
      }
    }
    for date in Self.sweep {
      #expect(DateText.formatted(date, format) == date.formatted(foundation), "\(spelling) at \(date)")
    }
  }

  static func apply(_ name: String, _ spelling: String, to style: Date.FormatStyle) -> Date.FormatStyle {
    switch name {
    case "year": style.year()
    case "month": spelling.contains("month(.wide)") ? style.month(.wide) : style.month()
    case "day": style.day()
    case "weekday": spelling.contains("weekday(.wide)") ? style.weekday(.wide) : style.weekday()
    case "hour": spelling.contains("amPM: .omitted") ? style.hour(.twoDigits(amPM: .omitted)) : style.hour()
    case "minute": style.minute()
    default: style.second()
    }
  }

  @Test(arguments: [
    ("dateTime.hours()", "did you mean \"hour\"?"),
    (".dateTime.month(.long)", "month takes (), (.abbreviated)"),
    (".dateTime.era()", "la-sim does not draw"), (".dateTime.hour(.twoDigits)", "(.twoDigits(amPM: X))"),
    (".dateTime.year().day()", "la-sim draws these date fields together"),
    (".dateTime.hour().second()", ".minute()"),
    (".dateTime.minute().second(.twoDigits)", "same width"), (".dateTime.hour(", "expected \"(...)\""),
    ("time: .shortened", "is not a .dateTime format"), (".dateTime.hour()x", "expected \".\""),
    (".dateTime.weekday(\u{1B}[2J)", "\\u{1B}"),
  ])
  func rejectedSpellingsSayWhatIsAccepted(spelling: String, expected: String) {
    guard case .failure(let error) = DateTimeFormat.parse(spelling) else {
      Issue.record("\(spelling) was accepted")
      return
    }
    #expect(error.message.contains(expected), "\(error.message)")
    #expect(!error.message.unicodeScalars.contains { $0.value < 0x20 })
  }

  // MARK: - .relative and .offset: Apple's examples, and the calendar arithmetic against Foundation's

  @Test(
    arguments: [
      (8580.0, "2 hrs, 23 min"), (674, "11 min, 14 secs"), (-674, "11 min, 14 secs"),
      (86400 * 10 + 3600, "1 wk, 3 days"), (86400 * 7, "1 wk"), (3605, "1 hr"), (0.9, "0 secs"),
    ] as [(Double, String)])
  func relativeExamples(offset: Double, expected: String) {
    let now = Self.tuesdayEvening
    #expect(DateText.relative(to: now.addingTimeInterval(offset), now: now) == expected)
  }

  /// A count of a thousand or more (years, the one unit that reaches it: a date sent in milliseconds is
  /// some 55,000 years away) is grouped, as `Duration.UnitsFormatStyle` and ICU's measure format write any
  /// count (`1,500 hr`), and as la-sim writes it in every other language (`1.500 J` in de).
  @Test func relativeGroupsLargeCounts() {
    let now = Self.tuesdayEvening
    for years in [999, 1000, 1500, 12_345, 300_000] {
      let later = Self.calendar.date(byAdding: .year, value: years, to: now)!
      let number = years.formatted(.number.locale(Self.enUS))
      #expect(DateText.relative(to: later, now: now) == "\(number) yrs", "\(years)")
      #expect(DateText.relativeSpoken(to: later, now: now) == "\(number) years", "\(years)")
      #expect(DateText.offset(to: later, now: now) == "-\(number) years", "\(years)")
    }
    let hours = Duration.seconds(1500 * 3600).formatted(
      .units(allowed: [.hours], width: .abbreviated).locale(Self.enUS))
    #expect(hours == "1,500 hr")
  }

  @Test func relativeCountsCalendarMonthsAndYears() {
    let now = Self.utcDate(2026, 1, 31, 9)
    #expect(DateText.relative(to: Self.utcDate(2027, 3, 1, 9), now: now) == "1 yr, 1 mth")
    #expect(DateText.relative(to: Self.utcDate(2026, 2, 28, 9), now: now) == "1 mth")
    #expect(DateText.relative(to: Self.utcDate(2026, 2, 27, 9), now: now) == "3 wks, 6 days")
    #expect(DateText.relative(to: Self.utcDate(2026, 3, 31, 9), now: now) == "2 mths")
    #expect(DateText.relative(to: Self.utcDate(2026, 4, 3, 9), now: now) == "2 mths")
    #expect(DateText.relative(to: Self.utcDate(2026, 4, 10, 9), now: now) == "2 mths, 1 wk")
    #expect(DateText.relative(to: Self.utcDate(2024, 4, 30, 9), now: now) == "1 yr, 9 mths")
  }

  @Test(
    arguments: [
      (674.0, "-11 minutes"), (-7200, "+2 hours"), (7199, "-1 hour"), (-59, "+59 seconds"), (0, "0 seconds"),
      (86400 * 92, "-3 months"), (-86400 * 400, "+1 year"), (86400 * 13, "-1 week"),
    ] as [(Double, String)])
  func offsetExamples(offset: Double, expected: String) {
    let now = Self.tuesdayEvening
    #expect(DateText.offset(to: now.addingTimeInterval(offset), now: now) == expected)
  }

  /// The text Foundation's calendar difference gives under the rule: largest non-zero unit, and the unit
  /// right below it when that is not zero; abbreviated as CLDR's English short units (`.relative`), or
  /// written out (`.offset`).
  static func expectedRelative(from start: Date, to end: Date, abbreviated: Bool = true) -> String {
    let units: [(Calendar.Component, String, String, String)] = [
      (.year, "year", "yr", "yrs"), (.month, "month", "mth", "mths"), (.weekOfMonth, "week", "wk", "wks"),
      (.day, "day", "day", "days"), (.hour, "hour", "hr", "hrs"), (.minute, "minute", "min", "min"),
      (.second, "second", "sec", "secs"),
    ]
    let components = calendar.dateComponents(Set(units.map(\.0)), from: start, to: end)
    let values = units.map { (components.value(for: $0.0) ?? 0, $0) }
    let text = { (value: Int, unit: (Calendar.Component, String, String, String)) in
      guard abbreviated else { return value == 1 ? "1 \(unit.1)" : "\(value) \(unit.1)s" }
      return "\(value) \(value == 1 ? unit.2 : unit.3)"
    }
    guard let first = values.firstIndex(where: { $0.0 > 0 }) else {
      return abbreviated ? "0 secs" : "0 seconds"
    }
    var parts = [text(values[first].0, values[first].1)]
    if first + 1 < values.count, values[first + 1].0 > 0 {
      parts.append(text(values[first + 1].0, values[first + 1].1))
    }
    return parts.joined(separator: ", ")
  }

  @Test func relativeMatchesFoundationCalendarDifference() {
    let steps: [(Calendar.Component, Int)] = [
      (.second, 1), (.minute, 59), (.hour, 23), (.day, 1), (.day, 6), (.day, 13), (.day, 27), (.day, 29),
      (.day, 31), (.month, 1), (.month, 2), (.month, 11), (.year, 1), (.year, 4), (.day, 366), (.day, 400),
    ]
    for start in Self.sweep {
      for (component, value) in steps {
        for extra: TimeInterval in [0, 1, 3599, 86399, 86400 * 3 + 7] {
          let end = Self.calendar.date(byAdding: component, value: value, to: start)!.addingTimeInterval(
            extra)
          let expected = Self.expectedRelative(from: start, to: end)
          #expect(DateText.relative(to: end, now: start) == expected, "\(start) to \(end)")
          #expect(DateText.relative(to: start, now: end) == expected, "\(end) back to \(start)")
          let written = Self.expectedRelative(from: start, to: end, abbreviated: false)
          #expect(DateText.offset(to: end, now: start).hasPrefix("-" + written.prefix { $0 != "," }))
        }
      }
    }
  }

  // MARK: - Text(timerInterval:) and ProgressView(timerInterval:)

  @Test(arguments: [
    // SystemFormatStyle.Timer's table for a 5-minute countdown, and before and after it.
    (-60.0, "5:00"), (0, "5:00"), (60, "4:00"), (270, "0:30"), (300, "0:00"), (3600, "0:00"), (299.5, "0:01"),
  ])
  func countdownOverFiveMinutes(elapsed: Double, expected: String) {
    let start = Self.tuesdayEvening
    let text = DateText.timerInterval(
      start: start, end: start.addingTimeInterval(300), now: start.addingTimeInterval(elapsed))
    #expect(text == expected)
  }

  @Test(arguments: [
    (-60.0, "0:00"), (0, "0:00"), (59.9, "0:59"), (1800, "30:00"), (3599, "59:59"), (3600, "1:00:00"),
    (7200, "1:00:00"),
  ])
  func countUpOverAnHour(elapsed: Double, expected: String) {
    let start = Self.tuesdayEvening
    let text = DateText.timerInterval(
      start: start, end: start.addingTimeInterval(3600), now: start.addingTimeInterval(elapsed),
      countsDown: false)
    #expect(text == expected)
  }

  @Test func hoursOrMinutesPastSixty() {
    let start = Self.tuesdayEvening
    let end = start.addingTimeInterval(5400)
    #expect(DateText.timerInterval(start: start, end: end, now: start) == "1:30:00")
    #expect(DateText.timerInterval(start: start, end: end, now: start, showsHours: false) == "90:00")
    #expect(
      DateText.timerInterval(start: start, end: end, now: start.addingTimeInterval(1), showsHours: false)
        == "89:59")
    #expect(DateText.widestTimerInterval(start: start, end: end, showsHours: false) == "90:00")
    #expect(DateText.widestTimerInterval(start: start, end: end) == "1:30:00")
  }

  /// Apple's example: a 12-minute countdown paused 10 minutes from now shows `10:00` once paused.
  @Test func pauseTimeFreezesTheText() {
    let now = Self.tuesdayEvening
    let end = now.addingTimeInterval(720)
    let pause = now.addingTimeInterval(600)
    #expect(DateText.timerInterval(start: now, end: end, now: now, pauseTime: pause) == "12:00")
    #expect(
      DateText.timerInterval(start: now, end: end, now: now.addingTimeInterval(300), pauseTime: pause)
        == "7:00")
    for later in [600.0, 660, 720, 86400] {
      #expect(
        DateText.timerInterval(start: now, end: end, now: now.addingTimeInterval(later), pauseTime: pause)
          == "2:00")
    }
  }

  /// The widest text sizes the view: never narrower than any text the timer shows over its interval.
  @Test(arguments: [(900.0, "15:00"), (3600, "1:00:00"), (599, "9:59"), (59.5, "1:00"), (0, "0:00")])
  func widestTextCoversTheWholeInterval(length: Double, expected: String) {
    let start = Self.tuesdayEvening
    let end = start.addingTimeInterval(length)
    #expect(DateText.widestTimerInterval(start: start, end: end) == expected)
    let font = TextFont(.caption, monospacedDigit: true)
    for countsDown in [true, false] {
      let widest = TextMetrics.width(
        of: DateText.widestTimerInterval(start: start, end: end, countsDown: countsDown), font: font)
      for step in stride(from: -5.0, through: length + 5, by: max(length / 97, 0.5)) {
        let text = DateText.timerInterval(
          start: start, end: end, now: start.addingTimeInterval(step), countsDown: countsDown)
        #expect(TextMetrics.width(of: text, font: font) <= widest + 1e-9, "\(text) at \(step)")
      }
    }
  }

  @Test func progressEmptiesCountingDownAndFillsCountingUp() {
    let now = Self.tuesdayEvening
    let start = now.addingTimeInterval(-30)
    let end = now.addingTimeInterval(90)
    // Apple's example: 30 s into 120 s is 25 percent complete.
    #expect(DateText.timerProgress(start: start, end: end, now: now, countsDown: false) == 0.25)
    #expect(DateText.timerProgress(start: start, end: end, now: now) == 0.75)
    #expect(DateText.timerProgress(start: start, end: end, now: start.addingTimeInterval(-5)) == 1)
    #expect(DateText.timerProgress(start: start, end: end, now: end.addingTimeInterval(5)) == 0)
    #expect(
      DateText.timerProgress(start: start, end: end, now: end.addingTimeInterval(5), countsDown: false) == 1)
    #expect(DateText.timerProgress(start: now, end: now, now: now.addingTimeInterval(-1)) == 0)
    #expect(DateText.timerProgress(start: now, end: now, now: now, countsDown: false) == 1)
  }

  // MARK: - Absurd dates

  static let absurd: [Date] = [
    Date(timeIntervalSince1970: 1e300), Date(timeIntervalSince1970: -1e300),
    Date(timeIntervalSince1970: .nan),
    Date(timeIntervalSince1970: .infinity), Date(timeIntervalSince1970: -.infinity),
    Date(timeIntervalSince1970: 1e15),
    Date(timeIntervalSince1970: -1e15), Date(timeIntervalSinceReferenceDate: .greatestFiniteMagnitude),
  ]

  @Test func absurdDatesGiveTextNotTraps() throws {
    let formats = try [".dateTime", ".dateTime.year().month(.wide).day().weekday().hour().minute().second()"]
      .map { try DateTimeFormat.parse($0).get() }
    for date in Self.absurd {
      for other in Self.absurd + [Self.tuesdayEvening] {
        #expect(!DateText.relative(to: date, now: other).isEmpty)
        #expect(!DateText.offset(to: date, now: other).isEmpty)
        #expect(!DateText.timer(until: date, now: other).isEmpty)
        for countsDown in [true, false] {
          #expect(
            !DateText.timerInterval(
              start: date, end: other, now: date, pauseTime: other, countsDown: countsDown
            ).isEmpty)
          #expect(!DateText.widestTimerInterval(start: other, end: date, countsDown: countsDown).isEmpty)
          let fraction = DateText.timerProgress(
            start: date, end: other, now: Self.tuesdayEvening, countsDown: countsDown)
          #expect((0...1).contains(fraction))
        }
      }
      #expect(DateText.time(date).hasSuffix("M"))
      #expect(!DateText.date(date).isEmpty)
      for format in formats { #expect(!DateText.formatted(date, format).isEmpty) }
    }
    // Not a number is read as the 1970 epoch, as every clamp in the date texts reads it.
    #expect(DateText.date(Date(timeIntervalSince1970: .nan)) == "January 1, 1970")
  }
}
