import Formatting
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ViewResolver {
  /// The dates of `start...end`, or nil when a field is unset.
  func dates(_ interval: TimerInterval) -> (start: Date, end: Date)? {
    guard let start = value(interval.start.field)?.date, let end = value(interval.end.field)?.date else {
      return nil
    }
    return (
      start.addingTimeInterval(DateText.clamped(interval.start.offset)),
      end.addingTimeInterval(DateText.clamped(interval.end.offset))
    )
  }

  /// `Text(timerInterval:)`: today's value, measured as its widest one so it keeps one width.
  func timerText(_ interval: TimerInterval, _ style: ViewStyle) -> LayoutView {
    guard let (start, end) = dates(interval) else { return .empty }
    let separator = formats.timerSeparator
    let shown = DateText.timerInterval(
      start: start, end: end, now: now, countsDown: interval.countsDown, showsHours: interval.showsHours,
      separator: separator)
    let widest = DateText.widestTimerInterval(
      start: start, end: end, countsDown: interval.countsDown, showsHours: interval.showsHours,
      separator: separator)
    return text(shown, style, measuredAs: widest)
  }

  /// `ProgressView(timerInterval:countsDown:)`'s fraction now.
  func intervalFraction(_ interval: TimerInterval) -> Double {
    guard let (start, end) = dates(interval) else { return 0 }
    return DateText.timerProgress(start: start, end: end, now: now, countsDown: interval.countsDown)
  }
}
