import BuiltinFixtures
import Delivery
import Fixture
import FixtureJSON
import Foundation
import Phone
import TestSupport
import Testing

/// An app that starts its activities on a broadcast channel (`Activity.request(…, pushType: .channel(id))`,
/// the fixture's `"push": {"channel": …}`): they join it at once, take broadcasts to it, and get no update
/// token, as iOS 18 gives none to an activity started with a channel.
@Suite struct PushChannelRequestTests {
  static let channel = "cGl6emEtcGxhbmV0LW9yZGVycw=="

  static func onChannel() -> ActivityDefinition {
    var definition = SimulatedPhoneTests.definition("pizza-planet")
    definition.push.channel = channel
    return definition
  }

  @Test func anActivityRequestedOnAChannelJoinsItWithoutAToken() throws {
    var phone = SimulatedPhone()
    try phone.request(Self.onChannel(), at: SimulatedPhoneTests.at(0))
    #expect(phone.entries[0].channel == Self.channel)
    #expect(phone.entries[0].tokens.current == nil)
    #expect(!phone.tokenUpdates.contains { $0.activity != nil }, "pushTokenUpdates emits nothing")
    var address = PushAddress(event: .update)
    address.channel = Self.channel
    let resolution = phone.resolve(address, apps: [Self.onChannel()], fallback: Self.onChannel())
    #expect(resolution == .broadcast(["pizza-planet"]))
  }

  @Test func withoutAChannelAnActivityGetsAToken() throws {
    var phone = SimulatedPhone()
    try phone.request(SimulatedPhoneTests.definition("pizza-planet"), at: SimulatedPhoneTests.at(0))
    #expect(phone.entries[0].channel == nil)
    #expect(phone.entries[0].tokens.current != nil)
  }

  /// The pizza-planet fixture with `"push"` replaced by `push`.
  static func fixture(push: String) throws -> [UInt8] {
    let text = try String(
      contentsOfFile: Repository.path("fixtures/activities/pizza-planet.json"), encoding: .utf8)
    let close = try #require(text.lastIndex(of: "}"))
    return Array(
      (text[..<close].trimmingCharacters(in: .whitespacesAndNewlines) + ",\n  \"push\": \(push)\n}\n").utf8)
  }

  @Test func theFixtureNamesTheChannelInBase64() throws {
    let read = try FixtureDecoder.decode(
      bytes: Self.fixture(push: #"{"channel": "cGl6emEtcGxhbmV0LW9yZGVycw=="}"#), file: "pizza.json")
    #expect(read.push.channel == Self.channel)
    for bad in [#""pizza planet""#, #""cGl6emE""#, #""""#] {
      do {
        _ = try FixtureDecoder.decode(bytes: Self.fixture(push: #"{"channel": \#(bad)}"#), file: "pizza.json")
        Issue.record("\(bad) was taken")
      } catch {
        let message = "\(error)"
        #expect(message.contains("$.push.channel: expected a channel id in base64"), "\(message)")
      }
    }
  }
}
