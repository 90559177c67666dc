import Foundation
import Layout
import Rendering
import Scenarios
import TestSupport
import Testing

/// Playing scenarios: each key and command reaches the activity through the real state machine.
struct ScenarioPlayerTests {
  /// The text of every snapshot of `text`, played against `fixture`.
  func texts(_ text: String, fixture: String = "pizza-planet") throws -> [String] {
    try ScenarioTestSupport.play(text, fixture: fixture).map { $0.text(ansi: false) }
  }

  @Test(
    "Each key changes the activity the way the simulator's key does",
    arguments: [
      ("press n", "step 1 preparing · active", "press n: update preparing, applied"),
      ("press right space", "step 2 inOven · active", "press space: update inOven, applied"),
      ("press n n p", "step 1 preparing · active", "press p: back to step 1 preparing: a new activity"),
      ("press left", "step 0 placed · active", "press left: nothing to go back to (step 0 is the first)"),
      ("press s", "step 0 placed · stale", "press s: mark stale, applied"),
      ("press e d", "ended · dismissal at +4h00m00s", "press e d: end, applied"),
      ("press e i", "step 0 placed · dismissed", "press e i: end, applied"),
      ("press e a", "ended · dismissal at +5m00s", "press e a: end, applied"),
      ("press n n r", "step 0 placed · active", "press r: restart"),
      ("press +", "2026-11-29T10:01:00Z (+1m00s)", "start placed, applied"),
      ("press ]", "2026-11-29T10:10:00Z (+10m00s)", "start placed, applied"),
      ("press } } ] +", "2026-11-29T12:11:00Z (+2h11m00s)", "press }: stale date reached, applied"),
      ("press d", "pizza-planet · iPhone 15 Pro Max (430 pt)", "press d: showing iPhone 15 Pro Max"),
      ("press d d", "pizza-planet · iPhone 15 Pro (393 pt)", "press d: showing iPhone 15 Pro"),
    ])
  func key(line: String, header: String, event: String) throws {
    let text = try texts("\(line)\nsnapshot after compact")[0]
    #expect(text.contains(header))
    #expect(text.contains(event))
  }

  @Test("The alert of an update shows for a few seconds, then goes")
  func alert() throws {
    let shots = try texts("press n\nsnapshot at-once compact\nwait 4s\nsnapshot later compact")
    #expect(shots[0].contains("Alert showing: Pizza Planet Update · 👨🍳 Preparing Your Pizza"))
    #expect(!shots[1].contains("Alert showing"))
  }

  @Test("end after a delay longer than four hours is dismissed four hours after the end")
  func endClamp() throws {
    let text = try texts("wait 10m\nend after 10h\nsnapshot ended lock-screen")[0]
    #expect(text.contains("ended · dismissal at +4h10m00s"))
    #expect(text.contains("+10m00s     end after 10h: end, applied"))
  }

  @Test("e a ends as the fixture's own end says: export's is .default, pizza-planet's .after 5 minutes")
  func endAsTheFixtureSays() throws {
    let export = try texts("press e a\nsnapshot ended lock-screen", fixture: "export")[0]
    #expect(export.contains("ended · dismissal at +4h00m00s"))
    let pizza = try texts("press e a\nsnapshot ended lock-screen")[0]
    #expect(pizza.contains("ended · dismissal at +5m00s"))
  }

  @Test("n after a push goes on from the step applied last, not from the start")
  func advanceAfterCancel() throws {
    let text = try texts("press n\ncancel\npress n\nsnapshot s lock-screen")[0]
    #expect(text.contains("press n: update inOven, ignored"))
  }

  @Test("Snapshots take the chosen presentations and devices, in order")
  func snapshotChoice() throws {
    let snapshot = try ScenarioTestSupport.play(
      "snapshot s minimal compact on iphone-15-pro-max iphone-15-pro")[0]
    #expect(snapshot.sections.count == 2)
    #expect(snapshot.sections[0].header.contains("iPhone 15 Pro Max"))
    #expect(snapshot.sections[0].frames.map(\.presentation) == [.minimal, .compact])
    #expect(
      snapshot.sections[0].frames[1].frame.width
        == DeviceProfile.iPhone15ProMax.frameSize(of: .compact).columns)
    let all = try ScenarioTestSupport.play("snapshot s")[0]
    #expect(all.sections[0].frames.map(\.presentation) == Presentation.allCases)
  }

  @Test(
    "A snapshot that names small draws a phone's small family of an activity without one, as CarPlay does")
  func snapshotSmallWithoutLayout() throws {
    let phone = try ScenarioTestSupport.play("snapshot s small", fixture: "courier")[0]
    let carPlay = try ScenarioTestSupport.play("snapshot s small on carplay", fixture: "courier")[0]
    let small = try #require(phone.sections.first?.frames.first)
    #expect(phone.sections[0].frames.map(\.presentation) == [.small])
    #expect(small.note == "its compact views: no small layout")
    #expect(small.frame.rows == carPlay.sections[0].frames.first?.frame.rows)
    // Unnamed, the phone's presentations are the ones the activity has there: no small family.
    let all = try ScenarioTestSupport.play("snapshot s", fixture: "courier")[0]
    #expect(!all.sections[0].frames.map(\.presentation).contains(.small))
  }

  @Test(
    "Errors while playing name the line and what was expected",
    arguments: [
      (
        "courier", "wait 1m\ncancel",
        "t.scenario:2: courier has no 'cancel' in its fixture; expected 'end default"
      ),
      (
        "export", "snapshot s compact on carplay-tall",
        "t.scenario:1: carplay-tall has no compact presentation; expected one of: small"
      ),
      (
        "pizza-planet", "press n l",
        "t.scenario:1: 'press l' applies the next payload of a 'pushes DIR' line;"
      ),
    ])
  func playErrors(fixture: String, text: String, expected: String) throws {
    #expect {
      _ = try ScenarioTestSupport.play(text, fixture: fixture, file: "t.scenario")
    } throws: { error in
      (error as? ScenarioError)?.description.hasPrefix(expected) == true
    }
  }

  @Test("A payload file that cannot be read is an unreadable-file error naming the line")
  func unreadablePayload() throws {
    #expect {
      _ = try ScenarioTestSupport.play("wait 1m\npush missing.json", file: "/nowhere/t.scenario")
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      return error.kind == .unreadable && error.line == 2 && error.message.contains("'missing.json'")
    }
  }

  @Test("Events list what happened since the previous snapshot, with the line that caused it")
  func events() throws {
    let snapshots = try ScenarioTestSupport.play(
      "snapshot a compact\nwait 1h\nsnapshot b compact\nsnapshot c compact")
    #expect(snapshots[0].eventsHeading == "Events since the start:")
    #expect(snapshots[0].events == ["+0s         start placed, applied"])
    #expect(snapshots[1].eventsHeading == "Events since snapshot \"a\":")
    #expect(snapshots[1].events == ["+1h00m00s   wait 1h: stale date reached, applied"])
    #expect(snapshots[2].events == ["(none)"])
  }

  /// A scenario file path beside the shipped scenarios, so `../payloads/...` paths resolve.
  static let beside = ScenarioTestSupport.scenarios + "/test.scenario"

  @Test("press l applies the payloads of 'pushes' in name order, then says when none are left")
  func pushQueue() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    try FileManager.default.createDirectory(atPath: directory + "/queue", withIntermediateDirectories: true)
    let payloads = Repository.root.path + "/fixtures/payloads/courier/"
    for (source, name) in [
      ("envelope-update-on-the-way.json", "1.json"), ("update-stops-left.json", "2.json"),
      ("end-delivered.json", "3.json"),
    ] {
      try FileManager.default.copyItem(atPath: payloads + source, toPath: "\(directory)/queue/\(name)")
    }
    try ScenarioTestSupport.write("not a payload", to: directory + "/queue/notes.txt")
    let snapshots = try ScenarioTestSupport.play(
      "pushes queue\npress l l l l\nsnapshot after lock-screen", fixture: "courier",
      file: directory + "/test.scenario")
    let events = snapshots[0].events
    #expect(events[1].hasSuffix("pushes queue: 3 payloads queued for 'press l'"))
    #expect(events[2].contains("pushToStartTokenUpdates com.example.courier: "))
    #expect(events[3].contains("pushTokenUpdates courier: "))
    #expect(events[4].contains("press l: push update 1.json, applied"))
    #expect(events[5].contains("press l: push update 2.json, applied"))
    #expect(events[6].contains("press l: push end 3.json, applied"))
    #expect(events.last!.hasSuffix("press l: no more payloads in queue"))
    #expect(snapshots[0].sections[0].header.contains("final content · ended"))
  }

  @Test("A payload that is not JSON stops the scenario at its line, naming the place")
  func notJSON() throws {
    #expect {
      _ = try ScenarioTestSupport.play(
        "wait 1m\npush ../payloads/pizza-planet/broken-not-json.json", file: Self.beside)
    } throws: { error in
      guard let error = error as? ScenarioError else { return false }
      return error.line == 2 && error.kind == .badData
        && error.message.hasPrefix("'../payloads/pizza-planet/broken-not-json.json' is not JSON: ")
    }
  }

  @Test("An applied payload's warnings follow its event line")
  func pushWarnings() throws {
    let snapshot = try ScenarioTestSupport.play(
      "push ../payloads/pizza-planet/warn-unix-epoch-estimated-arrival.json\nsnapshot s compact",
      file: Self.beside)[0]
    #expect(snapshot.events[3].contains("push update warn-unix-epoch-estimated-arrival.json, applied"))
    #expect(snapshot.events[4].hasPrefix("    warning: "))
    #expect(snapshot.events[4].contains("31 years late"))
  }
}
