import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Fixed formatting of instants for logs and messages: UTC, ISO 8601, independent of the machine's locale.
public enum ClockText {
  /// `2026-11-29T10:00:00Z`.
  public static func iso(_ date: Date) -> String {
    let seconds = Int(clamp(date.timeIntervalSince1970).rounded(.down))
    let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
    let secondOfDay = seconds - days * 86400
    let (year, month, day) = civil(fromDays: days)
    let two = { (value: Int) in String.zeroPadded(value, width: 2) }
    let date = "\(String.zeroPadded(year, width: 4))-\(two(month))-\(two(day))"
    return "\(date)T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):\(two(secondOfDay % 60))Z"
  }

  /// `+1h02m03s` style offset of `date` from `origin`, for status lines and logs.
  public static func offset(_ date: Date, from origin: Date) -> String {
    let total = Int(clamp(date.timeIntervalSince(origin)).rounded(.down))
    let sign = total < 0 ? "-" : "+"
    let magnitude = abs(total)
    let hours = magnitude / 3600
    let minutes = magnitude % 3600 / 60
    let seconds = magnitude % 60
    let two = { (value: Int) in String.zeroPadded(value, width: 2) }
    if hours > 0 { return "\(sign)\(hours)h\(two(minutes))m\(two(seconds))s" }
    if minutes > 0 { return "\(sign)\(minutes)m\(two(seconds))s" }
    return "\(sign)\(seconds)s"
  }

  /// Keeps absurd instants (a payload may carry 1e300) within what `Int` arithmetic can hold.
  package static func clamp(_ seconds: Double) -> Double {
    guard seconds.isFinite else { return 0 }
    return min(max(seconds, -1e13), 1e13)
  }

  /// Year, month, day of a count of days since 1970-01-01 (proleptic Gregorian).
  package static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
