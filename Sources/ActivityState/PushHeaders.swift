/// The APNs request headers an envelope file carries (HTTP/2 header names are lowercase).
public struct PushHeaders: Equatable, Sendable {
  /// `apns-push-type`; a Live Activity push needs `liveactivity`.
  public var pushType: String?
  /// `apns-topic`; a Live Activity push needs `<bundle id>.push-type.liveactivity`.
  public var topic: String?
  /// `apns-priority`: 5 or 10; APNs uses 10 when the header is absent.
  public var priority: Int?

  /// Headers.
  public init(pushType: String? = nil, topic: String? = nil, priority: Int? = nil) {
    self.pushType = pushType
    self.topic = topic
    self.priority = priority
  }

  /// The topic a Live Activity push for `bundleIdentifier` must carry.
  public static func liveActivityTopic(for bundleIdentifier: String) -> String {
    bundleIdentifier + topicSuffix
  }

  /// What every Live Activity topic ends with.
  public static let topicSuffix = ".push-type.liveactivity"
}
