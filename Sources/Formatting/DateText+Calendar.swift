extension DateText {
  /// A UTC instant in whole seconds, broken into the proleptic Gregorian calendar's fields: the one time zone
  /// and calendar every frame uses. Pure integer arithmetic, so any clamped instant (±1e15 s, about ±31
  /// million years) converts without trapping. Foundation's Gregorian calendar switches to the Julian one
  /// before 1582-10-15; la-sim does not, which only matters for dates no Live Activity shows.
  struct CivilTime: Equatable {
    /// The year, astronomical numbering (0 is 1 BC).
    var year: Int
    /// 1 ... 12.
    var month: Int
    /// 1 ... 31.
    var day: Int
    /// 0 ..< 86400.
    var secondOfDay: Int

    /// The fields of `seconds` since 1970-01-01 00:00:00 UTC.
    init(seconds: Int) {
      let days = Self.floorDivide(seconds, 86400)
      secondOfDay = seconds - days * 86400
      // Howard Hinnant's `civil_from_days`.
      let shifted = days + 719_468
      let era = Self.floorDivide(shifted, 146_097)
      let dayOfEra = shifted - era * 146_097
      let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
      let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
      let monthIndex = (5 * dayOfYear + 2) / 153
      day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
      month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
      year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    init(year: Int, month: Int, day: Int, secondOfDay: Int) {
      self.year = year
      self.month = month
      self.day = day
      self.secondOfDay = secondOfDay
    }

    /// Seconds since 1970-01-01 00:00:00 UTC (Hinnant's `days_from_civil`).
    var seconds: Int {
      let shiftedYear = month <= 2 ? year - 1 : year
      let era = Self.floorDivide(shiftedYear, 400)
      let yearOfEra = shiftedYear - era * 400
      let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
      let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
      return (era * 146_097 + dayOfEra - 719_468) * 86400 + secondOfDay
    }

    /// 0 is Sunday ... 6 is Saturday (1970-01-01 was a Thursday).
    var weekday: Int { Self.floorModulo(Self.floorDivide(seconds, 86400) + 4, 7) }

    var hour: Int { secondOfDay / 3600 }
    var minute: Int { secondOfDay % 3600 / 60 }
    var second: Int { secondOfDay % 60 }

    /// The same day and time `count` months later (or earlier), the day cut to the month's length, as
    /// `Calendar.date(byAdding: .month, ...)` does: January 31 plus one month is February 28 (or 29).
    func addingMonths(_ count: Int) -> CivilTime {
      let index = year * 12 + (month - 1) + count
      let newYear = Self.floorDivide(index, 12)
      let newMonth = index - newYear * 12 + 1
      let length = Self.daysInMonth(year: newYear, month: newMonth)
      return CivilTime(year: newYear, month: newMonth, day: min(day, length), secondOfDay: secondOfDay)
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
      switch month {
      case 2: isLeap(year) ? 29 : 28
      case 4, 6, 9, 11: 30
      default: 31
      }
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
      let quotient = value / divisor
      return value % divisor < 0 ? quotient - 1 : quotient
    }

    static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
      let rest = value % divisor
      return rest < 0 ? rest + divisor : rest
    }
  }

  /// The units SwiftUI's duration texts count in, largest first.
  enum CalendarUnit: CaseIterable {
    case year, month, week, day, hour, minute, second

    /// The English unit, singular.
    var name: String {
      switch self {
      case .year: "year"
      case .month: "month"
      case .week: "week"
      case .day: "day"
      case .hour: "hour"
      case .minute: "minute"
      case .second: "second"
      }
    }

    /// The unit as WidgetKit abbreviates it in a `.relative` text, CLDR's English short unit (the one
    /// `Duration.UnitsFormatStyle` with `width: .abbreviated` writes on this toolchain, and iOS 17 and
    /// later with CLDR 42): `1 hr`, `2 hrs`, `11 min`, `14 secs`, `1 day`, `2 wks`, `3 mths`, `1 yr`.
    func abbreviated(_ count: Int) -> String {
      let one = count == 1
      return switch self {
      case .year: one ? "yr" : "yrs"
      case .month: one ? "mth" : "mths"
      case .week: one ? "wk" : "wks"
      case .day: one ? "day" : "days"
      case .hour: one ? "hr" : "hrs"
      case .minute: "min"
      case .second: one ? "sec" : "secs"
      }
    }
  }

  /// The calendar difference from `start` to `end` (seconds, `start <= end`) in every `CalendarUnit`, as
  /// `Calendar.dateComponents([.year, .month, .weekOfMonth, .day, .hour, .minute, .second], from:to:)`
  /// gives it in the Gregorian calendar in UTC: each unit in turn takes as many whole units as fit, counted
  /// from where the previous one stopped (months are added all at once to that point, not one by one, so
  /// January 31 to March 31 is 2 months, not 1 month 31 days).
  static func calendarDifference(from start: Int, to end: Int) -> [(CalendarUnit, Int)] {
    var current = CivilTime(seconds: start)
    let last = CivilTime(seconds: end)
    var years = last.year - current.year
    if years > 0, current.addingMonths(12 * years).seconds > end { years -= 1 }
    current = current.addingMonths(12 * years)
    var months = (last.year - current.year) * 12 + (last.month - current.month)
    if months > 0, current.addingMonths(months).seconds > end { months -= 1 }
    current = current.addingMonths(months)
    var rest = end - current.seconds
    var result: [(CalendarUnit, Int)] = [(.year, years), (.month, months)]
    for (unit, size) in [
      (CalendarUnit.week, 604_800), (.day, 86400), (.hour, 3600), (.minute, 60), (.second, 1),
    ] {
      result.append((unit, rest / size))
      rest %= size
    }
    return result
  }
}
