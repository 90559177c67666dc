import APNs
import Fixture
import Foundation
import Testing

/// Broadcasts as a backend sends them to APNs (iOS 18): `POST /4/broadcasts/apps/{bundle id}` with the
/// channel in `apns-channel-id`, reaching every activity that joined the channel and no other.
@Suite struct APNsBroadcastTests {
  static let channel = "cGl6emEtcGxhbmV0LW9yZGVycw=="

  /// A start push to the app's push-to-start token whose activity joins `channel`.
  static func startJoining(_ phone: APNsPhone, channel: String = channel) -> APNsRequest {
    let body =
      #"{"aps": {"timestamp": 1795946050, "event": "start", "attributes-type": "DeliveryAttributes","#
      + #" "attributes": {"orderNumber": "4821", "pizzaName": "Cosmic", "customerName": "Andy"},"#
      + #" "content-state": {"status": "Order Placed", "estimatedArrival": 817640400, "driverName": "Buzz","#
      + #" "progressFraction": 0}, "alert": {"title": "Pizza", "body": "Placed"},"#
      + #" "input-push-channel": "\#(channel)"}}"#
    let token = phone.session.phone.pushToStartToken(for: "com.example.pizzaplanet")
    return phone.update {
      $0.path = "/3/device/\(token)"
      $0.body = Array(body.utf8)
      $0.bodyByteCount = $0.body.count
    }
  }

  /// A broadcast update on `channel` to `path`, as a backend posts it: no token, no `apns-topic`.
  static func broadcast(
    _ phone: APNsPhone, path: String = "/4/broadcasts/apps/com.example.pizzaplanet",
    _ change: (inout APNsRequest) -> Void = { _ in }
  ) -> APNsRequest {
    phone.update(status: "In the Oven", timestamp: 1_795_946_200) {
      $0.path = path
      $0.set("apns-topic", nil)
      $0.set("apns-channel-id", Self.channel)
      change(&$0)
    }
  }

  @Test func aBroadcastReachesTheActivitiesThatJoinedTheChannelOnly() throws {
    var phone = try APNsPhone()
    let started = phone.send(Self.startJoining(phone))
    #expect(started.verdicts.map(\.outcome) == [.applied])
    let exchange = phone.send(Self.broadcast(phone), after: 2)
    #expect(exchange.answer.status == 200, "\(String(describing: exchange.refusal))")
    #expect(exchange.accepted?.token == nil)
    #expect(exchange.accepted?.channel == Self.channel)
    #expect(exchange.verdicts.map(\.activity) == ["pizza-planet-2"], "pizza-planet never joined the channel")
    #expect(exchange.verdicts.map(\.outcome) == [.applied])
    let line = APNsWording.lines(exchange, time: "09:40:02")[0]
    #expect(
      line.hasPrefix("09:40:02  200  POST /4/broadcasts/apps/com.example.pizzaplanet: request 2 applied"),
      "\(line)")
  }

  @Test func aBroadcastOnAChannelNobodyJoinedIsAcceptedAndReachesNoActivity() throws {
    var phone = try APNsPhone()
    let exchange = phone.send(Self.broadcast(phone))
    #expect(exchange.answer.status == 200, "APNs fans out to the channel's subscribers, none here")
    #expect(exchange.verdicts.allSatisfy { $0.outcome != .applied })
    #expect(phone.session.phone.entries[0].activity.lastPushTimestamp == nil)
  }

  @Test("A start broadcast on a channel starts nothing: APNs takes it, the phone drops it (LP043)")
  func aStartBroadcastStartsNothing() throws {
    var phone = try APNsPhone()
    _ = phone.send(Self.startJoining(phone))
    let before = phone.session.phone.entries.count
    var start = Self.startJoining(phone)
    start.path = "/4/broadcasts/apps/com.example.pizzaplanet"
    start.set("apns-topic", nil)
    start.set("apns-channel-id", Self.channel)
    let exchange = phone.send(start, after: 2)
    #expect(exchange.answer.status == 200)
    #expect(exchange.verdicts.map(\.outcome.verdict) == ["ignored"])
    #expect(exchange.verdicts.first?.trap == .wrongTokenKind)
    #expect(phone.session.phone.entries.count == before, "no activity started")
  }

  @Test func aBroadcastMayCarryFiveKilobytesAndNoMore() throws {
    var phone = try APNsPhone()
    let fits = phone.send(
      Self.broadcast(phone) {
        $0.body = [UInt8](repeating: 0x20, count: 5120)
        $0.bodyByteCount = 5120
      })
    #expect(fits.answer.reason != .payloadTooLarge)
    let over = phone.send(
      Self.broadcast(phone) {
        $0.body = [UInt8](repeating: 0x20, count: 5121)
        $0.bodyByteCount = 5121
      })
    #expect(over.answer.reason == .payloadTooLarge)
    #expect(over.refusal?.why == "the body is 5121 bytes; APNs accepts at most 5120 for a broadcast")
  }

  /// Each fault of a broadcast, and what APNs answers it with.
  static let faults: [(String, APNsReason, String, @Sendable (inout APNsRequest) -> Void)] = [
    ("no channel", .missingChannelId, "no apns-channel-id", { $0.set("apns-channel-id", nil) }),
    ("an empty channel", .missingChannelId, "no apns-channel-id", { $0.set("apns-channel-id", "") }),
    (
      "a channel that is not base64", .badChannelId, "apns-channel-id \"pizza planet\" is not base64",
      { $0.set("apns-channel-id", "pizza planet") }
    ),
    ("a channel cut short", .badChannelId, "is not base64", { $0.set("apns-channel-id", "cGl6emE") }),
    (
      "another app's bundle", .topicDisallowed, "the path names com.example.other, no app on the phone",
      { $0.path = "/4/broadcasts/apps/com.example.other" }
    ),
    ("no bundle", .badPath, "is not /4/broadcasts/apps/{bundle id}", { $0.path = "/4/broadcasts/apps/" }),
    (
      "a path under the bundle", .badPath, "is not /4/broadcasts/apps/{bundle id}",
      { $0.path = "/4/broadcasts/apps/com.example.pizzaplanet/x" }
    ),
    (
      "/4/broadcast/ (no s)", .badPath, "is not POST /3/device/{token} or",
      { $0.path = "/4/broadcast/apps/a" }
    ),
    (
      "an alert push type", .invalidPushType, "channels carry only Live Activity pushes",
      { $0.set("apns-push-type", "alert") }
    ),
    ("priority 1", .badPriority, "5 or 10 for a liveactivity push", { $0.set("apns-priority", "1") }),
    ("no authorization", .missingProviderToken, "no authorization header", { $0.set("authorization", nil) }),
    (
      "an empty body", .payloadEmpty, "the body is empty",
      {
        $0.body = []; $0.bodyByteCount = 0
      }
    ),
  ]

  @Test(arguments: 0..<faults.count) func aBroadcastFaultGetsAPNsStatusAndReason(_ index: Int) throws {
    let (name, reason, why, change) = Self.faults[index]
    var phone = try APNsPhone()
    _ = phone.send(Self.startJoining(phone))
    let before = phone.session.phone
    let exchange = phone.send(Self.broadcast(phone, change), after: 2)
    #expect(exchange.answer.reason == reason, "\(name)")
    #expect(exchange.answer.status == reason.status, "\(name)")
    #expect(exchange.refusal?.why.contains(why) == true, "\(name): \(exchange.refusal?.why ?? "accepted")")
    #expect(exchange.events.isEmpty, "\(name): a push APNs refuses never reaches the phone")
    #expect(phone.session.phone == before, "\(name)")
  }

  @Test func channelIDsAreBase64AsTheManagementAPIWritesThem() {
    for good in ["dHpDHrp7EfCS8Q==", Self.channel, "AAAA", "ab+/cd=="] {
      #expect(PushSettings.isChannelID(good), "\(good)")
    }
    for bad in ["", "abc", "a===", "ab=c", "ab-_cd==", "dHpD Hrp7", "====", "ab==cd=="] {
      #expect(!PushSettings.isChannelID(bad), "\(bad)")
    }
  }
}
