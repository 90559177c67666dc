import Foundation
import TestSupport
import Testing

/// A widget written as a team writes it (`fixtures/examples/match-swift`) runs whole: no view, font or colour
/// lost, its steps from its previews.
@Suite(.serialized)
struct TeamWidgetTests {
  static let widget = "fixtures/examples/match-swift"

  func render(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      ["render", Self.widget] + arguments, environment: WidgetHostFixtures.environment,
      directory: Repository.root)
  }

  @Test(
    "Helper views, computed properties, Text + Text and timers to distantFuture all draw",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func drawsWhole() throws {
    let goal = try render(["--step", "goal", "--at", "30", "--device", "iphone-15-pro"])
    #expect(goal.status == 0, "\(goal.stderr)")
    #expect(goal.stderr.isEmpty, "nothing is lost: no view, font or colour left out: \(goal.stderr)")
    let text = goal.stdout
    #expect(text.hasPrefix("match-live-activity · iPhone 15 Pro (393 pt) · step 1 goal · active"))
    // The helper view with its alignment parameter, on both sides; the score in its rounded bold title.
    #expect(text.contains("│  Arsenal                Borussia Mönchengladbach  │"), "\(text)")
    // The clock counts up from a kick-off 25 minutes before the preview ran, 30 s later.
    #expect(text.contains("│  1            25:30                            0  │"))
    #expect(text.contains("Last: Goal! Saka 24'"))
    #expect(text.contains("│   1-0          ●        25:30  │"))
    // ViewThatFits: the away team's name does not fit the expanded island, so its abbreviation shows, and
    // the name not shown is no finding.
    #expect(text.contains("│   Arsenal                ●                  BOR   │"), "\(text)")
    #expect(!text.contains("\"Borussia Mönchengladbach\" needs"), "\(text)")
    #expect(text.contains("No truncations."))
    // A cut is named where its Text is written: the line a designer would change.
    let json = try render([
      "--step", "goal", "--format", "json", "--device", "iphone-15-pro", "--dynamic-type", "AX3",
    ])
    #expect(json.stdout.contains("\"site\": \"MatchLiveActivity.swift:90:17\""), "\(json.stdout)")
    // At half time the computed `isLive` is false: the period replaces the clock, and no bar is drawn.
    let halfTime = try render([
      "--step", "halfTime", "--device", "iphone-15-pro", "--presentation", "lock-screen",
    ])
    #expect(halfTime.stdout.contains("Half time"))
    #expect(!halfTime.stdout.contains("░"))
    // The helper view reads @Environment(\.dynamicTypeSize): at AX1 it leaves the last event out.
    let large = try render(["--step", "goal", "--device", "iphone-15-pro", "--dynamic-type", "AX1"])
    #expect(large.status == 0, "\(large.stderr)")
    #expect(!large.stdout.contains("Last:"))
    #expect(large.stdout.contains("Dynamic Type AX1"))
    // `.system(size: 28)` keeps the score at 28 pt at AX3, where `.title` would be 53 pt: the score's row
    // follows the clock's, and the card is two rows shorter.
    let fixed = try render([
      "--step", "goal", "--at", "30", "--device", "iphone-15-pro", "--presentation", "lock-screen",
      "--dynamic-type", "AX3",
    ])
    #expect(fixed.stderr.isEmpty, "no font is lost: \(fixed.stderr)")
    let rows = fixed.stdout.split(separator: "\n").map(String.init)
    let clock = try #require(rows.firstIndex { $0.contains("25:30") })
    #expect(rows[clock + 1] == "│  1                                             0  │", "\(fixed.stdout)")
    #expect(rows.filter { $0.hasPrefix("│") }.count == 9, "\(fixed.stdout)")
    // The asset catalogue's colours in each appearance (Pitch: 0x1E8A3C, dark 0x4CD86E; Card: a Display P3
    // near-white, dark a 0.110 grey), and the clock's `Color(red: 0.12, green: 0.54, blue: 0.24)`.
    for (appearance, colours) in [
      ("dark", ["#4cd86e", "#1c1c1c", "#1f8a3d"]), ("light", ["#1e8a3c", "#f0f4f6", "#1f8a3d"]),
    ] {
      let picture = try render([
        "--step", "goal", "--device", "iphone-15-pro", "--presentation", "lock-screen", "--format", "svg",
        "--appearance", appearance,
      ])
      #expect(picture.stderr.isEmpty, "\(picture.stderr)")
      for colour in colours {
        #expect(picture.stdout.contains("fill=\"\(colour)\""), "\(appearance): \(colour)")
      }
    }
    let steps = try render(["--step", "extraTime"])
    #expect(steps.stderr.contains("(steps: 0 kickoff, 1 goal, 2 halfTime)"), "\(steps.stderr)")
  }
}
