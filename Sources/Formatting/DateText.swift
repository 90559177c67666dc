#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// SwiftUI's date text styles, in the fixed time zone (UTC) every frame uses: in en_US, or with `formats`
/// in the language `--locale` names (`DateText+Locale.swift`).
public enum DateText {
  /// `Text(date, style: .timer)`: `m:ss` below an hour, `h:mm:ss` from an hour; counts up past the date.
  /// In a language, with its separator (`1.02.03` in fi).
  public static func timer(until date: Date, now: Date, formats: LocaleFormats = .english) -> String {
    let remaining = clamped(date.timeIntervalSince(now))
    let seconds = remaining >= 0 ? Int(remaining.rounded(.up)) : Int((-remaining).rounded(.down))
    return clock(seconds, showsHours: true, separator: formats.timerSeparator)
  }

  /// `Text(date, style: .relative)` as a widget or Live Activity draws it: how far `date` is from `now`,
  /// either way, in the largest calendar unit and the unit below it when that is not zero, abbreviated as
  /// WidgetKit abbreviates them ("Displaying dynamic dates in widgets": `11 min, 14 sec`; on iOS 17 and later
  /// CLDR's plural `secs`): `2 hrs, 23 min`, `1 yr, 1 mth`, `1 wk, 3 days`, `1 hr` (not `1 hr, 5 secs`).
  /// Live Activities are drawn by WidgetKit, so every surface uses these, not the app-side `2 hours, 23
  /// minutes` of the `Text.DateStyle.relative` page. Sources and assumptions: `relativeUnits(to:now:)`. In
  /// another language, Foundation's abbreviated units (`2 Std., 23 Min.` in de).
  public static func relative(to date: Date, now: Date, formats: LocaleFormats = .english) -> String {
    guard formats.isEnglish else {
      return localizedRelative(to: date, now: now, formats, width: .abbreviated)
    }
    return relative(to: date, now: now) { "\(grouped($0.1)) \($0.0.abbreviated($0.1))" }
  }

  /// The same duration with its units written out, as VoiceOver speaks a `.relative` text (`15 minutes`,
  /// `2 hours, 23 minutes`): the words a listener hears for `15 min`.
  public static func relativeSpoken(to date: Date, now: Date, formats: LocaleFormats = .english) -> String {
    guard formats.isEnglish else { return localizedRelative(to: date, now: now, formats, width: .wide) }
    return relative(to: date, now: now) { plural($0.1, $0.0.name) }
  }

  static func relative(
    to date: Date, now: Date, _ write: ((CalendarUnit, Int)) -> String
  ) -> String {
    let units = relativeUnits(to: date, now: now).units
    guard let first = units.firstIndex(where: { $0.1 > 0 }) else { return write((.second, 0)) }
    var parts = [write(units[first])]
    if first + 1 < units.count, units[first + 1].1 > 0 {
      parts.append(write(units[first + 1]))
    }
    return parts.joined(separator: ", ")
  }

  /// `Text(date, style: .offset)`: the largest calendar unit only, signed as Apple documents it ("Displaying
  /// dynamic dates in widgets": "indicating dates in the future with a minus sign (-) prefix and dates in the
  /// past with a plus sign (+) prefix"; a date 11 minutes 14 seconds ahead shows `-11 minutes`; the
  /// `Text.DateStyle.offset` page shows `+2 hours`, `-3 months`). The sign is ASCII `-`, as those examples
  /// and ICU's en_US minus sign are. At zero Apple documents nothing: la-sim shows `0 seconds` unsigned. In
  /// another language, Foundation's wide unit with the language's signs (`-11 Minuten` in de).
  public static func offset(to date: Date, now: Date, formats: LocaleFormats = .english) -> String {
    guard formats.isEnglish else { return localizedOffset(to: date, now: now, formats) }
    let (units, future) = relativeUnits(to: date, now: now)
    guard let first = units.first(where: { $0.1 > 0 }) else { return "0 seconds" }
    return (future ? "-" : "+") + plural(first.1, first.0.name)
  }

  /// `Text(date, style: .time)`: e.g. `10:30\u{202F}AM`, with the NARROW NO-BREAK SPACE that iOS 17 and
  /// later (ICU 72, CLDR 42) put before AM/PM, as `date.formatted(date: .omitted, time: .shortened)` does;
  /// in another language as Foundation writes that (`14:05` in de, `오후 2:05` in ko).
  public static func time(_ date: Date, formats: LocaleFormats = .english) -> String {
    let civil = CivilTime(seconds: wholeSeconds(date))
    return formats.time(hour: civil.hour, minute: civil.minute)
  }

  /// `Text(date, style: .date)`: the long date, e.g. `December 1, 2026` (Apple's example: `June 3, 2019`),
  /// as `date.formatted(date: .long, time: .omitted)` writes it (`1. Dezember 2026` in de).
  public static func date(_ date: Date, formats: LocaleFormats = .english) -> String {
    let civil = CivilTime(seconds: wholeSeconds(date))
    if !formats.isEnglish {
      return LongDateFormats.lookup(formats.language).text(
        year: eraYear(civil.year), month: civil.month, day: civil.day)
    }
    return "\(monthNames[civil.month - 1]) \(civil.day), \(eraYear(civil.year))"
  }

  /// The calendar difference between `now` and `date` behind `.relative` and `.offset`, and whether `date`
  /// is ahead. Whole seconds, rounded toward zero (the documented `11 min, 14 sec` / `-11 minutes` pair
  /// truncates). Units: year, month, week, day, hour, minute, second, in the Gregorian calendar in UTC,
  /// counted from the earlier instant to the later one whichever way the date lies (SwiftUI's direction for
  /// past dates is undocumented). Weeks are counted because SwiftUI's one documented unit set for a live
  /// duration, `SystemFormatStyle.DateOffset`'s default `allowedFields`, is `[.year, .month, .week, .day,
  /// .hour, .minute, .second]` with `maxFieldCount: 2` (and `DateComponentsFormatter`'s units include
  /// `weekOfMonth`); the `Text.DateStyle.relative` page's examples (`2 hours, 23 minutes`, `1 year, 1 month`)
  /// say nothing about weeks. The second unit is the one right below the first, dropped when zero: the rule
  /// this type has always drawn, not a documented one. `.relative` abbreviates the units as the WidgetKit
  /// article's `11 min, 14 sec` does; `.offset` writes its one unit out, as that article's `-11 minutes`.
  static func relativeUnits(to date: Date, now: Date) -> (units: [(CalendarUnit, Int)], future: Bool) {
    let target = clamped(date.timeIntervalSince1970)
    let origin = clamped(now.timeIntervalSince1970)
    let total = Int(abs(target - origin).rounded(.down))
    let start = Int(min(target, origin).rounded(.down))
    return (calendarDifference(from: start, to: start + total), target > origin)
  }

  /// Dates a push can carry may be absurd (1e300 seconds); keep arithmetic within `Int`.
  package static func clamped(_ seconds: TimeInterval) -> TimeInterval {
    guard seconds.isFinite else { return 0 }
    return min(max(seconds, -1e15), 1e15)
  }

  /// The instant as whole seconds since 1970, rounded down (a clock shows the second it is in).
  static func wholeSeconds(_ date: Date) -> Int { Int(clamped(date.timeIntervalSince1970).rounded(.down)) }

  /// A timer's `m:ss` (below an hour, or always when `showsHours` is false: `90:00`) or `h:mm:ss`.
  static func clock(_ seconds: Int, showsHours: Bool, separator: String = ":") -> String {
    let minutes = showsHours ? seconds % 3600 / 60 : seconds / 60
    let rest = seconds % 60
    if showsHours, seconds >= 3600 {
      return "\(seconds / 3600)\(separator)\(twoDigits(minutes))\(separator)\(twoDigits(rest))"
    }
    return "\(minutes)\(separator)\(twoDigits(rest))"
  }

  /// 1 ... 12 for an hour of the day 0 ... 23.
  static func twelveHour(_ hour: Int) -> Int { hour % 12 == 0 ? 12 : hour % 12 }

  /// The year as ICU's `y` writes it: the year of its era, so 1 BC (year 0) is `1`.
  static func eraYear(_ year: Int) -> Int { year > 0 ? year : 1 - year }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

  private static func plural(_ count: Int, _ unit: String) -> String {
    count == 1 ? "1 \(unit)" : "\(grouped(count)) \(unit)s"
  }

  /// A count of units as ICU's measure format writes it in en_US: grouped from a thousand (`1,500 yrs`, as
  /// `Duration.UnitsFormatStyle` writes `1,500 hr`); only years reach it, for a date centuries away.
  private static func grouped(_ count: Int) -> String {
    LocaleFormats.english.grouped(String(count))
  }
}
