import Foundation
import TestSupport
import Testing

/// `la-sim render FIXTURE --with FIXTURE[@STEP]`: several activities on one phone, as the phone shows them.
@Suite(.temporaryDirectory) struct PhoneRenderCommandTests {
  @Test("Two apps: both minimal, the first started attached, and both Lock Screen cards, most relevant first")
  func twoApps() throws {
    let result = try CLIRunner.run(["render", "pizza-planet", "--with", "courier"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines[1] == "Dynamic Island: minimal: pizza-planet attached, courier detached (other app)")
    #expect(lines.contains("Dynamic Island · minimal  8×5  (pizza-planet, attached: other app)"))
    #expect(lines.contains("Dynamic Island · minimal  8×5  (courier, detached: other app)"))
    #expect(!result.stdout.contains("Dynamic Island · compact"))
    let pizza = try #require(lines.firstIndex(of: "Lock Screen  53×14  (pizza-planet, 1 of 2)"))
    let courier = try #require(lines.firstIndex(of: "Lock Screen  53×14  (courier, 2 of 2)"))
    #expect(pizza < courier)
  }

  @Test("Two activities of one app: the one started first takes the compact pair, and the label says why")
  func oneApp() throws {
    let result = try CLIRunner.run([
      "render", "courier", "--with", "courier-compact@stopsLeft", "--presentation", "compact",
    ])
    #expect(result.status == 0)
    Picture.expect(
      result.stdout,
      """
      phone · iPhone 15 Pro (393 pt) · courier step 0 active, courier-compact step 2 active · 2026-11-29T10:00:01Z
      Dynamic Island: compact: courier (started first)

      Dynamic Island · compact  34×5  (courier: started first)
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●         25m   │
      │                                │
      ╰────────────────────────────────╯

      No truncations.

      """)
  }

  @Test("A presentation the phone does not show now says so, not nothing then 'No truncations.'")
  func presentationNotShown() throws {
    let result = try CLIRunner.run(["render", "courier", "--with", "export", "--presentation", "compact"])
    #expect(result.status == 0)
    Picture.expect(
      result.stdout,
      """
      phone · iPhone 15 Pro (393 pt) · courier step 0 active, export step 0 active · 2026-11-29T10:00:01Z
      Dynamic Island: minimal: courier attached, export detached (other app)

      No compact frame: the Dynamic Island shows no compact presentation now (see its line above).

      No truncations.

      """)
    let expanded = try CLIRunner.run(["render", "courier", "--with", "export", "--presentation", "expanded"])
    #expect(expanded.stdout.contains("No expanded frame: the Dynamic Island shows no expanded presentation"))
  }

  @Test("An activity that has ended leaves the island to the other app's")
  func endedLeaves() throws {
    let result = try CLIRunner.run([
      "render", "pizza-planet", "--with", "courier@delivered", "--format", "json",
    ])
    #expect(result.status == 0)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(json?["islandActivities"] as? [String] == ["pizza-planet"])
    #expect(json?["lockScreen"] as? [String] == ["pizza-planet", "courier"])
  }

  @Test("A fixture file whose name holds an @ is that file; FILE@STEP after it still names a step")
  func atInAFileName() throws {
    let courier = try String(
      contentsOf: Repository.root.appendingPathComponent("fixtures/activities/courier.json"), encoding: .utf8)
    let path = try CLIRunner.temporaryFile(courier, name: "we@ird.json")
    let whole = try CLIRunner.run(["render", "pizza-planet", "--with", path])
    #expect(whole.status == 0, "\(whole.stderr)")
    #expect(
      whole.stdout.hasPrefix("phone · iPhone 15 Pro (393 pt) · pizza-planet step 0 active, courier step 0"))
    let stepped = try CLIRunner.run(["render", "pizza-planet", "--with", path + "@stopsLeft"])
    #expect(stepped.stdout.contains("courier step 2 active"), "\(stepped.stderr)")
    let payload = Repository.root.appendingPathComponent(
      "fixtures/payloads/pizza-planet/update-arriving.json")
    let pushed = try CLIRunner.run(["push", "pizza-planet", "--with", path, payload.path])
    #expect(pushed.stdout.contains("courier started at step 0 (--with)"), "\(pushed.stderr)")
  }

  @Test("A bad --with is a usage error naming what was expected")
  func badWith() throws {
    let step = try CLIRunner.run(["render", "pizza-planet", "--with", "courier@9"])
    #expect(step.status == 64)
    #expect(step.stderr.contains("no step '9' in courier"))
    let state = try CLIRunner.run(["render", "pizza-planet", "--with", "courier", "--state", "stale"])
    #expect(state.status == 64)
    #expect(state.stderr.contains("--state cannot be combined with --with"))
    let missing = try CLIRunner.run(["render", "pizza-planet", "--with", "nope"])
    #expect(missing.status == 66)
  }
}
