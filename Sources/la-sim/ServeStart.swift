import Delivery
import Escaping
import Fixture
import Formatting
import JSON
import Phone
import Serve

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `la-sim serve` says when it starts: where it listens, and what a backend needs to send to it (each
/// activity's update token, each app's push-to-start token and topic, a provider token to try it with).
struct ServeStart {
  var address: ListenAddress
  var tls: Bool
  var phone: SimulatedPhone
  var apps: [ActivityDefinition]
  var clock: Date
  var simulated: Bool
  var providerToken: String

  /// `http://127.0.0.1:2197` or `https://localhost:2197`.
  var url: String {
    tls
      ? "https://\(address.host == "127.0.0.1" || address.host == "::1" ? "localhost" : address.description):\(address.port)"
      : "http://\(address)"
  }

  func lines() -> [String] {
    var lines = [
      "la-sim serve: listening on \(url) ("
        + (tls ? "TLS with ALPN h2, and h2c on the same port" : "h2c: HTTP/2 with prior knowledge")
        + "), POST /3/device/{token} and /4/broadcasts/apps/{bundle id}",
      "phone clock: " + (simulated ? "simulated" : "real time") + ", now \(ClockText.iso(clock))",
    ]
    for app in apps {
      lines.append("app \(app.bundleIdentifier)")
      lines.append("  apns-topic            \(PushHeaders.liveActivityTopic(for: app.bundleIdentifier))")
      lines.append("  push-to-start token   \(phone.pushToStartToken(for: app.bundleIdentifier))")
      lines.append("  broadcasts            POST \(PushHeaders.broadcastPath)\(app.bundleIdentifier)")
      for entry in phone.entries where entry.app == app.bundleIdentifier {
        lines.append("  \(entry.name) update token  \(entry.tokens.current ?? "none")")
        if let channel = entry.channel { lines.append("  \(entry.name) channel       \(channel)") }
      }
    }
    lines.append("provider token for trying it (good for an hour):")
    lines.append("  \(providerToken)")
    let curl =
      "  curl \(tls ? "--http2 --cacert CERT.pem" : "--http2-prior-knowledge") -H 'apns-push-type: liveactivity'"
    if let entry = phone.entries.first, let token = entry.tokens.current {
      let topic = PushHeaders.liveActivityTopic(for: entry.app)
      lines.append("try:")
      lines.append(
        curl + " -H 'apns-topic: \(topic)' -H 'apns-priority: 10' -H 'authorization: bearer \(providerToken)'"
          + " --data @PAYLOAD.json \(url)\(PushHeaders.devicePath)\(token)")
    } else if let entry = phone.entries.first, let channel = entry.channel {
      lines.append("try:")
      lines.append(
        curl
          + " -H 'apns-channel-id: \(channel)' -H 'apns-priority: 10' -H 'authorization: bearer \(providerToken)'"
          + " --data @PAYLOAD.json \(url)\(PushHeaders.broadcastPath)\(entry.app)")
    }
    return lines.map(\.terminalSafe)
  }

  func json() -> JSONValue {
    let apps: [JSONValue] = apps.map { app in
      let activities: [JSONValue] = phone.entries.filter { $0.app == app.bundleIdentifier }.map { entry in
        .object([
          JSONMember(key: "name", value: .string(entry.name)),
          JSONMember(key: "token", value: entry.tokens.current.map(JSONValue.string) ?? .null),
          JSONMember(key: "channel", value: entry.channel.map(JSONValue.string) ?? .null),
        ])
      }
      return .object([
        JSONMember(key: "bundleIdentifier", value: .string(app.bundleIdentifier)),
        JSONMember(key: "topic", value: .string(PushHeaders.liveActivityTopic(for: app.bundleIdentifier))),
        JSONMember(
          key: "pushToStartToken", value: .string(phone.pushToStartToken(for: app.bundleIdentifier))),
        JSONMember(key: "broadcastPath", value: .string(PushHeaders.broadcastPath + app.bundleIdentifier)),
        JSONMember(key: "activities", value: .array(activities)),
      ])
    }
    return .object([
      JSONMember(key: "listening", value: .string(url)),
      JSONMember(key: "host", value: .string(address.host)),
      JSONMember(key: "port", value: .int(address.port)),
      JSONMember(key: "tls", value: .bool(tls)),
      JSONMember(key: "clock", value: .string(simulated ? "simulated" : "real")),
      JSONMember(key: "now", value: .string(ClockText.iso(clock))),
      JSONMember(key: "apps", value: .array(apps)),
      JSONMember(key: "providerToken", value: .string(providerToken)),
    ])
  }
}
