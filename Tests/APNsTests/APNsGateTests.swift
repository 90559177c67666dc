import APNs
import Fixture
import Foundation
import Testing

/// APNs's answers, request by request: each fault a backend can make gets the status and reason APNs gives,
/// and a push APNs accepts reaches the phone.
@Suite struct APNsGateTests {
  @Test func anUpdateToTheCurrentTokenIsAcceptedAndApplied() throws {
    var phone = try APNsPhone()
    let exchange = phone.send(phone.update())
    #expect(exchange.answer.status == 200)
    #expect(exchange.answer.reason == nil)
    #expect(exchange.answer.body.isEmpty)
    #expect(exchange.answer.headers.first?.name == "apns-id")
    #expect(exchange.verdicts.map(\.outcome) == [.applied])
    #expect(
      phone.session.phone.entries[0].activity.lastPushTimestamp == Date(timeIntervalSince1970: 1_795_946_100))
  }

  @Test func theRequestsApnsIDIsEchoedAndOneIsMadeOtherwise() throws {
    var phone = try APNsPhone()
    let echoed = phone.send(phone.update { $0.set("apns-id", "EABEAE54-14A8-11E5-B60B-1697F925EC7B") })
    #expect(echoed.answer.apnsID == "EABEAE54-14A8-11E5-B60B-1697F925EC7B")
    let refused = phone.send(phone.update { $0.set("apns-id", "order-4821") })
    #expect(refused.answer.reason == .badMessageId)
    #expect(refused.answer.apnsID == "order-4821", "a client matches the answer to its request by it")
    let made = phone.send(phone.update(timestamp: 1_795_946_200))
    #expect(made.answer.apnsID == "00000000-0000-0000-0000-000000000003")
  }

  /// Each fault, and the status and reason APNs answers it with.
  static let faults: [(String, APNsReason, @Sendable (inout APNsRequest) -> Void)] = [
    ("apns-id not a UUID", .badMessageId, { $0.set("apns-id", "42") }),
    (
      "a header twice", .duplicateHeaders, { $0.headers.append((name: "apns-topic", value: APNsPhone.topic)) }
    ),
    ("GET", .methodNotAllowed, { $0.method = "GET" }),
    ("no topic", .missingTopic, { $0.set("apns-topic", nil) }),
    (
      "a 65-byte collapse id", .badCollapseId,
      { $0.set("apns-collapse-id", String(repeating: "c", count: 65)) }
    ),
    ("priority 1 on a liveactivity push", .badPriority, { $0.set("apns-priority", "1") }),
    ("priority high", .badPriority, { $0.set("apns-priority", "high") }),
    ("push type liveActivity", .invalidPushType, { $0.set("apns-push-type", "liveActivity") }),
    ("expiration tomorrow", .badExpirationDate, { $0.set("apns-expiration", "tomorrow") }),
    (
      "path /3/devices/", .badPath,
      { $0.path = $0.path.replacingOccurrences(of: "/device/", with: "/devices/") }
    ),
    ("no token in the path", .missingDeviceToken, { $0.path = "/3/device/" }),
    ("a token with an odd number of digits", .badDeviceToken, { $0.path += "0" }),
    ("a token that is not hex", .badDeviceToken, { $0.path = "/3/device/zz" }),
    (
      "a token the phone never issued", .badDeviceToken,
      { $0.path = "/3/device/" + String(repeating: "ab", count: 80) }
    ),
    (
      "another app's topic", .topicDisallowed,
      { $0.set("apns-topic", "com.example.other.push-type.liveactivity") }
    ),
    (
      "the bundle id as the topic", .deviceTokenNotForTopic,
      { $0.set("apns-topic", "com.example.pizzaplanet") }
    ),
    ("no authorization", .missingProviderToken, { $0.set("authorization", nil) }),
    ("basic authorization", .invalidProviderToken, { $0.set("authorization", "basic dXNlcg==") }),
    ("a bearer token that is no JWT", .invalidProviderToken, { $0.set("authorization", "bearer abc.def") }),
    (
      "an HS256 token", .invalidProviderToken,
      { $0.set("authorization", "bearer " + APNsPhone.jwt(alg: "HS256")) }
    ),
    (
      "a token signed 61 minutes ago", .expiredProviderToken,
      { $0.set("authorization", "bearer " + APNsPhone.jwt(iat: APNsPhone.wall.timeIntervalSince1970 - 3659)) }
    ),
    (
      "a token signed in an hour", .invalidProviderToken,
      { $0.set("authorization", "bearer " + APNsPhone.jwt(iat: APNsPhone.wall.timeIntervalSince1970 + 3600)) }
    ),
    (
      "an empty body", .payloadEmpty,
      {
        $0.body = []; $0.bodyByteCount = 0
      }
    ),
    (
      "a 4,097-byte body", .payloadTooLarge,
      {
        $0.body = [UInt8](repeating: 0x20, count: 4097); $0.bodyByteCount = 4097
      }
    ),
  ]

  @Test(arguments: 0..<faults.count) func aFaultGetsAPNsStatusAndReason(_ index: Int) throws {
    let (name, reason, change) = Self.faults[index]
    var phone = try APNsPhone()
    let before = phone.session.phone
    let exchange = phone.send(phone.update(change))
    #expect(exchange.answer.reason == reason, "\(name)")
    #expect(exchange.answer.status == reason.status, "\(name)")
    let body = try JSONSerialization.jsonObject(with: Data(exchange.answer.body)) as? [String: Any]
    #expect(body?["reason"] as? String == reason.rawValue, "\(name)")
    #expect(exchange.events.isEmpty, "\(name): a push APNs refuses never reaches the phone")
    #expect(phone.session.phone == before, "\(name)")
    #expect(exchange.refusal.map { !$0.why.isEmpty } == true)
  }

  @Test("A token that is not hex is refused saying so, shown whole")
  func aTokenNotHexSaysWhy() throws {
    var phone = try APNsPhone()
    let dashed = phone.send(phone.update { $0.path = "/3/device/8818d9cd-ae08-a8fa" })
    #expect(dashed.answer.reason == .badDeviceToken)
    let why = try #require(dashed.refusal?.why)
    #expect(
      why.hasPrefix("token \"8818d9cd-ae08-a8fa\" is not hex: '-' is not a hex digit (0-9, a-f)"), "\(why)")
    let odd = phone.send(phone.update { $0.path = "/3/device/abc" })
    #expect(odd.refusal?.why.hasPrefix("token \"abc\" has an odd number of hex digits (3)") == true)
  }

  @Test func theStatusesAreAPNsOwn() {
    let statuses = Dictionary(grouping: APNsReason.allCases, by: \.status).mapValues {
      $0.map(\.rawValue).sorted()
    }
    #expect(statuses[403] == ["ExpiredProviderToken", "InvalidProviderToken", "MissingProviderToken"])
    #expect(statuses[404] == ["BadPath"])
    #expect(statuses[400]?.contains("MissingChannelId") == true)
    #expect(statuses[400]?.contains("BadChannelId") == true)
    #expect(statuses[405] == ["MethodNotAllowed"])
    #expect(statuses[410] == ["Unregistered"])
    #expect(statuses[413] == ["PayloadTooLarge"])
    #expect(statuses[429] == ["TooManyProviderTokenUpdates"])
  }

  @Test("A channel id sent to a token's path is no broadcast: the push goes to the token, at most 4 KB")
  func aChannelOnTheDevicePathIsNotRead() throws {
    var phone = try APNsPhone()
    let sent = phone.send(phone.update { $0.set("apns-channel-id", "dHpDHrp7EfCS8Q==") })
    #expect(sent.answer.status == 200)
    #expect(sent.verdicts.map(\.activity) == ["pizza-planet"])
    #expect(sent.verdicts.map(\.outcome) == [.applied])
    #expect(sent.accepted?.notes.first?.contains("read only on POST /4/broadcasts/apps/{bundle id}") == true)
    var large = phone.update(timestamp: 1_795_946_200) { $0.set("apns-channel-id", "dHpDHrp7EfCS8Q==") }
    large.bodyByteCount = 5000
    large.body = [UInt8](repeating: 0x20, count: 5000)
    #expect(phone.send(large).answer.reason == .payloadTooLarge)
  }
}
