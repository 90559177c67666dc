import Fixture
import Foundation
import Lifecycle
import Simulator
import Testing

/// The session on its own: a phone with no activity yet (`la-sim push`, whose first payload starts one)
/// takes any message without failing, and starts an activity when asked.
struct PhoneSessionTests {
  static let start = LiveActivity.referenceStart

  @Test(
    "On an empty phone a key that acts on an activity is ignored, and a start puts one on it",
    arguments: [
      PhoneMessage.key("n", .advance), .key("s", .markStale), .key("e d", .end(.default)), .key("p", .back),
      .key("r", .restart), .phoneKey("f", .nextFocus), .phoneKey("k", .rotateToken),
      .command("cancel", .end(EndTemplate(content: nil, dismissal: .immediate))),
    ])
  func emptyPhone(message: PhoneMessage) {
    var session = PhoneSession(
      emptyPhoneFor: [SimulatorTestSupport.pizza], device: .iPhone15Pro, at: Self.start, wall: Self.start)
    let answer = session.receive(message, at: Self.start)
    #expect(answer.compactMap(\.logLine).map(\.text) == ["no activity is on the phone"])
    #expect(session.phone.entries.isEmpty)
    let started = session.receive(.command("", .start(SimulatorTestSupport.pizza, step: 2)), at: Self.start)
    #expect(started.contains(.started(activity: "pizza-planet")))
    #expect(session.activity.stepIndex == 2)
    #expect(session.now == Self.start)
  }

  @Test(
    "A note or warning of the phone's on an applied push points at the member it is about, with its line:column"
  )
  func notesCarryThePositionOfTheirMember() {
    var session = PhoneSession(
      emptyPhoneFor: [SimulatorTestSupport.pizza], device: .iPhone15Pro, at: Self.start, wall: Self.start)
    _ = session.receive(.command("", .start(SimulatorTestSupport.pizza, step: 0)), at: Self.start)
    func notes(_ text: String, at seconds: TimeInterval) -> [String] {
      let delivery = PushDelivery.decode(
        Array(text.utf8), fileName: "p.json", definition: SimulatorTestSupport.pizza)
      return session.receive(.push(delivery), at: Self.start.addingTimeInterval(seconds)).flatMap { event in
        guard case .verdict(let verdict) = event else { return [String]() }
        return verdict.notes.map { "\($0.position.map { "\($0)" } ?? "-") \($0.path) \($0.trap?.code ?? "")" }
      }
    }
    // Each push shows another fraction, so that none is also an equal content state (LP030).
    func content(_ fraction: Double) -> String {
      #""content-state": {"status": "In the Oven", "estimatedArrival": 817640100, "driverName": "Buzz", "#
        + #""progressFraction": \#(fraction)}"#
    }
    func envelope(at timestamp: Int, _ fraction: Double) -> String {
      "{\"headers\": {\"apns-push-type\": \"liveactivity\",\n"
        + "  \"apns-topic\": \"com.example.pizzaplanet.push-type.liveactivity\", \"apns-priority\": \"5\"},\n"
        + " \"body\": {\"aps\": {\"timestamp\": \(timestamp), \"event\": \"update\",\n   \(content(fraction))}}}"
    }
    let now = Int(Self.start.timeIntervalSince1970)
    // Priority 5 (LP029), in an envelope: at its header, line 2, where its key's quote is.
    #expect(notes(envelope(at: now + 60, 0.1), at: 60) == ["2:67 $.headers.apns-priority LP029"])
    // A timestamp two days after the push arrives (LP031): at the timestamp, in a body and in an envelope.
    let body = "{\"aps\": {\"event\": \"update\",\n  \"timestamp\": \(now + 2 * 86400), \(content(0.2))}}"
    #expect(notes(body, at: 120) == ["2:3 $.aps.timestamp LP031"])
    #expect(
      notes(envelope(at: now + 3 * 86400, 0.3), at: 180) == [
        "3:19 $.body.aps.timestamp LP031", "2:67 $.headers.apns-priority LP029",
      ])
  }

  @Test("On an empty phone a push without an address reaches no activity, and says so")
  func pushToEmptyPhone() {
    var session = PhoneSession(
      emptyPhoneFor: [SimulatorTestSupport.pizza], device: .iPhone15Pro, at: Self.start, wall: Self.start)
    let answer = session.receive(.push(SimulatorTestSupport.delivery("update-arriving.json")), at: Self.start)
    let verdicts = answer.compactMap { event -> PushVerdict? in
      if case .verdict(let verdict) = event { return verdict }
      return nil
    }
    #expect(verdicts.map(\.dropped) == [.noActivity])
    #expect(session.phone.entries.isEmpty)
  }
}
