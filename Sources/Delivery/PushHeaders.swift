/// The APNs request headers an envelope file carries (HTTP/2 header names are lowercase).
public struct PushHeaders: Equatable, Sendable {
  /// `apns-push-type`; a Live Activity push needs `liveactivity`.
  public var pushType: String?
  /// `apns-topic`; a Live Activity push needs `<bundle id>.push-type.liveactivity`.
  public var topic: String?
  /// `apns-priority`: 5 or 10; APNs uses 10 when the header is absent.
  public var priority: Int?
  /// `apns-expiration`: Unix seconds until which APNs keeps trying; 0 means "now or never".
  public var expiration: Int?
  /// `apns-collapse-id`: pushes with the same one replace each other on the device.
  public var collapseID: String?
  /// `apns-channel-id`: a broadcast push to every activity subscribed to the channel (iOS 18).
  public var channelID: String?

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
  /// The path a push to a token is posted to, before the token: `/3/device/{token}`.
  public static let devicePath = "/3/device/"
  /// The path a broadcast (iOS 18, `apns-channel-id`) is posted to, before the app's bundle identifier:
  /// `/4/broadcasts/apps/{bundle id}`.
  public static let broadcastPath = "/4/broadcasts/apps/"
}
