import Formatting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// When an ended activity leaves the Lock Screen (ActivityKit's `ActivityUIDismissalPolicy`).
public enum DismissalPolicy: Equatable, Sendable, CustomStringConvertible {
  /// `.default`: up to four hours after the end.
  case `default`
  /// `.immediate`: at once.
  case immediate
  /// `.after(date)`: at `date`, but no later than four hours after the end.
  case after(Date)

  /// How long the system keeps an ended activity at most.
  public static let maximumLinger: TimeInterval = 4 * 3600

  /// The instant an activity ended at `end` is dismissed under this policy.
  public func dismissalDate(endedAt end: Date) -> Date {
    let latest = end.addingTimeInterval(Self.maximumLinger)
    switch self {
    case .default: return latest
    case .immediate: return end
    case .after(let date): return max(end, min(date, latest))
    }
  }

  /// `.default`, `.immediate` or `.after(…)`.
  public var description: String {
    switch self {
    case .default: ".default"
    case .immediate: ".immediate"
    case .after(let date): ".after(\(ClockText.iso(date)))"
    }
  }
}

/// A dismissal policy written in a fixture, with `.after` relative to the end.
public enum DismissalTemplate: Equatable, Sendable {
  /// `.default`.
  case `default`
  /// `.immediate`.
  case immediate
  /// `.after(end + delay)`.
  case afterDelay(TimeInterval)

  /// The policy for an end at `now`.
  public func resolve(at now: Date) -> DismissalPolicy {
    switch self {
    case .default: .default
    case .immediate: .immediate
    case .afterDelay(let delay): .after(now.addingTimeInterval(delay))
    }
  }
}
