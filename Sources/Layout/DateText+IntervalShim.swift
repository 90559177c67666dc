#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DateText {
  /// `countsDown:` and `showsHours:`.
  public struct TimerIntervalOptions: Sendable {
    /// Counts down to 0:00 (SwiftUI's default) or up from 0:00.
    public var countsDown = true
    /// Shows hours, or minutes past 59.
    public var showsHours = true
  }

  /// `Text(timerInterval:)` at `now`.
  public static func timerInterval(_ range: ClosedRange<Date>, now: Date, _ options: TimerIntervalOptions)
    -> String
  {
    let length = clamped(range.upperBound.timeIntervalSince(range.lowerBound))
    let elapsed = min(max(0, clamped(now.timeIntervalSince(range.lowerBound))), length)
    let shown = options.countsDown ? (length - elapsed).rounded(.up) : elapsed.rounded(.down)
    return clock(Int(shown), showsHours: options.showsHours)
  }

  /// The widest text `timerInterval` shows over the range: its length.
  public static func widestTimerInterval(_ range: ClosedRange<Date>, _ options: TimerIntervalOptions)
    -> String
  {
    let length = clamped(range.upperBound.timeIntervalSince(range.lowerBound))
    return clock(Int(length.rounded(.up)), showsHours: options.showsHours)
  }

  /// `ProgressView(timerInterval:countsDown:)`'s fraction at `now`.
  public static func timerIntervalFraction(_ range: ClosedRange<Date>, now: Date, countsDown: Bool) -> Double
  {
    let length = clamped(range.upperBound.timeIntervalSince(range.lowerBound))
    guard length > 0 else { return countsDown ? 0 : 1 }
    let done = min(max(0, clamped(now.timeIntervalSince(range.lowerBound)) / length), 1)
    return countsDown ? 1 - done : done
  }

  private static func clock(_ seconds: Int, showsHours: Bool) -> String {
    let two = { (value: Int) in value < 10 ? "0\(value)" : String(value) }
    if showsHours, seconds >= 3600 {
      return "\(seconds / 3600):\(two(seconds % 3600 / 60)):\(two(seconds % 60))"
    }
    return "\(seconds / 60):\(two(seconds % 60))"
  }
}
