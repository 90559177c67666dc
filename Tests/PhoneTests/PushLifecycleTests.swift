import BuiltinFixtures
import Delivery
import Fixture
import FixtureJSON
import Foundation
import Lifecycle
import Testing

/// Decoded pushes applied to the lifecycle at the instants their timestamps name.
@Suite struct PushLifecycleTests {
  static let pizza = try! FixtureDecoder.decode(
    bytes: BuiltinFixtures.bytes(named: "pizza-planet")!, file: "p")
  /// 2026-11-29 10:00 UTC, the §5 example's timestamp.
  static let sent = Date(timeIntervalSince1970: 1_795_946_400)

  static func push(_ text: String) throws -> PushDecoding {
    try PushDecoder.decode(bytes: Array(text.utf8), definition: pizza)
  }

  static func update(
    timestamp: Int, status: String = "Out for Delivery", extra: String = "", event: String = "update"
  ) -> String {
    """
    {"aps": {"timestamp": \(timestamp), "event": "\(event)", \(extra)
      "content-state": {"status": "\(status)", "estimatedArrival": 817641000, "driverName": "Buzz Lightyear",
                        "progressFraction": 0.6}}}
    """
  }

  static let example = """
    {"aps": {"timestamp": 1795946400, "event": "update",
             "content-state": {"status": "Out for Delivery", "estimatedArrival": 817641000,
                               "driverName": "Buzz Lightyear", "progressFraction": 0.6},
             "stale-date": 1795950000, "relevance-score": 50,
             "alert": {"title": "Pizza Planet Update", "body": "On its way", "sound": "default"}}}
    """

  @Test func theSection5ExampleIsAppliedAsIsOneSecondAfterTheStart() throws {
    var activity = LiveActivity(definition: Self.pizza, startingAt: Self.sent.addingTimeInterval(-1))
    let payload = try #require(try Self.push(Self.example).payload)
    #expect(activity.receive(payload, label: "example.json") == .applied)
    #expect(activity.now == Self.sent)
    #expect(activity.state == .active)
    #expect(activity.readableValues["status"] == .enumCase("DeliveryStatus", 3))
    #expect(activity.staleDate == Date(timeIntervalSince1970: 1_795_950_000))
    #expect(activity.relevanceScore == 50)
    #expect(activity.isAlerting(at: Self.sent))
    #expect(activity.log.last?.description == "2026-11-29T10:00:00Z  push update example.json  applied")
    activity.apply(.tick, at: Date(timeIntervalSince1970: 1_795_950_000))
    #expect(activity.state == .stale)
  }

  @Test func aCaseNameIsRejectedAndTheCorrectedPayloadApplied() throws {
    var activity = LiveActivity(definition: Self.pizza, startingAt: Self.sent.addingTimeInterval(-1))
    let broken = try Self.push(Self.update(timestamp: 1_795_946_400, status: "outForDelivery"))
    #expect(broken.payload == nil)
    #expect(broken.errors.map(\.path) == ["$.aps.content-state.status"])
    #expect(broken.errors.first?.message.contains("did you mean \"Out for Delivery\"?") == true)
    activity.recordRejected("broken.json", reason: broken.errors[0].message, at: broken.arrival!)
    #expect(activity.log.last?.outcome.verdict == "refused")
    #expect(activity.readableValues["status"] == .enumCase("DeliveryStatus", 0))
    let fixed = try #require(try Self.push(Self.update(timestamp: 1_795_946_460)).payload)
    #expect(activity.receive(fixed) == .applied)
    #expect(activity.readableValues["status"] == .enumCase("DeliveryStatus", 3))
  }

  @Test func aPushOlderThanTheLastIsIgnored() throws {
    var activity = LiveActivity(definition: Self.pizza, startingAt: Self.sent.addingTimeInterval(-1))
    activity.receive(try #require(try Self.push(Self.update(timestamp: 1_795_946_400)).payload))
    let older = try #require(
      try Self.push(Self.update(timestamp: 1_795_946_340, status: "In the Oven")).payload)
    let outcome = activity.receive(older, label: "older.json")
    #expect(outcome.verdict == "ignored")
    #expect(
      outcome.reason == "timestamp 1795946340 is older than the last applied push's (1795946400); the device"
        + " keeps the most recent update")
    #expect(activity.readableValues["status"] == .enumCase("DeliveryStatus", 3))
  }

  @Test func aMillisecondTimestampIsAppliedThenHidesEveryLaterPush() throws {
    var activity = LiveActivity(definition: Self.pizza, startingAt: Self.sent.addingTimeInterval(-1))
    let decoding = try Self.push(Self.update(timestamp: 1_795_946_400_000))
    #expect(decoding.warnings.count == 1)
    let payload = try #require(decoding.payload)
    #expect(payload.arrival == Self.sent)
    #expect(activity.receive(payload) == .applied)
    let later = try #require(
      try Self.push(Self.update(timestamp: 1_795_947_000, status: "Almost There!")).payload)
    #expect(activity.receive(later).verdict == "ignored")
  }

  struct EndCase: CustomTestStringConvertible, Sendable {
    var name: String
    var dismissal: String
    var state: ActivityState
    var dismissedAt: TimeInterval
    var testDescription: String { name }
  }

  @Test(arguments: [
    EndCase(name: "no dismissal-date: 4 hours", dismissal: "", state: .ended, dismissedAt: 600 + 4 * 3600),
    EndCase(
      name: "dismissal-date in 5 minutes", dismissal: "\"dismissal-date\": 1795947300,", state: .ended,
      dismissedAt: 900),
    EndCase(
      name: "dismissal-date in the past: at once", dismissal: "\"dismissal-date\": 1795946000,",
      state: .dismissed,
      dismissedAt: 600),
    EndCase(
      name: "dismissal-date in 10 hours: clamped to 4", dismissal: "\"dismissal-date\": 1795982400,",
      state: .ended,
      dismissedAt: 600 + 4 * 3600),
  ])
  func anEndPushDismissesAsItsDismissalDateSays(_ testCase: EndCase) throws {
    var activity = LiveActivity(definition: Self.pizza, startingAt: Self.sent.addingTimeInterval(-1))
    let payload = try #require(
      try Self.push(Self.update(timestamp: 1_795_947_000, extra: testCase.dismissal, event: "end")).payload)
    #expect(activity.receive(payload) == .applied)
    #expect(activity.state == testCase.state)
    #expect(activity.endCause == "a push")
    #expect(activity.dismissalDate == Self.sent.addingTimeInterval(testCase.dismissedAt))
    let after = try #require(try Self.push(Self.update(timestamp: 1_795_947_060)).payload)
    #expect(activity.receive(after).verdict == "ignored")
  }

  @Test func aStartPushStartsAnActivityWithItsOwnAttributes() throws {
    let text = """
      {"aps": {"timestamp": 1795946400, "event": "start", "attributes-type": "DeliveryAttributes",
        "attributes": {"orderNumber": "9999", "pizzaName": "Plain", "customerName": "Bonnie"},
        "content-state": {"status": "Order Placed", "estimatedArrival": 817641000, "driverName": "Rex",
                          "progressFraction": 0},
        "stale-date": 1795950000, "alert": {"title": "Pizza Planet", "body": "Order placed"}}}
      """
    let payload = try #require(try Self.push(text).payload)
    var activity = try LiveActivity.start(from: payload, definition: Self.pizza, label: "start.json")
    #expect(activity.startDate == Self.sent)
    #expect(activity.readableValues["orderNumber"] == .string("9999"))
    #expect(activity.readableValues["driverName"] == .string("Rex"))
    #expect(activity.lastPushTimestamp == Self.sent)
    #expect(activity.log.map(\.event) == ["push start start.json"])
    // Another start push does not change this activity: it starts another one.
    #expect(activity.receive(payload).verdict == "ignored")
    // A push carrying the start's own timestamp is not newer.
    let same = try #require(try Self.push(Self.update(timestamp: 1_795_946_400)).payload)
    #expect(activity.receive(same).verdict == "ignored")
  }

  @Test func anOverBudgetStartPushIsRefused() throws {
    let driver = String(repeating: "D", count: 3000)
    let text = """
      {"aps": {"timestamp": 1795946400, "event": "start", "attributes-type": "DeliveryAttributes",
        "attributes": {"orderNumber": "1", "pizzaName": "\(String(repeating: "P", count: 1100))", "customerName": "A"},
        "content-state": {"status": "Order Placed", "estimatedArrival": 817641000, "driverName": "\(driver)",
                          "progressFraction": 0},
        "alert": {"title": "T", "body": "B"}}}
      """
    let decoding = try Self.push(text)
    // Over 4096 as a payload too: APNs would refuse it before the device measures it.
    #expect(decoding.isRejected)
    var payload = try #require(
      try Self.push(Self.update(timestamp: 1_795_946_400, extra: "", event: "update")).payload)
    payload.event = .start
    payload.attributes = [
      "orderNumber": .string("1"), "pizzaName": .string(String(repeating: "P", count: 1100)),
      "customerName": .string("A"),
    ]
    payload.contentState.values["driverName"] = .string(driver)
    #expect(throws: LiveActivity.RequestError.self) {
      try LiveActivity.start(from: payload, definition: Self.pizza)
    }
  }
}
