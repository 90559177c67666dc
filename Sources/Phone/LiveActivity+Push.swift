import Delivery
import Fixture
import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LiveActivity {
  /// Starts an activity from a `start` push (push-to-start): the push's attributes and content, at the instant
  /// it names; refused over the 4 KB budget like any start.
  public static func start(
    from push: PushPayload, definition: ActivityDefinition, label: String? = nil
  ) throws(RequestError) -> LiveActivity {
    try request(
      definition: definition, attributes: push.attributes ?? definition.attributes,
      content: push.contentState,
      staleDate: push.staleDate, relevanceScore: push.relevanceScore, alert: push.alert,
      timestamp: push.timestamp,
      at: push.arrival, label: "push start" + (label.map { " \($0)" } ?? ""))
  }

  /// Applies an `update` or `end` push at the instant it names, as the device would: ignored after the end or
  /// when its timestamp is not newer than the last applied push's; an `end` dismisses at its `dismissal-date`
  /// (clamped to 4 hours; in the past, at once) or 4 hours after the end without one. A `start` push never
  /// changes an existing activity: it starts another one (`start(from:definition:)`).
  @discardableResult
  public mutating func receive(_ push: PushPayload, label: String? = nil) -> EventOutcome {
    let name = "push \(push.event.rawValue)" + (label.map { " \($0)" } ?? "")
    switch push.event {
    case .start:
      return record(
        name,
        outcome: .ignored("a start push starts a new activity (push-to-start); it does not change this one"),
        at: push.arrival)
    case .update:
      let update = ActivityUpdate(
        content: push.contentState, staleDate: push.staleDate, relevanceScore: push.relevanceScore,
        alert: push.alert, timestamp: push.timestamp, label: label)
      return apply(.update(update), at: push.arrival)
    case .end:
      return applyPushEnd(
        push.contentState, policy: push.dismissalPolicy, timestamp: push.timestamp, label: name,
        at: push.arrival)
    }
  }

  /// Logs, at `date`, a push the device could not decode: it never reaches the activity, but the timeline
  /// shows it was sent. Time still passes up to `date`.
  @discardableResult
  public mutating func recordRejected(_ label: String, reason: String, at date: Date) -> EventOutcome {
    record("push \(label)", outcome: .refused(reason), at: date)
  }
}
