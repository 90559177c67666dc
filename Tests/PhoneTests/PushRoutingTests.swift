import BuiltinFixtures
import Delivery
import Foundation
import Lifecycle
import Phone
import TestSupport
import Testing

/// Which activity on the phone a push goes to: the one its envelope names, or the latest that still accepts
/// updates; and what the island shows once an alert is over.
@Suite struct PushRoutingTests {
  static let pizza = try! BuiltinFixture.definition("pizza-planet")

  static func at(_ seconds: TimeInterval) -> Date { LiveActivity.referenceStart.addingTimeInterval(seconds) }

  static func envelope(activity: String) -> String {
    """
    {"activity": \(activity),
     "headers": {"apns-push-type": "liveactivity",
                 "apns-topic": "com.example.pizzaplanet.push-type.liveactivity", "apns-priority": "10"},
     "body": {"aps": {"timestamp": 1795946400, "event": "update",
                      "content-state": {"status": "In the Oven", "estimatedArrival": 817641000,
                                        "driverName": "Buzz Lightyear", "progressFraction": 0.4}}}}
    """
  }

  static func decode(_ text: String) throws -> PushDecoding {
    try PushDecoder.decode(bytes: Array(text.utf8), definition: pizza)
  }

  @Test("An envelope's \"activity\" names the activity the push is for, and decodes with no diagnostic")
  func envelopeNamesTheActivity() throws {
    let decoding = try Self.decode(Self.envelope(activity: #""pizza-planet-2""#))
    #expect(decoding.diagnostics.isEmpty, "\(decoding.diagnostics)")
    #expect(decoding.payload?.activity == "pizza-planet-2")
    #expect(decoding.activity == "pizza-planet-2")
  }

  @Test(
    "A name that is not a non-empty string is an error at $.activity that says what is expected",
    arguments: [("7", "found an integer"), (#"["a"]"#, "found an array"), (#""""#, "an empty activity name")])
  func badNames(_ value: String, _ expected: String) throws {
    let decoding = try Self.decode(Self.envelope(activity: value))
    #expect(decoding.payload == nil)
    #expect(decoding.errors.count == 1)
    #expect(decoding.errors.first?.path == "$.activity")
    #expect(decoding.errors.first?.message.contains(expected) == true, "\(decoding.errors)")
  }

  @Test("\"activity\" next to \"aps\" routes nothing, and a warning says where it belongs")
  func activityBesideAps() throws {
    let decoding = try Self.decode(
      #"{"activity": "pizza-planet-2", "aps": {"timestamp": 1795946400, "event": "update", "#
        + #""content-state": {"status": "In the Oven", "estimatedArrival": 817641000, "#
        + #""driverName": "Buzz Lightyear", "progressFraction": 0.4}}}"#)
    #expect(decoding.payload?.activity == nil)
    #expect(decoding.warnings.map(\.path) == ["$.activity"])
    #expect(decoding.warnings.first?.message.contains("does not route the push") == true)
  }

  @Test("A misspelt envelope key suggests \"activity\"")
  func misspeltActivity() throws {
    let decoding = try Self.decode(
      Self.envelope(activity: #""pizza-planet""#).replacingOccurrences(
        of: #""activity""#, with: #""activty""#))
    #expect(decoding.payload?.activity == nil)
    #expect(decoding.warnings.first?.message.contains(#"did you mean "activity"?"#) == true)
  }

  @Test("Without a name, a push goes to the latest activity still taking updates; an ended one is skipped")
  func defaultTarget() throws {
    var phone = SimulatedPhone()
    #expect(throws: SimulatedPhone.RouteError.noActivity) { try phone.pushTarget(named: nil) }
    try phone.request(Self.pizza, at: Self.at(0))
    try phone.request(Self.pizza, at: Self.at(1))
    #expect(try phone.pushTarget(named: nil) == "pizza-planet-2")
    phone.update("pizza-planet-2") { $0.apply(.end(nil, .default, timestamp: nil), at: Self.at(2)) }
    #expect(try phone.pushTarget(named: nil) == "pizza-planet")
    #expect(try phone.pushTarget(named: "pizza-planet-2") == "pizza-planet-2")
    phone.update("pizza-planet") { $0.apply(.end(nil, .default, timestamp: nil), at: Self.at(3)) }
    // Every activity has ended: the latest, whose lifecycle then ignores the push and says why.
    #expect(try phone.pushTarget(named: nil) == "pizza-planet-2")
  }

  @Test("An unknown name is refused with the names the phone has")
  func unknownName() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.pizza, at: Self.at(0))
    try phone.request(Self.pizza, at: Self.at(1))
    #expect(
      throws: SimulatedPhone.RouteError.unknownActivity("x", names: ["pizza-planet", "pizza-planet-2"])
    ) {
      try phone.pushTarget(named: "x")
    }
    let error = SimulatedPhone.RouteError.unknownActivity("x", names: ["pizza-planet", "pizza-planet-2"])
    #expect(
      error.description == #"no activity named "x" on the phone (it has: pizza-planet, pizza-planet-2)"#)
  }

  @Test("While a start push's alert expands the island, the arbitration after it is the higher relevance's")
  func islandAfterAlerts() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.pizza, at: Self.at(0))
    let push = try #require(
      try Self.decode(
        #"{"aps": {"timestamp": 1795946460, "event": "start", "attributes-type": "DeliveryAttributes", "#
          + #""attributes": {"orderNumber": "2", "pizzaName": "P", "customerName": "W"}, "relevance-score": 50, "#
          + #""alert": {"title": "T", "body": "B"}, "content-state": {"status": "Order Placed", "#
          + #""estimatedArrival": 817641000, "driverName": "Buzz Lightyear", "progressFraction": 0}}}"#
      ).payload)
    try phone.add(try LiveActivity.start(from: push, definition: Self.pizza))
    let now = push.arrival
    #expect(phone.island(at: now) == .expanded("pizza-planet-2", until: now.addingTimeInterval(4)))
    #expect(phone.islandAfterAlerts(at: now) == .compact("pizza-planet-2", .higherRelevance))
    // Asking about later changes nothing on the phone itself.
    #expect(phone.island(at: now) == .expanded("pizza-planet-2", until: now.addingTimeInterval(4)))
  }
}
