import BuiltinFixtures
import Delivery
import Fixture
import Foundation
import Phone
import Testing

/// Push tokens on the simulated phone: issued at the start, rotated, dead at the end, and what a push sent to
/// each kind of token reaches.
@Suite struct PushTokenTests {
  static func definition(_ name: String) -> ActivityDefinition { SimulatedPhoneTests.definition(name) }
  static func at(_ seconds: TimeInterval) -> Date { SimulatedPhoneTests.at(seconds) }

  @Test("A token is 64 hex digits, the same on every run for the same activity, different for another")
  func deterministic() throws {
    var first = SimulatedPhone()
    var again = SimulatedPhone()
    try first.request(Self.definition("pizza-planet"), at: Self.at(0))
    try first.request(Self.definition("pizza-planet"), at: Self.at(1))
    try again.request(Self.definition("pizza-planet"), at: Self.at(0))
    let token = try #require(first.entries[0].tokens.current)
    #expect(token.count == 64 && token.allSatisfy(\.isHexDigit) && token == token.lowercased())
    #expect(again.entries[0].tokens.current == token)
    #expect(first.entries[1].tokens.current != token)
    #expect(PushToken.isWellFormed(token))
    #expect(!PushToken.isWellFormed("abc") && !PushToken.isWellFormed("zz") && !PushToken.isWellFormed(""))
  }

  @Test("Rotation issues a new token; the old one routes as rotated, naming the current one")
  func rotation() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.definition("pizza-planet"), at: Self.at(0))
    let old = try #require(phone.entries[0].tokens.current)
    let rotated = phone.rotateToken(of: "pizza-planet", at: Self.at(60))
    let new = try #require(rotated)
    #expect(new != old)
    #expect(phone.route(token: new) == .activity("pizza-planet"))
    #expect(phone.route(token: old) == .rotated(name: "pizza-planet", until: Self.at(60), current: new))
    #expect(
      phone.route(token: old.uppercased()) == .rotated(name: "pizza-planet", until: Self.at(60), current: new)
    )
    let resolution = phone.resolve(
      PushAddress(token: old, event: .update), apps: [Self.definition("pizza-planet")],
      fallback: Self.definition("pizza-planet"))
    guard case .lost(let name, let reason, let trap) = resolution else {
      Issue.record("expected lost, got \(resolution)")
      return
    }
    #expect(name == "pizza-planet" && trap == .rotatedToken)
    #expect(reason.contains("send to the current token \(new)"))
    // The log lists both, as pushTokenUpdates emitted them.
    #expect(phone.tokenUpdates.compactMap { $0.activity == nil ? nil : $0.token } == [old, new])
  }

  @Test("A fixture's tokenRotation rotates on the clock, and stops when the activity ends")
  func fixtureRotation() throws {
    var definition = Self.definition("pizza-planet")
    definition.push.tokenRotation = 600
    var phone = SimulatedPhone()
    try phone.request(definition, at: Self.at(0))
    phone.tick(at: Self.at(1500))
    let updates = phone.tokenUpdates.filter { $0.activity != nil }
    #expect(updates.map(\.date) == [Self.at(0), Self.at(600), Self.at(1200)])
    #expect(updates.last?.reason.contains("every 10m00s") == true)
    phone.update("pizza-planet") { $0.apply(.end(nil, .default, timestamp: nil), at: Self.at(1600)) }
    phone.tick(at: Self.at(3600))
    #expect(phone.tokenUpdates.filter { $0.activity != nil }.count == 3)
    #expect(phone.rotateToken(of: "pizza-planet", at: Self.at(3600)) == nil)
  }

  @Test(
    "An ended activity's token is dead; an unknown token lists the current ones; starts need the push-to-start token"
  )
  func otherTokens() throws {
    var phone = SimulatedPhone()
    let pizza = Self.definition("pizza-planet")
    try phone.request(pizza, at: Self.at(0))
    try phone.request(Self.definition("courier"), at: Self.at(1))
    let pizzaToken = try #require(phone.entries[0].tokens.current)
    let courierToken = try #require(phone.entries[1].tokens.current)
    let start = phone.pushToStartToken(for: pizza.bundleIdentifier)
    #expect(phone.route(token: start) == .pushToStart(app: pizza.bundleIdentifier))
    #expect(
      phone.resolve(PushAddress(token: start, event: .start), apps: [pizza], fallback: pizza) == .start(pizza)
    )
    if case .lost(_, _, let trap) = phone.resolve(
      PushAddress(token: pizzaToken, event: .start), apps: [pizza], fallback: pizza)
    {
      #expect(trap == .wrongTokenKind)
    } else {
      Issue.record("a start sent to an update token is lost")
    }
    if case .unknown(let reason, let trap) = phone.resolve(
      PushAddress(token: "00ff", event: .update), apps: [pizza], fallback: pizza)
    {
      #expect(trap == .badDeviceToken)
      #expect(reason.contains("courier: \(courierToken)"))
    } else {
      Issue.record("an unknown token is reported")
    }
    phone.update("courier") { $0.apply(.end(nil, .default, timestamp: nil), at: Self.at(10)) }
    #expect(phone.route(token: courierToken) == .ended(name: "courier"))
  }
}
