import Delivery
import Foundation
import JSON
import Lifecycle
import PushReplay
import Scenarios
import Simulator
import Testing

import enum TestSupport.SimulatorFixture

@testable import la_sim

/// `la-sim push` is the third face of `PhoneSession`: the same payloads reach the same activities with the
/// same verdicts as in the simulator. Its clock is the payloads' timestamps (the simulator's runs on its
/// own), so a reason that names an instant may name another one; and a push with no address goes to the
/// focused activity in the simulator, to the latest open one in `la-sim push` (DECISIONS.md, "Routing"), so
/// every push here names its activity, or both rules pick the same one.
struct PushSessionTests {
  /// What became of each push: its file, the activity it reached, applied/ignored/refused, and why it
  /// reached none.
  struct Fate: Equatable, CustomStringConvertible {
    var file: String
    var activity: String?
    var verdict: String
    var dropped: PushVerdict.Dropped?

    init(_ verdict: PushVerdict) {
      file = verdict.file
      activity = verdict.activity
      self.verdict = verdict.outcome.verdict
      dropped = verdict.dropped
    }

    var description: String { "\(file) → \(activity ?? "none"): \(verdict)" }
  }

  static let payloads = [
    "update-arriving.json", "update-older-timestamp.json", "broken-case-name-status.json",
    "warn-headers-missing-priority.json", "envelope-update-in-oven.json", "start-second-order.json",
    "envelope-update-second-order-in-oven.json", "end-dismiss-now.json",
  ]

  static func fates(_ events: [PhoneEvent]) -> [Fate] {
    events.compactMap { event in
      if case .verdict(let verdict) = event { return Fate(verdict) }
      return nil
    }
  }

  @Test("la-sim push and the simulator send the same payloads to the same activities, with the same verdicts")
  func sameFates() throws {
    var model = SimulatorFixture.model()
    var simulated: [PhoneEvent] = []
    for file in Self.payloads {
      simulated += model.answer(.push(SimulatorFixture.delivery(file), now: SimulatorFixture.wall)).events
    }
    let definition = SimulatorFixture.pizza
    let loaded = Self.payloads.map { file -> PayloadFile in
      let bytes = [UInt8](
        FileManager.default.contents(atPath: SimulatorFixture.payloads + "/" + file) ?? Data())
      let root = try? JSONParser.parse(bytes: bytes)
      return PayloadFile(
        file: SimulatorFixture.payloads + "/" + file,
        decoding: root.map { PushDecoder.decode($0, definition: definition) },
        root: root)
    }
    var run = PayloadReplay(definition: definition, device: .iPhone15Pro, render: false)
    run.start(step: 0, explicitStart: nil, loaded: loaded)
    for payload in loaded { run.apply(payload) }
    let pushed = Self.fates(run.events)
    #expect(pushed == Self.fates(simulated))
    // The comparison compared something: every kind of verdict, and a second activity.
    #expect(Set(pushed.map(\.verdict)) == ["applied", "ignored", "refused"])
    #expect(pushed.contains { $0.activity == "pizza-planet-2" })
    #expect(pushed.count == Self.payloads.count)
    // The verdicts la-sim push prints are the phone's.
    #expect(run.verdicts.map(\.verdict) == pushed.map { $0.verdict == "refused" ? "rejected" : $0.verdict })
  }

  /// Payloads stamped no later than the start of every clock: `la-sim push`, started then (`--start`), applies
  /// each at that instant, as the simulator and a scenario do, so the three phones live the same story.
  static let early = [
    "envelope-update-in-oven.json", "update-out-for-delivery.json", "update-older-timestamp.json",
    "start-second-order.json", "envelope-update-second-order-in-oven.json", "broken-missing-driver-name.json",
  ]

  @Test("The simulator, a scenario and la-sim push given the same pushes at one instant give the same events")
  func sameEvents() throws {
    var model = SimulatorFixture.model()
    var simulated: [PhoneEvent] = []
    for file in Self.early {
      simulated += model.answer(.push(SimulatorFixture.delivery(file), now: SimulatorFixture.wall)).events
    }
    let text = Self.early.map { "push \(SimulatorFixture.payloads)/\($0)" }.joined(separator: "\n")
    let scripted = try ScenarioPlayer(definition: SimulatorFixture.pizza)
      .playRecordingEvents(Scenario.parse(text, file: "pushes.scenario")).events
    #expect(scripted == model.startEvents + simulated)
    let definition = SimulatorFixture.pizza
    let loaded = Self.early.map { file -> PayloadFile in
      let path = SimulatorFixture.payloads + "/" + file
      let root = try? JSONParser.parse(bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
      return PayloadFile(
        file: path, decoding: root.map { PushDecoder.decode($0, definition: definition) }, root: root)
    }
    var run = PayloadReplay(definition: definition, device: .iPhone15Pro, render: false)
    run.start(step: 0, explicitStart: LiveActivity.referenceStart, loaded: loaded)
    let started = run.events.count
    for payload in loaded { run.apply(payload) }
    let pushed = Array(run.events.dropFirst(started))
    #expect(pushed.count == simulated.count)
    for (index, pair) in zip(pushed, simulated).enumerated() where pair.0 != pair.1 {
      Issue.record("event \(index) differs:\n  la-sim push: \(pair.0)\n  simulator:   \(pair.1)")
      break
    }
    // The story reached what it is about: a second activity, the island deciding, each kind of verdict.
    let lines = simulated.compactMap(\.logLine).map(\.text)
    #expect(lines.contains { $0.hasPrefix("push start start-second-order.json: applied") })
    #expect(lines.contains { $0.hasPrefix("island now") })
    #expect(Set(Self.fates(simulated).map(\.verdict)) == ["applied", "ignored", "refused"])
  }
}
