import Diagnostics
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
  /// Where the file writes the `apns-topic` header: a push routed to nothing is reported at the member that
  /// named its address.
  public var topicPlace: Place?
  /// Where the file writes the envelope's `"activity"`.
  public var activityPlace: Place?
  /// Where the file writes the envelope's `"token"`.
  public var tokenPlace: Place?
  /// Where the file writes the `apns-channel-id` header.
  public var channelPlace: Place?

  /// Where a member is in the payload file: its JSON path (`$.token`, `$.headers.apns-topic`) and the line
  /// and column of its key.
  public struct Place: Equatable, Sendable {
    /// The member's JSON path, its key as written (a header name keeps its case).
    public var path: String
    /// The 1-based line and column of its key (nil for a value built in code).
    public var position: SourcePosition?

    /// A place.
    public init(path: String, position: SourcePosition?) {
      self.path = path
      self.position = position
    }

    /// The place of `member` under `parent`'s path.
    init(_ member: JSONMember, under parent: String) {
      path = parent + JSONCursor.component(member.key)
      position = member.position.line > 0 ? member.position : nil
    }
  }

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
      case "activity":
        address.activity = member.value.string.flatMap { $0.isEmpty ? nil : $0 }
        address.activityPlace = Place(member, under: "$")
      case "token":
        address.token = member.value.string.flatMap { $0.isEmpty ? nil : $0 }
        address.tokenPlace = Place(member, under: "$")
      case "environment": address.environment = member.value.string
      case "headers":
        guard case .object(let headers) = member.value else { continue }
        let topic = headers.first { $0.key.lowercased() == "apns-topic" }
        let channel = headers.first { $0.key.lowercased() == "apns-channel-id" }
        address.topic = topic?.value.string
        address.channel = channel?.value.string
        address.topicPlace = topic.map { Place($0, under: "$.headers") }
        address.channelPlace = channel.map { Place($0, under: "$.headers") }
      default: continue
      }
    }
    return address
  }

  /// The member that decided where the push went, in the order `SimulatedPhone.resolve` reads them: the
  /// `apns-channel-id` header, the `"token"`, the `"activity"` (not for a start, which goes by its topic),
  /// then the `apns-topic` header. Nil for a bare body, or an envelope that names none of them.
  public var routingPlace: Place? {
    if channel != nil, let channelPlace { return channelPlace }
    if token != nil, let tokenPlace { return tokenPlace }
    if event != .start, activity != nil, let activityPlace { return activityPlace }
    return topicPlace
  }

  /// The bundle identifier a Live Activity topic names (`com.example.app.push-type.liveactivity` gives
  /// `com.example.app`), or nil when the topic lacks the suffix.
  public var topicApp: String? {
    guard let topic, topic.hasSuffix(PushHeaders.topicSuffix) else { return nil }
    return String(topic.dropLast(PushHeaders.topicSuffix.count))
  }
}
