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
