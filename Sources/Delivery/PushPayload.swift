import Fixture

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Live Activity push as the device decodes it: what it asks for, with every date as an instant.
package struct PushPayload: Equatable, Sendable {
  /// `start`, `update` or `end`.
  package var event: PushEvent
  /// `timestamp`, read as seconds since 1970: what the device orders updates by.
  package var timestamp: Date
  /// The instant the push is applied at: its timestamp, or the timestamp divided by 1000 when it was written in
  /// milliseconds (ordering still uses `timestamp`, as the device would).
  package var arrival: Date
  /// The decoded `content-state`.
  package var contentState: ContentState
  /// `stale-date`, if any.
  package var staleDate: Date?
  /// `dismissal-date` of an `end` push, if any.
  package var dismissalDate: Date?
  /// `relevance-score`, if any.
  package var relevanceScore: Double?
  /// `alert`, with localized texts shown as their formats (la-sim has no strings tables).
  package var alert: AlertContent?
  /// `attributes-type` of a `start` push.
  package var attributesType: String?
  /// The decoded `attributes` of a `start` push.
  package var attributes: [String: Value]?
  /// The request headers, when the file is an envelope.
  package var headers: PushHeaders?
  /// The envelope's `"activity"`: the name of the activity on the phone the push is for (nil: la-sim picks).
  package var activity: String?
  /// The envelope's `"token"`: the push token the server sent it to (nil: la-sim routes by name or topic).
  package var token: String?
  /// A start push's `input-push-token: 1`: the new activity gets an update token (iOS 18).
  package var inputPushToken = false
  /// A start push's `input-push-channel`: the broadcast channel the new activity subscribes to (iOS 18).
  package var inputPushChannel: String?

  /// A payload.
  package init(
    event: PushEvent, timestamp: Date, arrival: Date? = nil, contentState: ContentState,
    staleDate: Date? = nil,
    dismissalDate: Date? = nil, relevanceScore: Double? = nil, alert: AlertContent? = nil,
    attributesType: String? = nil, attributes: [String: Value]? = nil, headers: PushHeaders? = nil,
    activity: String? = nil
  ) {
    self.event = event
    self.timestamp = timestamp
    self.arrival = arrival ?? timestamp
    self.contentState = contentState
    self.staleDate = staleDate
    self.dismissalDate = dismissalDate
    self.relevanceScore = relevanceScore
    self.alert = alert
    self.attributesType = attributesType
    self.attributes = attributes
    self.headers = headers
    self.activity = activity
  }

  /// The dismissal policy of an `end` push: `.after(dismissal-date)`, or `.default` without one.
  package var dismissalPolicy: DismissalPolicy {
    dismissalDate.map { .after($0) } ?? .default
  }
}
