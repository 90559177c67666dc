import Foundation
import Lifecycle
import Simulator
import Testing

/// The model on its own: what keys, ticks and pushes do to the activity, the log and the effects.
struct SimulatorModelTests {
  @Test(
    "After e, the next key picks the dismissal policy",
    arguments: [
      ("d", ActivityState.ended, 4.0 * 3600), ("a", .ended, 300), ("i", .dismissed, 0),
    ] as [(Character, ActivityState, TimeInterval)])
  func endPolicies(key: Character, state: ActivityState, dismissalAfter: TimeInterval) {
    var model = SimulatorTestSupport.model()
    model.type("e", at: 10)
    model.type(String(key), at: 10)
    #expect(model.activity.state == state)
    let ended = LiveActivity.referenceStart.addingTimeInterval(10)
    #expect(model.activity.dismissalDate == ended.addingTimeInterval(dismissalAfter))
  }

  @Test("Escape, or any other key, after e cancels; q still quits")
  func endPromptCancels() {
    var model = SimulatorTestSupport.model()
    model.type("e", at: 1)
    model.press([.escape], at: 1)
    #expect(model.mode == .normal)
    #expect(model.activity.state == .active)
    #expect(model.lastLog == "end cancelled")
    model.type("e", at: 2)
    model.type("x", at: 2)
    #expect(model.activity.state == .active)
    model.type("e", at: 3)
    #expect(model.type("q", at: 3) == [.quit])
  }

  @Test("p after the activity ended goes back to the step before the last one shown")
  func backAfterTheEnd() {
    var model = SimulatorTestSupport.model()
    model.type("nnnnn", at: 1)
    #expect(model.activity.state == .ended)
    model.type("p", at: 2)
    #expect(model.activity.state == .active)
    #expect(model.stepIndex == 4)
  }

  @Test("l without --pushes says how to give payloads; with it, asks the runtime for the next one")
  func pushKey() {
    var model = SimulatorTestSupport.model()
    #expect(model.type("l", at: 1) == [])
    #expect(model.log.last?.kind == .warning)
    #expect(model.lastLog.contains("--pushes DIR"))
    var withPushes = SimulatorTestSupport.model(pushes: "payloads")
    #expect(withPushes.type("l", at: 1) == [.loadNextPush])
    #expect(withPushes.type("r", at: 2) == [.rewindPushes])
  }

  @Test("A payload the device would drop is logged with the decoder's reason and changes nothing")
  func rejectedPush() {
    var model = SimulatorTestSupport.model(pushes: "payloads")
    let before = model.activity.content
    model.push("broken-case-name-status.json", at: 1)
    #expect(model.activity.content == before)
    #expect(model.log.last?.kind == .refused)
    #expect(
      model.lastLog
        == #"push broken-case-name-status.json: rejected, 6:7: $.aps.content-state.status: "outForDelivery" is"#
        + #" the case name; DeliveryStatus decodes from its raw values, not its case names: did you mean"#
        + #" "Out for Delivery"? [LP014]"#)
    model.push("broken-not-json.json", at: 2)
    #expect(model.lastLog.hasPrefix("push broken-not-json.json: not JSON, the device cannot read it: "))
  }

  @Test("A payload with a warning is applied, and the warning is in the log")
  func warnedPush() {
    var model = SimulatorTestSupport.model(pushes: "payloads")
    model.push("warn-unix-epoch-estimated-arrival.json", at: 1)
    let lines = model.log.suffix(2)
    #expect(lines.first?.kind == .warning)
    #expect(lines.first?.text.contains("31 years late") == true)
    #expect(lines.last?.kind == .applied)
  }

  @Test("r starts again at the first step, at the current simulated time")
  func restart() {
    var model = SimulatorTestSupport.model()
    model.type("nnn", at: 1)
    model.type("r", at: 9)
    #expect(model.stepIndex == 0)
    #expect(model.activity.startDate == LiveActivity.referenceStart.addingTimeInterval(9))
    #expect(model.lastLog == "restart: a new activity at step 0 placed")
  }

  @Test("? opens help; any key closes it without acting; q and Ctrl-C quit from everywhere")
  func helpAndQuit() {
    var model = SimulatorTestSupport.model()
    model.type("?", at: 1)
    #expect(model.mode == .help)
    model.type("n", at: 1)
    #expect(model.mode == .normal)
    #expect(model.stepIndex == 0)
    model.type("?", at: 1)
    #expect(model.type("q", at: 1) == [.quit])
    #expect(model.press([.controlC], at: 1) == [.quit])
  }

  @Test("The log keeps the newest lines only")
  func logIsBounded() {
    var model = SimulatorTestSupport.model()
    for second in 0..<(SimulatorModel.logLimit + 20) { model.type("d", at: Double(second)) }
    #expect(model.log.count == SimulatorModel.logLimit)
  }

  @Test("A push without an alert in the same second as one with an alert is logged without it")
  func secondPushInOneSecondHasNoAlert() {
    var model = SimulatorTestSupport.model(pushes: "payloads")
    model.push("update-out-for-delivery.json", at: 5)
    #expect(model.lastLog.hasSuffix("· alert “Pizza Planet Update”: On its way"))
    let quiet = #"""
      {"aps": {"timestamp": 1795946500, "event": "update", "content-state": {"status": "Almost There!",
        "estimatedArrival": 817641300, "driverName": "Buzz Lightyear", "progressFraction": 0.9}}}
      """#
    let delivery = PushDelivery.decode(
      Array(quiet.utf8), fileName: "quiet.json", definition: SimulatorTestSupport.pizza)
    _ = model.update(.push(delivery, now: SimulatorTestSupport.at(5.5)))
    #expect(model.lastLog == "push update quiet.json: applied")
    #expect(model.log.last?.date == LiveActivity.referenceStart.addingTimeInterval(5))
  }

  /// Without a payload directory the tokens are shown from the first `k` on; those issued at the start are
  /// then logged as with one: at the start, in clock order, caused by no key.
  @Test("The start's tokens k reveals are logged when they were issued, with no key; the new one under k")
  func tokensRevealedByRotation() throws {
    let start = LiveActivity.referenceStart
    var model = SimulatorTestSupport.model()
    model.type("n", at: 2)
    #expect(!model.log.contains { $0.text.contains("TokenUpdates") })
    model.type("k", at: 4)
    let tokens = model.log.filter { $0.text.contains("TokenUpdates") }
    #expect(tokens.map(\.key) == ["", "", "k"])
    #expect(tokens.map(\.date) == [start, start, start.addingTimeInterval(4)])
    #expect(try #require(tokens.last).text.hasSuffix("(rotated)"))
    #expect(model.log.map(\.date) == model.log.map(\.date).sorted(), "the log stays in clock order")
    #expect(model.log.last == tokens.last)
    let served = SimulatorTestSupport.model(pushes: SimulatorTestSupport.payloads).log.filter {
      $0.text.contains("TokenUpdates")
    }
    #expect(served == Array(tokens.prefix(2)))
  }
}
