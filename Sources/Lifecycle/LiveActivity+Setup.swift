import Fixture

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LiveActivity {
  /// The instant every simulation starts unless told otherwise: 2026-11-29 10:00:00 UTC.
  public static let referenceStart = Date(timeIntervalSince1970: 1_795_946_400)

  /// The activity started at step `step` and brought into `state` at the start, then left to run `elapsed`
  /// seconds, so that `render` and `check` show any step in any state reproducibly.
  public static func prepared(
    _ definition: ActivityDefinition, step: Int, state: ActivityState?, elapsed: TimeInterval,
    start: Date = referenceStart
  ) -> LiveActivity {
    var activity = LiveActivity(definition: definition, startingAt: start, step: step)
    switch state {
    case .stale?: activity.apply(.markStale, at: start)
    case .ended?: activity.end(with: definition.end, at: start)
    case .dismissed?: activity.apply(.removeByPerson, at: start)
    case .active?, nil: break
    }
    activity.apply(.tick, at: start.addingTimeInterval(max(0, elapsed)))
    return activity
  }
}
