import Fixture
import Foundation
import Scenarios
import Simulator
import Testing

import enum TestSupport.SimulatorFixture

/// The simulator's keys and a scenario's lines are two faces of one `PhoneSession`: the same keys and pushes
/// give the same events, in the same order, with the same words, whichever face fed them.
struct OneSessionTests {
  /// A key (as a scenario writes it) or a shipped pizza-planet payload.
  enum Input: CustomStringConvertible {
    case key(String)
    case push(String)

    var description: String {
      switch self {
      case .key(let name): "press \(name)"
      case .push(let file): "push \(file)"
      }
    }
  }

  /// A story that visits every kind of event: steps and their alert, a push that applies, one that arrives
  /// out of order and one that does not decode, stale, the three clock keys, back, the device, the text
  /// size, the appearance, an end, a push after it, and a restart.
  static let story: [Input] = [
    .key("n"), .push("update-arriving.json"), .key("s"), .key("+"), .key("n"),
    .push("update-older-timestamp.json"), .push("broken-case-name-status.json"), .key("]"), .key("p"),
    .key("d"), .key("t"), .key("m"), .key("n"), .key("e d"), .push("update-after-end.json"), .key("}"),
    .key("r"),
    .key("n"), .push("end-dismiss-now.json"),
  ]

  /// What the simulator's phone answered to `inputs`, pressed and pushed at the start of its clock.
  static func simulatorEvents(_ inputs: [Input]) -> (events: [PhoneEvent], model: SimulatorModel) {
    var model = SimulatorFixture.model()
    var events = model.startEvents
    for input in inputs {
      switch input {
      case .key(let name):
        for character in name where character != " " {
          events += model.answer(.key(.character(character), now: SimulatorFixture.wall)).events
        }
      case .push(let file):
        events += model.answer(.push(SimulatorFixture.delivery(file), now: SimulatorFixture.wall)).events
      }
    }
    return (events, model)
  }

  /// What the scenario's phone answered to the same `inputs`, one line each.
  static func scenarioEvents(_ inputs: [Input]) throws -> [PhoneEvent] {
    let text = inputs.map { input in
      switch input {
      case .key(let name): "press \(name)"
      case .push(let file): "push \(SimulatorFixture.payloads)/\(file)"
      }
    }.joined(separator: "\n")
    let scenario = try Scenario.parse(text, file: "one-session.scenario")
    return try ScenarioPlayer(definition: SimulatorFixture.pizza).playRecordingEvents(scenario).events
  }

  @Test("The simulator and a scenario given the same keys and pushes give the same events")
  func sameEvents() throws {
    let (simulated, model) = Self.simulatorEvents(Self.story)
    let scripted = try Self.scenarioEvents(Self.story)
    #expect(simulated.count == scripted.count)
    for (index, pair) in zip(simulated, scripted).enumerated() where pair.0 != pair.1 {
      Issue.record("event \(index) differs:\n  simulator: \(pair.0)\n  scenario:  \(pair.1)")
      break
    }
    // The simulator's log is exactly the session's lines: the face adds and rewords none.
    #expect(model.log == simulated.compactMap(\.logLine))
    // The story reached what it is about, so the comparison compared something.
    let lines = simulated.compactMap(\.logLine).map(\.text)
    #expect(lines.contains { $0.hasPrefix("step 1/5 preparing: applied · alert") })
    #expect(lines.contains { $0.hasPrefix("push update update-arriving.json: applied") })
    #expect(lines.contains { $0.hasPrefix("push broken-case-name-status.json: rejected") })
    #expect(lines.contains { $0.hasPrefix("back to step") })
    #expect(lines.contains("device: iPhone 15 Pro Max (430-pt class)"))
    #expect(lines.contains("appearance: light (the Lock Screen follows it; the island stays dark)"))
    #expect(model.colorScheme == .light)
    #expect(lines.contains { $0.hasPrefix("end, dismissal .default: applied") })
    let verdicts = simulated.compactMap { event -> EventOutcome? in
      if case .verdict(let verdict) = event { return verdict.outcome }
      return nil
    }
    #expect(verdicts.count == 5)
    #expect(verdicts.contains(.applied))
    #expect(verdicts.contains { if case .ignored = $0 { true } else { false } })
  }

  @Test("A face that fed the phone another order would be caught: the events differ")
  func orderMatters() throws {
    let swapped = [Input.key("s"), .key("n")] + Self.story.dropFirst(2)
    let simulated = Self.simulatorEvents(Self.story).events
    let scripted = try Self.scenarioEvents(swapped)
    #expect(simulated != scripted)
  }
}
