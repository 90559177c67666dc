#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// SwiftUI's date text styles, in the fixed locale (en_US) and time zone (UTC) every frame uses.
public enum DateText {
  /// `Text(date, style: .timer)`: `m:ss` below an hour, `h:mm:ss` from an hour; counts up past the date.
  public static func timer(until date: Date, now: Date) -> String {
    let remaining = clamped(date.timeIntervalSince(now))
    let seconds = remaining >= 0 ? Int(remaining.rounded(.up)) : Int((-remaining).rounded(.down))
    let hours = seconds / 3600
    let minutes = seconds % 3600 / 60
    let rest = seconds % 60
    if hours > 0 { return "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" }
    return "\(minutes):\(twoDigits(rest))"
  }

  /// `Text(date, style: .relative)`: the largest unit and the next one when not zero, e.g. `2 hours, 23 minutes`.
  public static func relative(to date: Date, now: Date) -> String {
    let total = Int(abs(clamped(date.timeIntervalSince(now))).rounded(.down))
    let units: [(Int, String)] = [(86400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
    guard let first = units.firstIndex(where: { total >= $0.0 }) else { return "0 seconds" }
    var parts = [plural(total / units[first].0, units[first].1)]
    if first + 1 < units.count {
      let next = total % units[first].0 / units[first + 1].0
      if next > 0 { parts.append(plural(next, units[first + 1].1)) }
    }
    return parts.joined(separator: ", ")
  }

  /// `Text(date, style: .time)`: e.g. `10:30 AM`.
  public static func time(_ date: Date) -> String {
    let seconds = Int(clamped(date.timeIntervalSince1970).rounded(.down))
    let secondOfDay = ((seconds % 86400) + 86400) % 86400
    let hour = secondOfDay / 3600
    let minute = secondOfDay % 3600 / 60
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    return "\(twelve):\(twoDigits(minute)) \(hour < 12 ? "AM" : "PM")"
  }

  /// A 0…1 fraction as a whole percentage, e.g. `60%`.
  public static func percent(_ fraction: Double) -> String {
    guard fraction.isFinite else { return "0%" }
    // A push may carry any Double; a percentage beyond ±1e15 is shown clamped rather than trapping.
    return "\(Int(min(max(fraction * 100, -1e15), 1e15).rounded()))%"
  }

  /// Dates a push can carry may be absurd (1e300 seconds); keep arithmetic within `Int`.
  static func clamped(_ seconds: TimeInterval) -> TimeInterval {
    guard seconds.isFinite else { return 0 }
    return min(max(seconds, -1e15), 1e15)
  }

  private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

  private static func plural(_ count: Int, _ unit: String) -> String {
    count == 1 ? "1 \(unit)" : "\(count) \(unit)s"
  }
}
