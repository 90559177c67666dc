import Foundation
import Lifecycle
import Rendering
import Scenarios
import TestSupport
import Testing

/// The scenario line `dynamic-type SIZE`, `press t` and `play --dynamic-type`.
struct DynamicTypeScenarioTests {
  @Test("'dynamic-type AX2' parses, and changes the size of the snapshots after it")
  func commandChangesLaterSnapshots() throws {
    let scenario = try Scenario.parse(
      "snapshot before\ndynamic-type AX2\nsnapshot after\n", file: "s.scenario")
    #expect(scenario.steps[1].command == .dynamicType(.accessibility2))
    let snapshots = try ScenarioTestSupport.play(
      "snapshot before lock-screen\ndynamic-type AX2\nsnapshot after lock-screen\n")
    let before = try #require(snapshots.first?.sections.first)
    let after = try #require(snapshots.last?.sections.first)
    #expect(!before.header.contains("Dynamic Type"))
    #expect(after.header.hasSuffix(" · Dynamic Type AX2"))
    #expect(before.frames[0].size.height < after.frames[0].size.height)
    #expect(snapshots.last?.events == ["+0s         dynamic-type AX2: text size Dynamic Type AX2"])
    // The frames are the renderer's at that size.
    let definition = try BuiltinFixture.definition("pizza-planet")
    let activity = LiveActivity(definition: definition, startingAt: ScenarioPlayer.start)
    let expected = Renderer.render(
      activity, presentation: .lockScreen, device: .iPhone15Pro, now: ScenarioPlayer.start,
      dynamicType: .accessibility2)
    #expect(after.frames == [expected])
  }

  @Test("press t and T step the size up and down, as in the simulator")
  func keys() throws {
    let snapshots = try ScenarioTestSupport.play(
      "press t\nsnapshot a compact\npress T T\nsnapshot b compact\n"
        + "dynamic-type AX5\npress t\nsnapshot c compact\n")
    #expect(
      snapshots.map { $0.sections[0].header.components(separatedBy: " · ").last } == [
        "Dynamic Type xLarge", "Dynamic Type medium", "Dynamic Type xSmall",
      ])
  }

  @Test(
    "A bad size is a one-line error naming the file and line",
    arguments: [
      (
        "wait 1m\ndynamic-type AX9",
        "s.scenario:2: invalid value 'AX9' for 'dynamic-type' (did you mean AX1?); expected one of: xSmall,"
          + " small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5"
      ),
      (
        "dynamic-type xlarge",
        "s.scenario:1: invalid value 'xlarge' for 'dynamic-type' (did you mean xLarge?);"
      ),
      ("dynamic-type", "s.scenario:1: 'dynamic-type' takes one text size; expected one of: xSmall, small,"),
      ("dynamic-type AX1 AX2", "s.scenario:1: 'dynamic-type' takes one text size; expected one of: xSmall,"),
      ("dynamic-typo AX1", "s.scenario:1: unknown command 'dynamic-typo' (did you mean 'dynamic-type'?)"),
    ])
  func errors(text: String, expected: String) {
    #expect {
      _ = try Scenario.parse(text, file: "s.scenario")
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      return error.description.hasPrefix(expected) && !error.description.contains("\n")
    }
  }

  @Test("play --dynamic-type starts there; a bad size in the file exits 65 naming file:line")
  func playCommand() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let path = directory + "/sizes.scenario"
    try "snapshot first compact\ndynamic-type large\nsnapshot second compact\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let result = try LaSimProcess.run(["play", "courier", path, "--dynamic-type", "AX4"])
    #expect(result.status == 0)
    let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("courier · ") }
    #expect(headers.count == 2)
    #expect(headers.first?.hasSuffix(" · Dynamic Type AX4") == true)
    #expect(headers.last?.contains("Dynamic Type") == false)
    // --verify of goldens recorded at a size tells how to record them again at that size.
    let goldens = directory + "/goldens"
    #expect(
      try LaSimProcess.run(["play", "courier", path, "--dynamic-type", "AX4", "--record", goldens]).status
        == 0)
    #expect(
      try LaSimProcess.run(["play", "courier", path, "--dynamic-type", "AX4", "--verify", goldens]).status
        == 0)
    let changed = try LaSimProcess.run([
      "play", "courier", path, "--dynamic-type", "AX3", "--verify", goldens,
    ])
    #expect(changed.status == 1)
    #expect(changed.stdout.contains(" --dynamic-type AX3"))

    let bad = directory + "/bad.scenario"
    try "snapshot a\n\ndynamic-type huge\n".write(toFile: bad, atomically: true, encoding: .utf8)
    let failure = try LaSimProcess.run(["play", "courier", bad])
    #expect(failure.status == 65)
    #expect(
      failure.stderr
        == "la-sim play: \(bad):3: invalid value 'huge' for 'dynamic-type'; expected one of: xSmall, small,"
        + " medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5\n")
  }
}
