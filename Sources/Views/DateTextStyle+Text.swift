import Formatting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DateTextStyle {
  /// What `Text(date, style: self)` shows at `now`.
  public func text(_ date: Date, now: Date, formats: LocaleFormats) -> String {
    switch self {
    case .timer: DateText.timer(until: date, now: now, formats: formats)
    case .relative: DateText.relative(to: date, now: now, formats: formats)
    case .time: DateText.time(date, formats: formats)
    case .offset: DateText.offset(to: date, now: now, formats: formats)
    case .date: DateText.date(date, formats: formats)
    }
  }
}
