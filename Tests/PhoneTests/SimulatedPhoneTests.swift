import BuiltinFixtures
import Fixture
import Foundation
import Lifecycle
import Phone
import TestSupport
import Testing

/// Several activities on one phone: which one the Dynamic Island shows, and when, as iOS decides.
@Suite struct SimulatedPhoneTests {
  static func definition(_ name: String) -> ActivityDefinition {
    try! BuiltinFixture.definition(name)
  }

  static func at(_ seconds: TimeInterval) -> Date { LiveActivity.referenceStart.addingTimeInterval(seconds) }

  @Test("One activity of one app takes the compact pair")
  func oneActivity() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.definition("courier"), at: Self.at(0))
    #expect(phone.island(at: Self.at(1)) == .compact("courier", .only))
    #expect(phone.lockScreen == ["courier"])
  }

  @Test(
    "Two activities of one app: the higher relevance score takes the island; a tie goes to the first started")
  func oneAppTwoActivities() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.definition("courier"), name: "first", at: Self.at(0))
    try phone.request(Self.definition("courier-compact"), name: "second", at: Self.at(10))
    #expect(phone.island(at: Self.at(20)) == .compact("first", .startedFirst))
    phone.update("second") { $0.setRelevanceScore(50, at: Self.at(30)) }
    #expect(phone.island(at: Self.at(31)) == .compact("second", .higherRelevance))
    #expect(phone.lockScreen == ["second", "first"])
  }

  @Test("Two apps: each app's top activity is minimal, the better ranked attached to the island")
  func twoApps() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.definition("pizza-planet"), at: Self.at(0))
    try phone.request(Self.definition("courier"), at: Self.at(5))
    #expect(
      phone.island(at: Self.at(10)) == .minimal(attached: "pizza-planet", detached: "courier", .otherApp))
    phone.update("courier") { $0.setRelevanceScore(10, at: Self.at(20)) }
    #expect(
      phone.island(at: Self.at(21)) == .minimal(attached: "courier", detached: "pizza-planet", .otherApp))
    // A third app does not reach the island while two rank above it.
    try phone.request(Self.definition("export"), at: Self.at(30))
    #expect(phone.island(at: Self.at(31)).names == ["courier", "pizza-planet"])
    #expect(phone.lockScreen == ["courier", "pizza-planet", "export"])
  }

  @Test("Ending the top activity hands the island on at once; the Lock Screen keeps it until dismissal")
  func endingHandsOn() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.definition("pizza-planet"), at: Self.at(0))
    try phone.request(Self.definition("courier"), at: Self.at(5))
    phone.update("courier") { activity in
      activity.end(with: activity.definition.end, at: Self.at(60))
    }
    #expect(phone.island(at: Self.at(60)) == .compact("pizza-planet", .only))
    #expect(phone.lockScreen == ["pizza-planet", "courier"])
    phone.tick(at: Self.at(60 + 5 * 60 + 1))
    #expect(phone.lockScreen == ["pizza-planet"], "courier's .after(+5m) dismissal has passed")
  }

  @Test("An alerting update expands the island for its alert, then the arbitration resumes")
  func alertExpands() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.definition("pizza-planet"), at: Self.at(0))
    try phone.request(Self.definition("courier"), at: Self.at(5))
    phone.update("pizza-planet") { $0.advance(at: Self.at(100)) }  // preparing: an alerting update
    #expect(phone.island(at: Self.at(101)) == .expanded("pizza-planet", until: Self.at(104)))
    #expect(
      phone.island(at: Self.at(104)) == .minimal(attached: "pizza-planet", detached: "courier", .otherApp))
  }

  @Test(
    "The per-app limit makes Activity.request fail with targetMaximumExceeded; another app is not limited")
  func perAppLimit() throws {
    var phone = SimulatedPhone(activityLimit: 2)
    try phone.request(Self.definition("courier"), at: Self.at(0))
    try phone.request(Self.definition("courier"), at: Self.at(1))
    #expect(phone.entries.map(\.name) == ["courier", "courier-2"])
    #expect(throws: SimulatedPhone.RequestError.targetMaximumExceeded(app: "com.example.courier", limit: 2)) {
      try phone.request(Self.definition("courier-compact"), at: Self.at(2))
    }
    try phone.request(Self.definition("pizza-planet"), at: Self.at(3))
    // Once one is dismissed, the app may start another.
    phone.update("courier") { activity in
      activity.end(with: EndTemplate(content: nil, dismissal: .immediate), at: Self.at(4))
    }
    try phone.request(Self.definition("courier-compact"), at: Self.at(5))
    #expect(SimulatedPhone.defaultActivityLimit == 5)
  }

  @Test("A name is taken until its activity is dismissed")
  func names() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.definition("courier"), name: "ride", at: Self.at(0))
    #expect(throws: SimulatedPhone.RequestError.duplicateName("ride")) {
      try phone.request(Self.definition("pizza-planet"), name: "ride", at: Self.at(1))
    }
  }
}
