import Delivery
import Fixture
import Phone

/// Whether the token in the path is registered for `apns-topic`: APNs knows which app (and so which topic)
/// each token belongs to.
extension APNsGate {
  /// A refusal when `topic` is not a topic the provider may push to, or not the topic `token` belongs to.
  static func checkTopic(
    _ topic: String, token: String, phone: SimulatedPhone, apps: [ActivityDefinition]
  ) -> Refusal? {
    guard topic.utf8.count <= 255, !topic.contains(" "), topic.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
    else {
      return Refusal(.badTopic, "apns-topic \"\(topic.abbreviated)\" is not a bundle identifier topic")
    }
    let bundles = Set(apps.map(\.bundleIdentifier) + phone.entries.map(\.app))
    let app: String?
    switch phone.route(token: token) {
    case .activity(let name), .ended(let name), .rotated(let name, _, _):
      app = phone.entry(named: name)?.app
    case .pushToStart(let owner):
      app = owner
    case .unknown:
      app = bundles.sorted().first { phone.pushToStartToken(for: $0) == token }
    }
    guard let app else {
      let known = phone.entries.filter { $0.activity.state.acceptsUpdates }
        .compactMap { entry in entry.tokens.current.map { "\(entry.name): \($0)" } }
      return Refusal(
        .badDeviceToken,
        "no activity or app on the phone has token \(PushToken.short(token)); current tokens: "
          + (known.isEmpty ? "none" : known.joined(separator: ", ")))
    }
    let expected = PushHeaders.liveActivityTopic(for: app)
    guard topic != expected else { return nil }
    let named =
      topic.hasSuffix(PushHeaders.topicSuffix) ? String(topic.dropLast(PushHeaders.topicSuffix.count)) : topic
    guard bundles.contains(named) else {
      return Refusal(
        .topicDisallowed,
        "apns-topic \"\(topic.abbreviated)\" names no app on the phone (it has "
          + bundles.sorted().map { PushHeaders.liveActivityTopic(for: $0) }.joined(separator: ", ") + ")")
    }
    return Refusal(
      .deviceTokenNotForTopic,
      "token \(PushToken.short(token)) belongs to \(app), whose Live Activity topic is \"\(expected)\", not"
        + " \"\(topic.abbreviated)\"")
  }
}
