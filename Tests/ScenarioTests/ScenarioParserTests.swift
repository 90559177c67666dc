import Layout
import Rendering
import Scenarios
import Testing

/// Reading the scenario language: what it accepts, and one-line errors naming file, line and expectation.
struct ScenarioParserTests {
  @Test("Commands, comments and blank lines")
  func parses() throws {
    let scenario = try Scenario.parse(
      """
      # a comment line

      wait 1h30m          # a trailing comment
      press n e i + ] } d l p s r → space
      push payloads/update.json
      pushes payloads
      stale
      end after 5m
      end default
      end immediate
      cancel
      device iphone-15-pro-max
      snapshot a
      snapshot b lock-screen compact on all
      snapshot c all on iphone-15-pro
      """, file: "s.scenario")
    #expect(scenario.steps.map(\.line) == [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    #expect(scenario.steps[0].command == .wait(5400))
    #expect(scenario.steps[0].source == "wait 1h30m")
    guard case .press(let keys) = scenario.steps[1].command else { throw TestFailure("not a press") }
    #expect(
      keys.map(\.action) == [
        .advance, .end(.immediate), .moveClock(60), .moveClock(600), .moveClock(3600), .nextDevice, .nextPush,
        .back,
        .markStale, .restart, .advance, .advance,
      ])
    #expect(keys.map(\.name) == ["n", "e i", "+", "]", "}", "d", "l", "p", "s", "r", "→", "space"])
    #expect(scenario.steps[5].command == .end(.afterDelay(300)))
    #expect(scenario.steps[6].command == .end(.default))
    #expect(scenario.steps[7].command == .end(.immediate))
    #expect(scenario.steps[9].command == .device(.iPhone15ProMax))
    #expect(
      scenario.steps[11].command
        == .snapshot(
          SnapshotRequest(name: "b", presentations: [.lockScreen, .compact], devices: DeviceProfile.all)))
    #expect(
      scenario.steps[12].command
        == .snapshot(SnapshotRequest(name: "c", presentations: nil, devices: [.iPhone15Pro])))
    #expect(scenario.snapshotNames == ["a", "b", "c"])
  }

  @Test("A byte-order mark at the start of the file is read past; decimal relevance scores are read")
  func byteOrderMarkAndDecimals() throws {
    let scenario = try Scenario.parse(
      "\u{FEFF}snapshot a\nrelevance x -2.5\nrelevance x 1e3", file: "s.scenario")
    #expect(scenario.snapshotNames == ["a"])
    #expect(scenario.steps.map(\.source) == ["snapshot a", "relevance x -2.5", "relevance x 1e3"])
    let name = String(repeating: "a", count: 100)
    #expect(try Scenario.parse("snapshot \(name)", file: "s.scenario").snapshotNames == [name])
  }

  @Test(
    "Errors name the file, the line and what was expected",
    arguments: [
      (
        "wiat 5m",
        "s.scenario:1: unknown command 'wiat' (did you mean 'wait'?); expected one of: wait, press,"
      ),
      (
        "wait",
        "s.scenario:1: 'wait' takes one duration, e.g. 'wait 5m', 'wait 1h30m' or 'wait 90s'; found too few"
      ),
      ("wait five", "s.scenario:1: expected a duration such as 5m, 1h30m or 90s after 'wait', found 'five'"),
      (
        "wait -5m",
        "s.scenario:1: expected a duration above zero after 'wait', found '-5m' (time only moves forward)"
      ),
      ("\n\npress", "s.scenario:3: 'press' needs at least one key; expected one of: n, →, right, space,"),
      (
        "press x",
        "s.scenario:1: unknown key 'x'; expected one of: n, →, right, space, p, ←, left, s, e d, e i, e a,"
      ),
      ("press q", "s.scenario:1: unknown key 'q' (a scenario's clock only moves with 'wait'"),
      ("press e", "s.scenario:1: after the key 'e' expected the dismissal on the same line: d (default),"),
      ("press e x", "i (immediate) or a (after the fixture's delay); found 'x'"),
      ("end", "s.scenario:1: 'end' needs a dismissal policy; expected 'end default', 'end immediate' or"),
      ("end later", "s.scenario:1: unknown dismissal policy 'later'; expected 'end default'"),
      ("end after", "s.scenario:1: 'end after' takes one duration; expected"),
      ("end default now", "s.scenario:1: 'end default' takes nothing more; expected 'end default'"),
      ("stale now", "s.scenario:1: 'stale' takes no arguments; unexpected 'now'"),
      (
        "device ipad-12",
        "s.scenario:1: unknown device 'ipad-12' (did you mean 'ipad-13'?); expected one of: iphone-15-pro,"
          + " iphone-15-pro-max, iphone-15-pro-landscape, iphone-no-island, standby, ipad-13, ipad-11,"
      ),
      ("device ipad", "s.scenario:1: 'device' takes one device, not the group 'ipad'"),
      ("snapshot", "s.scenario:1: 'snapshot' needs a name, e.g. 'snapshot placed'"),
      ("snapshot a/b", "s.scenario:1: snapshot name 'a/b' must start with a letter or digit and use only"),
      ("snapshot x.actual", "s.scenario:1: snapshot name 'x.actual' must not end in '.actual'"),
      (
        "snapshot " + String(repeating: "a", count: 101),
        "s.scenario:1: snapshot name '\(String(repeating: "a", count: 40))…' is 101 characters, more than the"
          + " 100-character limit on a snapshot name (it names a file)"
      ),
      (
        "wait 1m\n\u{FEFF}snapshot a",
        "s.scenario:2: unknown command '\\u{FEFF}snapshot' (did you mean 'snapshot'?)"
      ),
      (
        "wait \u{200B}5m",
        "s.scenario:1: expected a duration such as 5m, 1h30m or 90s after 'wait', found '\\u{200B}5m'"
      ),
      (
        "relevance a 1e15",
        "s.scenario:1: relevance score '1e15' is out of range; expected a decimal number from -1000000000 to"
          + " 1000000000"
      ),
      ("relevance a 0x10", "s.scenario:1: expected a relevance score (a decimal number from -1000000000 to"),
      ("relevance a inf", "s.scenario:1: expected a relevance score (a decimal number"),
      ("relevance a nan", "s.scenario:1: expected a relevance score (a decimal number"),
      ("start courier relevance 0x1p3", "s.scenario:1: expected a relevance score (a decimal number"),
      (
        "snapshot a banner",
        "s.scenario:1: unknown presentation 'banner' in snapshot 'a'; expected one of: all,"
      ),
      ("snapshot a on", "s.scenario:1: 'on' needs at least one device; expected one of: iphone-15-pro,"),
      ("snapshot a\nwait 1m\nsnapshot a", "s.scenario:3: snapshot name 'a' is already taken by line 1"),
      (
        "push", "s.scenario:1: 'push' takes one payload file, e.g. 'push payloads/update.json'; found too few"
      ),
    ])
  func errors(text: String, expected: String) {
    #expect {
      _ = try Scenario.parse(text, file: "s.scenario")
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      return error.description.contains(expected) && !error.description.contains("\n")
        && error.kind == .badData
    }
  }
}
