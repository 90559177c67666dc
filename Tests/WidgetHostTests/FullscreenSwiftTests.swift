import Foundation
import TestSupport
import Testing

/// `@Environment(\.isActivityFullscreen)` in the app's Swift: true while StandBy draws the Lock Screen view,
/// false for the Lock Screen card, so a widget that draws another view in StandBy is drawn and checked there
/// with that view.
@Suite(.serialized)
struct FullscreenSwiftTests {
  static let widget =
    WidgetHostFailureTests.attributes + """
      struct FullscreenView: View {
        @Environment(\\.isActivityFullscreen) var isActivityFullscreen
        let context: ActivityViewContext<LoopAttributes>
        var body: some View {
          if isActivityFullscreen {
            Text("Driver \\(context.state.driverName) is on the way with order \\(context.attributes.orderNumber)")
              .font(.title).lineLimit(1)
          } else {
            Text("Card: \\(context.state.driverName)")
          }
        }
      }

      struct FullscreenWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: LoopAttributes.self) { context in
            FullscreenView(context: context)
          } dynamicIsland: { context in
            DynamicIsland {
              DynamicIslandExpandedRegion(.leading) { Text("Lead") }
            } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
          }
        }
      }
      """

  static func run(_ arguments: [String]) throws -> LaSimProcess.Result {
    let file = try TemporaryDirectory.ofThisTest().write(widget, to: "Widget.swift")
    return try LaSimProcess.run(
      arguments.map { $0 == "WIDGET" ? file : $0 } + ["--pipeline", "fixtures/activities/pizza-planet.json"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func standByDrawsTheViewTheCodeDrawsFullScreen() throws {
    let card = try Self.run(
      ["render", "WIDGET", "--device", "iphone-15-pro", "--presentation", "lock-screen"])
    #expect(card.status == 0, "\(card.stderr)")
    #expect(card.stdout.contains("Card: Buzz Lightyear"), "\(card.stdout)")
    #expect(!card.stdout.contains("Driver Buzz"))
    let standBy = try Self.run(["render", "WIDGET", "--device", "standby", "--presentation", "lock-screen"])
    #expect(standBy.status == 0, "\(standBy.stderr)")
    #expect(standBy.stdout.contains("Driver Buzz Lightyear is on"), "\(standBy.stdout)")
    #expect(!standBy.stdout.contains("Card:"))
    // The clip names the line of the fullscreen text.
    #expect(standBy.stdout.contains("lock-screen/content (Widget.swift:14:"), "\(standBy.stdout)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func checkFindsTheClipOnlyInStandByWithAFix() throws {
    let result = try Self.run(["check", "WIDGET", "--device", "all"])
    #expect(result.status == 1, "\(result.stderr)")
    let findings = result.stdout.split(separator: "\n").filter { $0.contains("[LA001]") }
    #expect(findings.count == 1, "\(result.stdout)")
    #expect(
      findings.first?.contains("standby lock-screen/content (Widget.swift:14:") == true, "\(result.stdout)")
    #expect(result.stdout.contains("fix: .lineLimit(2)"), "\(result.stdout)")
  }

  @Test(
    "import writes the code's StandBy view as layouts.standBy, and the fixture draws StandBy as the code does",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func importWritesTheStandByView() throws {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    try directory.write(
      Self.widget + """

        #Preview("Loop", as: .content, using: LoopAttributes(orderNumber: "4821")) {
          FullscreenWidget()
        } contentStates: {
          LoopAttributes.ContentState(driverName: "Buzz Lightyear")
          LoopAttributes.ContentState(driverName: "Woody")
        }

        """, to: "Widget.swift")
    let out = try TemporaryDirectory.ofThisTest().appending("imported.json").path
    let result = try LaSimProcess.run(
      ["import", directory.url.path, "--out", out], environment: WidgetHostFixtures.environment,
      directory: Repository.root)
    // The import's frame-by-frame check finds every StandBy frame drawn as the code draws it.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let fixture = try String(contentsOfFile: out, encoding: .utf8)
    #expect(fixture.contains("\"standBy\""), "\(fixture)")
    #expect(fixture.contains("Driver {driverName} is on the way with order {orderNumber}"), "\(fixture)")
    let standBy = try LaSimProcess.run(
      ["render", out, "--device", "standby", "--presentation", "lock-screen", "--step", "1"],
      directory: Repository.root)
    #expect(standBy.stdout.contains("Driver Woody is on the way"), "\(standBy.stdout)")
    let card = try LaSimProcess.run(
      ["render", out, "--device", "iphone-15-pro", "--presentation", "lock-screen", "--step", "1"],
      directory: Repository.root)
    #expect(card.stdout.contains("Card: Woody"), "\(card.stdout)")
  }
}
