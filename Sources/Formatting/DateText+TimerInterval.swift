#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DateText {
  /// `Text(timerInterval: start...end, pauseTime:, countsDown:, showsHours:)` at `now`, with `.timer`'s
  /// `m:ss` / `h:mm:ss` (or, when `showsHours` is false, minutes past 59: `90:00`).
  ///
  /// Counting down it shows the interval's length until `start`, then the time left, rounded up as `.timer`
  /// rounds it (so `0:00` only once the end is reached), and stays at `0:00`. Counting up it shows `0:00`
  /// until `start`, then the time gone, rounded down, and stops at the length. A `pauseTime` freezes the
  /// text at that instant once it is reached ("the date at which to pause the timer"; Apple's example pauses
  /// a 12-minute countdown at `10:00`). An end before the start is read as an empty interval. `separator`
  /// is the language's (`LocaleFormats.timerSeparator`: `.` in fi).
  public static func timerInterval(
    start: Date, end: Date, now: Date, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true, separator: String = ":"
  ) -> String {
    var instant = clamped(now.timeIntervalSince1970)
    if let pauseTime { instant = min(instant, clamped(pauseTime.timeIntervalSince1970)) }
    let (from, length) = bounds(start, end)
    let elapsed = min(max(instant - from, 0), length)
    let seconds = countsDown ? Int((length - elapsed).rounded(.up)) : Int(elapsed.rounded(.down))
    return clock(seconds, showsHours: showsHours, separator: separator)
  }

  /// The widest text `timerInterval` shows over the whole interval, which layout sizes a bounded timer by
  /// (unlike `.timer`, whose text has no bound and which takes all the width offered): the text of the
  /// largest value, the full length (`15:00` for 15 minutes, `1:00:00` for an hour), as every shorter value
  /// has no more characters. Exact for tabular digits (`.monospacedDigit()`, as timers are usually drawn);
  /// with proportional digits another value of as many characters may be a little wider.
  public static func widestTimerInterval(
    start: Date, end: Date, countsDown: Bool = true, showsHours: Bool = true, separator: String = ":"
  ) -> String {
    let length = bounds(start, end).length
    return clock(
      Int(countsDown ? length.rounded(.up) : length.rounded(.down)), showsHours: showsHours,
      separator: separator)
  }

  /// `ProgressView(timerInterval: start...end, countsDown:)` at `now`: the filled fraction, 0 ... 1.
  /// Counting down the bar starts full and empties; counting up it fills (Apple's example: 30 s into a
  /// 120 s interval is "25 percent complete", so 0.75 counting down, 0.25 up). An empty interval is done.
  public static func timerProgress(start: Date, end: Date, now: Date, countsDown: Bool = true) -> Double {
    let (from, length) = bounds(start, end)
    let done = length > 0 ? min(max((clamped(now.timeIntervalSince1970) - from) / length, 0), 1) : 1
    return countsDown ? 1 - done : done
  }

  /// The clamped start and the non-negative length of `start...end`, in seconds.
  private static func bounds(_ start: Date, _ end: Date) -> (start: Double, length: Double) {
    let from = clamped(start.timeIntervalSince1970)
    return (from, max(clamped(end.timeIntervalSince1970) - from, 0))
  }
}
