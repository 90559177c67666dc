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
public struct PushPayload: Equatable, Sendable {
  /// `start`, `update` or `end`.
  public var event: PushEvent
  /// `timestamp`, read as seconds since 1970: what the device orders updates by.
  public var timestamp: Date
  /// The instant the push is applied at: its timestamp, or the timestamp divided by 1000 when it was written in
  /// milliseconds (ordering still uses `timestamp`, as the device would).
  public var arrival: Date
  /// The decoded `content-state`.
  public var contentState: ContentState
  /// `stale-date`, if any.
  public var staleDate: Date?
  /// `dismissal-date` of an `end` push, if any.
  public var dismissalDate: Date?
  /// `relevance-score`, if any.
  public var relevanceScore: Double?
  /// `alert`, with localized texts shown as their formats (la-sim has no strings tables).
  public var alert: AlertContent?
  /// `attributes-type` of a `start` push.
  public var attributesType: String?
  /// The decoded `attributes` of a `start` push.
  public var attributes: [String: Value]?
  /// The request headers, when the file is an envelope.
  public var headers: PushHeaders?
  /// The envelope's `"activity"`: the name of the activity on the phone the push is for (nil: la-sim picks).
  public var activity: String?
  /// The envelope's `"token"`: the push token the server sent it to (nil: la-sim routes by name or topic).
  public var token: String?
  /// A start push's `input-push-token: 1`: the new activity gets an update token (iOS 18).
  public var inputPushToken = false
  /// A start push's `input-push-channel`: the broadcast channel the new activity subscribes to (iOS 18).
  public var inputPushChannel: String?

  /// A payload.
  public init(
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
  public var dismissalPolicy: DismissalPolicy {
    dismissalDate.map { .after($0) } ?? .default
  }
}
