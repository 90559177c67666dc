import JSON

/// Whom a payload file is addressed to, read from its envelope before it is decoded: the app (`apns-topic`),
/// the activity (`"activity"`, la-sim's name) and the push token (`"token"`, as APNs routes it).
public struct PushAddress: Equatable, Sendable {
  /// The `apns-topic` header, as written.
  public var topic: String?
  /// The envelope's `"activity"`.
  public var activity: String?
  /// The envelope's `"token"`.
  public var token: String?
  /// The `event` the body names, when it is one (read here to route a start push to its app).
  public var event: PushEvent?
  /// The `apns-channel-id` header: a broadcast to every activity subscribed to the channel.
  public var channel: String?
  /// The envelope's `"environment"`: the APNs server it was sent to (`development`: the sandbox).
  public var environment: String?

  /// An address.
  public init(topic: String? = nil, activity: String? = nil, token: String? = nil, event: PushEvent? = nil) {
    self.event = event
    self.topic = topic
    self.activity = activity
    self.token = token
  }

  /// The address of a parsed payload file; a bare body `{"aps": …}` has none. Values of the wrong type are
  /// left out here: the decoder reports them.
  public static func of(_ root: JSONValue) -> PushAddress {
    guard case .object(let members) = root, root["body"] != nil, root["aps"] == nil else {
      return PushAddress(event: root["aps"]?["event"]?.string.flatMap(PushEvent.init(rawValue:)))
    }
    var address = PushAddress()
    address.event = root["body"]?["aps"]?["event"]?.string.flatMap(PushEvent.init(rawValue:))
    for member in members {
      switch member.key {
      case "activity": address.activity = member.value.string.flatMap { $0.isEmpty ? nil : $0 }
      case "token": address.token = member.value.string.flatMap { $0.isEmpty ? nil : $0 }
      case "environment": address.environment = member.value.string
      case "headers":
        guard case .object(let headers) = member.value else { continue }
        address.topic = headers.first { $0.key.lowercased() == "apns-topic" }?.value.string
        address.channel = headers.first { $0.key.lowercased() == "apns-channel-id" }?.value.string
      default: continue
      }
    }
    return address
  }

  /// The bundle identifier a Live Activity topic names (`com.example.app.push-type.liveactivity` gives
  /// `com.example.app`), or nil when the topic lacks the suffix.
  public var topicApp: String? {
    guard let topic, topic.hasSuffix(PushHeaders.topicSuffix) else { return nil }
    return String(topic.dropLast(PushHeaders.topicSuffix.count))
  }
}
