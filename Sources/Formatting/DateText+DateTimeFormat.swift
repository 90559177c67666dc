import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DateText {
  /// `Text(date, format: .dateTime…)` as en_US writes it in UTC, e.g. `.dateTime.hour().minute()` is
  /// `10:30\u{202F}PM`, `.dateTime.month().day()` is `Dec 1`, `.dateTime` alone `12/1/2026, 10:30\u{202F}PM`.
  ///
  /// The patterns are ICU's en_US ones (CLDR availableFormats, as the ICU that ships with Swift on Linux
  /// has them, checked field set by field set against Foundation's `Date.FormatStyle`): the date part
  /// (`E, MMM d, y`, `M/d/y`, `E d`, ...) and the time part (`h:mm a` with U+202F before AM/PM, `hh:mm`
  /// without AM/PM, `mm:ss`), joined by ` at ` when the month is a word other than narrow, by a space for a
  /// weekday before an hour and minute (`Tue 10:30 PM`), by `, ` otherwise.
  ///
  /// With a `locale` other than en, as Foundation writes it in that language (`localizedFormatted`), e.g.
  /// `.dateTime.month().day().hour().minute()` as `1. Dez., 22:30` in de.
  public static func formatted(_ date: Date, _ format: DateTimeFormat) -> String {
    let format = format.isEmpty ? DateTimeFormat.numericDateShortTime.locale(format.locale) : format
    if let locale = format.locale {
      let formats = LocaleFormats.lookup(locale)
      if !formats.isEnglish { return localizedFormatted(date, format, language: formats.language) }
    }
    let civil = CivilTime(seconds: wholeSeconds(date))
    let datePart = dateText(civil, format)
    let timePart = timeText(civil, format)
    guard let datePart, let timePart else { return datePart ?? timePart ?? "" }
    let weekdayOnly = format.year == nil && format.month == nil && format.day == nil
    if weekdayOnly, format.hour != nil, format.minute != nil { return datePart + " " + timePart }
    if let month = format.month, month == .abbreviated || month == .wide {
      return datePart + " at " + timePart
    }
    return datePart + ", " + timePart
  }

  /// The date part, or nil when no date field is asked for.
  private static func dateText(_ civil: CivilTime, _ format: DateTimeFormat) -> String? {
    let year = format.year.map {
      $0 == .twoDigits ? twoDigits(eraYear(civil.year) % 100) : String(eraYear(civil.year))
    }
    let day = format.day.map { $0 == .twoDigits ? twoDigits(civil.day) : String(civil.day) }
    let weekday = format.weekday.map { weekdayName(civil.weekday, $0) }
    guard let month = format.month else {
      // `d`, `y`, `ccc`, `E d`; year and day, or a year with a weekday, never reach here (the parser
      // rejects them), so they are joined by a space rather than trapping.
      return [weekday, day, year].compactMap { $0 }.joined(separator: " ").nilIfEmpty
    }
    let monthText = monthName(civil.month, month)
    let body: String
    switch (month.isNumeric, day, year) {
    case (true, let day?, let year?): body = "\(monthText)/\(day)/\(year)"
    case (true, let day?, nil): body = "\(monthText)/\(day)"
    case (true, nil, let year?): body = "\(monthText)/\(year)"
    case (false, let day?, let year?): body = "\(monthText) \(day), \(year)"
    case (false, let day?, nil): body = "\(monthText) \(day)"
    case (false, nil, let year?): body = "\(monthText) \(year)"
    case (_, nil, nil): body = monthText
    }
    guard let weekday else { return body }
    return day == nil ? "\(body) \(weekday)" : "\(weekday), \(body)"
  }

  /// The time part, or nil when no time field is asked for.
  private static func timeText(_ civil: CivilTime, _ format: DateTimeFormat) -> String? {
    guard let hour = format.hour else {
      switch (format.minute, format.second) {
      case (nil, nil): return nil
      case (let width?, nil): return width == .twoDigits ? twoDigits(civil.minute) : String(civil.minute)
      case (nil, let width?): return width == .twoDigits ? twoDigits(civil.second) : String(civil.second)
      case (_?, _?): return "\(twoDigits(civil.minute)):\(twoDigits(civil.second))"
      }
    }
    let twelve = twelveHour(civil.hour)
    var text = hour.digits == .twoDigits || hour.amPM == .omitted ? twoDigits(twelve) : String(twelve)
    if format.minute != nil || format.second != nil { text += ":" + twoDigits(civil.minute) }
    if format.second != nil { text += ":" + twoDigits(civil.second) }
    switch hour.amPM {
    case .omitted: return text
    case .narrow: return text + "\u{202F}" + (civil.hour < 12 ? "a" : "p")
    case .abbreviated, .wide: return text + "\u{202F}" + (civil.hour < 12 ? "AM" : "PM")
    }
  }

  private static func monthName(_ month: Int, _ width: DateTimeFormat.Month) -> String {
    let name = monthNames[month - 1]
    switch width {
    case .defaultDigits: return String(month)
    case .twoDigits: return twoDigits(month)
    case .abbreviated: return String(name.prefix(3))
    case .wide: return name
    case .narrow: return String(name.prefix(1))
    }
  }

  private static func weekdayName(_ weekday: Int, _ width: DateTimeFormat.Weekday) -> String {
    let name = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekday]
    switch width {
    case .abbreviated: return String(name.prefix(3))
    case .wide: return name
    case .narrow: return String(name.prefix(1))
    case .short: return String(name.prefix(2))
    }
  }
}

extension String {
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
