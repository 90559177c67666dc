import Fixture
import Foundation
import Lifecycle
import Simulator
import Testing

/// One event, three faces: what the simulator's log, a scenario and `la-sim push` print for it. Each face
/// words it its own way on purpose; a face that rewords it (or starts wording it itself) fails here.
struct PhoneWordingTests {
  static let start = LiveActivity.referenceStart

  @Test("A push that reaches no activity is worded for the log, a scenario and la-sim push")
  func pushToNoActivity() throws {
    var session = PhoneSession(
      emptyPhoneFor: [SimulatorTestSupport.pizza], device: .iPhone15Pro, at: Self.start, wall: Self.start)
    let answer = session.receive(.push(SimulatorTestSupport.delivery("update-arriving.json")), at: Self.start)
    let verdict = try #require(
      answer.lazy.compactMap { event -> PushVerdict? in
        if case .verdict(let verdict) = event { return verdict }
        return nil
      }.first)
    let reason = "no activity is on the phone (its start was refused)"

    #expect(answer.compactMap(\.logLine).map(\.text) == ["push update-arriving.json: ignored, \(reason)"])
    #expect(
      PhoneWording.logLine(verdict, start: false, activities: 0)
        == "push update-arriving.json: ignored, \(reason)")
    #expect(
      PhoneWording.scenarioNote(on: verdict, file: "update-arriving.json", beside: false)
        == "push update-arriving.json ignored (\(reason))")
    let payload = try #require(verdict.decoding?.payload)
    let words = try #require(
      PhoneWording.pushCommand(payload, [verdict], clockBefore: nil, others: [], phone: session.phone))
    #expect(
      PhoneWording.verdictLine(words, file: "update-arriving.json", event: payload.event)
        == "update-arriving.json: ignored: \(reason)")
    #expect(words.diagnostics.isEmpty)
  }

  @Test("A second activity that takes the island is worded for the log, a scenario and la-sim push")
  func islandChange() throws {
    var session = PhoneSession(
      emptyPhoneFor: [SimulatorTestSupport.pizza], device: .iPhone15Pro, at: Self.start, wall: Self.start)
    _ = session.receive(.command("", .start(SimulatorTestSupport.pizza, step: 0)), at: Self.start)
    let before = session.phone.island(at: Self.start)
    let answer = session.receive(
      .command("start", .start(SimulatorTestSupport.pizza, name: "second", relevance: 90)), at: Self.start)
    let changes = answer.compactMap { event -> [String]? in
      guard case .islandChanged(let island, let line) = event else { return nil }
      return [
        line.text, PhoneWording(.log).island(island, device: .iPhone15Pro),
        PhoneWording(.scenario).island(island, device: .iPhone15Pro),
        PhoneWording(.pushCommand).island(island, was: before, device: .iPhone15Pro),
      ]
    }

    #expect(
      changes == [
        [
          "island now compact: second (higher relevance)", "island now compact: second (higher relevance)",
          "island now compact: second (higher relevance)",
          "island now: compact: second (higher relevance); was compact: pizza-planet (only activity)",
        ]
      ])
  }

  @Test("On a phone without a Dynamic Island there is none to arbitrate, and an alert is a banner")
  func noIsland() {
    let until = Self.start.addingTimeInterval(4)
    #expect(
      PhoneWording.summary(.compact("pizza-planet", .only), device: .iPhoneNoIsland) == "none on iPhone 14")
    #expect(
      PhoneWording.summary(
        .expanded("pizza-planet", until: until), afterAlerts: .compact("pizza-planet", .only),
        device: .iPhoneNoIsland)
        == "none on iPhone 14; pizza-planet's alert shows as a banner at the top of the screen until"
        + " 2026-11-29T10:00:04Z")
    #expect(
      PhoneWording(.log).island(.minimal(attached: "a", detached: "b", .otherApp), device: .iPhoneNoIsland)
        == "island now none on iPhone 14")
    // With an island, the same alert expands it.
    #expect(
      PhoneWording.summary(
        .expanded("pizza-planet", until: until), afterAlerts: .compact("pizza-planet", .only),
        device: .iPhone15Pro)
        == "expanded for pizza-planet's alert until 2026-11-29T10:00:04Z, then compact: pizza-planet"
        + " (only activity)")
  }

  @Test("An entry of an activity's own log is worded for the log, a scenario and la-sim push")
  func logEntry() {
    let entry = EventLogEntry(
      date: Self.start.addingTimeInterval(65), event: "push update late.json",
      outcome: .ignored("its timestamp is not newer"), note: nil)

    #expect(
      PhoneWording(.log).entry(entry, of: "courier")
        == "courier: push update late.json: ignored, its timestamp is not newer")
    #expect(
      PhoneWording(.scenario).entry(entry, of: "courier")
        == "courier push update late.json, ignored (its timestamp is not newer)")
    #expect(
      PhoneWording.scenarioLine(
        PhoneWording(.scenario).entry(entry), at: entry.date, from: Self.start, cause: "press l")
        == "+1m05s      press l: push update late.json, ignored (its timestamp is not newer)")
    #expect(
      PhoneWording(.pushCommand).entry(entry)
        == "2026-11-29T10:01:05Z  push update late.json  ignored: its timestamp is not newer")
  }

  @Test("Priority 5 and an equal content state are notes, not warnings, for the log, scenarios and push")
  func notesOnACorrectPush() throws {
    var session = PhoneSession(
      emptyPhoneFor: [SimulatorTestSupport.pizza], device: .iPhone15Pro, at: Self.start, wall: Self.start)
    _ = session.receive(.command("", .start(SimulatorTestSupport.pizza, step: 0)), at: Self.start)
    // The same update again, a minute later: it carries the content state the first one showed.
    let sample = try String(
      contentsOfFile: SimulatorTestSupport.payloads + "/envelope-update-in-oven.json", encoding: .utf8)
    let again = sample.replacingOccurrences(
      of: "\"timestamp\": 1795946100", with: "\"timestamp\": 1795946160")
    #expect(again != sample)
    let deliveries = [
      SimulatorTestSupport.delivery("envelope-update-in-oven.json"),
      PushDelivery.decode(Array(again.utf8), fileName: "again.json", definition: SimulatorTestSupport.pizza),
    ]
    var verdicts: [PushVerdict] = []
    var lines: [LogLine] = []
    for (seconds, delivery) in zip([60.0, 120], deliveries) {
      let answer = session.receive(.push(delivery), at: Self.start.addingTimeInterval(seconds))
      lines += answer.compactMap(\.logLine)
      verdicts += answer.compactMap { event -> PushVerdict? in
        if case .verdict(let verdict) = event { return verdict }
        return nil
      }
    }
    #expect(verdicts.map { $0.notes.map(\.severity.rawValue) } == [["note"], ["note", "note"]])
    #expect(verdicts.map { $0.notes.compactMap(\.trap?.code) } == [["LP029"], ["LP029", "LP030"]])
    #expect(
      verdicts[1].notes.map(\.description) == [
        "note: 5:5: $.headers.apns-priority: priority 5: not counted against the budget; iOS delivers it when it"
          + " sees fit, so it may show later (la-sim applies it on arrival) [LP029]",
        "note: 11:7: $.body.aps.content-state: the content state equals the one shown: applied, and nothing"
          + " changes on screen [LP030]",
      ])
    // The simulator's log shows them as information, not in a warning's colour.
    let noted = lines.filter { $0.text.hasSuffix("[LP029]") || $0.text.hasSuffix("[LP030]") }
    #expect(noted.count == 3)
    #expect(noted.allSatisfy { $0.kind == .info }, "\(noted)")
    let payload = try #require(verdicts[1].decoding?.payload)
    let words = try #require(
      PhoneWording.pushCommand(payload, [verdicts[1]], clockBefore: nil, others: [], phone: session.phone))
    #expect(words.verdict == .applied)
    #expect(words.diagnostics.map(\.severity.rawValue) == ["note", "note"])
  }

  @Test("A token rotation for an activity that is over says what became of it in a sentence")
  func noNewToken() {
    var ended = SimulatorTestSupport.model()
    ended.type("edk", at: 1)
    #expect(ended.lastLog == "token: the activity has ended, so it gets no new token")
    var dismissed = SimulatorTestSupport.model()
    dismissed.type("eik", at: 1)
    #expect(dismissed.lastLog == "token: the activity has been dismissed, so it gets no new token")
    #expect(
      PhoneWording(.scenario).noNewToken(for: "courier", state: .dismissed, shared: true)
        == "courier has been dismissed: its token died with it, none is issued")
    #expect(
      PhoneWording(.log).noNewToken(for: "courier", state: nil, shared: true)
        == "courier: token: the activity has ended, so it gets no new token")
    // A push to the token of an activity that is over says the same.
    dismissed.push("envelope-update-by-token.json", at: 2)
    #expect(dismissed.lastLog.contains("belonged to pizza-planet, which has been dismissed; a token dies"))
    #expect(
      ActivityState.allCases.map(\.predicate)
        == ["is active", "is stale", "has ended", "has been dismissed"])
  }
}
