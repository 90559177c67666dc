/// The APNs request headers an envelope file carries (HTTP/2 header names are lowercase).
package struct PushHeaders: Equatable, Sendable {
  /// `apns-push-type`; a Live Activity push needs `liveactivity`.
  package var pushType: String?
  /// `apns-topic`; a Live Activity push needs `<bundle id>.push-type.liveactivity`.
  package var topic: String?
  /// `apns-priority`: 5 or 10; APNs uses 10 when the header is absent.
  package var priority: Int?
  /// `apns-expiration`: Unix seconds until which APNs keeps trying; 0 means "now or never".
  package var expiration: Int?
  /// `apns-collapse-id`: pushes with the same one replace each other on the device.
  package var collapseID: String?
  /// `apns-channel-id`: a broadcast push to every activity subscribed to the channel (iOS 18).
  package var channelID: String?

  /// Headers.
  package init(pushType: String? = nil, topic: String? = nil, priority: Int? = nil) {
    self.pushType = pushType
    self.topic = topic
    self.priority = priority
  }

  /// The topic a Live Activity push for `bundleIdentifier` must carry.
  package static func liveActivityTopic(for bundleIdentifier: String) -> String {
    bundleIdentifier + topicSuffix
  }

  /// What every Live Activity topic ends with.
  package static let topicSuffix = ".push-type.liveactivity"
}
