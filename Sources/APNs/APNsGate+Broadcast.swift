import Delivery
import Fixture
import Phone

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A broadcast as APNs takes one (iOS 18): `POST /4/broadcasts/apps/{bundle id}` with the channel in
/// `apns-channel-id`, to every activity subscribed to the channel. The path names the app, so no
/// `apns-topic` is needed; the body may be 5,120 bytes.
extension APNsGate {
  /// The bundle identifier a broadcast path names, or nil when the path is not a broadcast's.
  static func broadcastApp(inPath path: String) -> Substring? {
    let pathOnly = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
    guard pathOnly.hasPrefix(broadcastPath) else { return nil }
    return pathOnly.dropFirst(broadcastPath.count)
  }

  /// What APNs checks of a broadcast to `app`, in the order it checks a push to a token (headers, path,
  /// the app, then the provider token and the body).
  mutating func checkBroadcast(
    _ request: APNsRequest, app: Substring, phone: SimulatedPhone, apps: [ActivityDefinition], wall: Date
  ) -> Decision {
    if let refusal = checkHeaders(request) { return .refused(refusal) }
    if let pushType = request.value("apns-push-type"), pushType != "liveactivity" {
      return .refused(
        Refusal(
          .invalidPushType,
          "apns-push-type \"\(pushType.abbreviated)\" on a broadcast; channels carry only Live Activity pushes:"
            + " send \"liveactivity\""))
    }
    guard !app.isEmpty, !app.contains("/") else {
      return .refused(
        Refusal(
          .badPath,
          "path \"\(request.path.abbreviated)\" is not \(Self.broadcastPath){bundle id}: the app's bundle"
            + " identifier, such as \(Self.broadcastPath)\(apps.first?.bundleIdentifier ?? "com.example.app")"
        ))
    }
    guard let channel = request.value("apns-channel-id"), !channel.isEmpty else {
      return .refused(
        Refusal(
          .missingChannelId,
          "no apns-channel-id; a broadcast names the channel the activities subscribed to"
            + " (pushType: .channel(id), or a start push's input-push-channel)"))
    }
    guard PushSettings.isChannelID(channel) else {
      return .refused(
        Refusal(
          .badChannelId,
          "apns-channel-id \"\(channel.abbreviated)\" is not base64; send the channel id as the channel"
            + " management API gave it, such as \"dHpDHrp7EfCS8Q==\""))
    }
    let bundles = Set(apps.map(\.bundleIdentifier) + phone.entries.map(\.app))
    guard bundles.contains(String(app)) else {
      return .refused(
        Refusal(
          .topicDisallowed,
          "the path names \(String(app).abbreviated), no app on the phone (it has "
            + bundles.sorted().joined(separator: ", ") + ")"))
    }
    let accepted = Accepted(
      token: nil, topic: PushHeaders.liveActivityTopic(for: String(app)), channel: channel,
      pushType: request.value("apns-push-type"), envelope: nil, syntaxError: nil, signatureChecked: false)
    return finishChecks(request, accepted, limit: Self.maximumBroadcastPayloadBytes, wall: wall)
  }
}
