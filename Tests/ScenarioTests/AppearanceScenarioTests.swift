import Foundation
import Lifecycle
import Rendering
import Scenarios
import TestSupport
import Testing
import Views

/// The scenario line `appearance light|dark`, `press m` and `play --appearance`.
struct AppearanceScenarioTests {
  @Test("'appearance light' parses, and draws the later snapshots' Lock Screen light, the island dark")
  func commandChangesLaterSnapshots() throws {
    let scenario = try Scenario.parse("appearance light\nsnapshot after\n", file: "s.scenario")
    #expect(scenario.steps[0].command == .appearance(.light))
    let snapshots = try ScenarioTestSupport.play(
      "snapshot before lock-screen compact\nappearance light\nsnapshot after lock-screen compact\n",
      fixture: "courier")
    let before = try #require(snapshots.first?.sections.first)
    let after = try #require(snapshots.last?.sections.first)
    #expect(!before.header.contains("light appearance"))
    #expect(after.header.hasSuffix(" · light appearance"))
    #expect(before.frames.map(\.frame.colorScheme) == [.dark, .dark])
    #expect(after.frames.map(\.frame.colorScheme) == [.light, .dark])
    #expect(
      snapshots.last?.events == ["+0s         appearance light: the Lock Screen in light appearance"])
    let definition = try BuiltinFixture.definition("courier")
    let activity = LiveActivity(definition: definition, startingAt: ScenarioPlayer.start)
    let expected = Renderer.render(
      activity, presentation: .lockScreen, device: .iPhone15Pro, now: ScenarioPlayer.start,
      colorScheme: .light)
    #expect(after.frames.first == expected)
  }

  @Test("press m switches between dark and light, as in the simulator")
  func key() throws {
    let snapshots = try ScenarioTestSupport.play(
      "press m\nsnapshot a lock-screen\npress m\nsnapshot b lock-screen\n")
    #expect(snapshots.map { $0.sections[0].frames[0].frame.colorScheme } == [.light, .dark])
  }

  @Test(
    "A bad appearance is a one-line error naming the file and line",
    arguments: [
      ("wait 1m\nappearance sepia", "s.scenario:2: 'appearance' takes light or dark, found 'sepia'"),
      ("appearance", "s.scenario:1: 'appearance' takes light or dark"),
      ("appearance light dark", "s.scenario:1: 'appearance' takes light or dark"),
    ])
  func errors(text: String, expected: String) {
    #expect {
      _ = try Scenario.parse(text, file: "s.scenario")
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      return error.description.hasPrefix(expected) && !error.description.contains("\n")
    }
  }

  @Test("play --appearance light starts there; render --appearance says so in its header")
  func commandLine() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/looks.scenario"
    try "snapshot first lock-screen\nappearance dark\nsnapshot second lock-screen\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = try LaSimProcess.run(["play", "courier", path, "--appearance", "light"])
    #expect(result.status == 0)
    let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("courier · ") }
    #expect(headers.count == 2)
    #expect(headers.first?.hasSuffix(" · light appearance") == true)
    #expect(headers.last?.hasSuffix(" · light appearance") == false)
    let render = try LaSimProcess.run(["render", "courier", "--appearance", "light", "--format", "json"])
    #expect(render.stdout.contains("\"appearance\": \"light\""))
    let bad = try LaSimProcess.run(["render", "courier", "--appearance", "Light"])
    #expect(bad.status == 64)
    #expect(
      bad.stderr.contains(
        "invalid value 'Light' for --appearance (did you mean light?); expected one of: light, dark"))
  }
}
