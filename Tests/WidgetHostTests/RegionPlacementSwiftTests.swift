import Foundation
import TestSupport
import Testing

/// `DynamicIslandExpandedRegion(_:priority:)` and `.dynamicIsland(verticalPlacement: .belowIfTooWide)` in the
/// app's Swift: a trailing text too wide for beside the camera goes below it, whole.
@Suite(.serialized)
struct RegionPlacementSwiftTests {
  static func widget(_ placement: String) -> String {
    WidgetHostFailureTests.attributes + """
      struct BelowWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: LoopAttributes.self) { context in
            Text("x")
          } dynamicIsland: { context in
            DynamicIsland {
              DynamicIslandExpandedRegion(.leading) { Image(systemName: "box.truck.fill") }
              DynamicIslandExpandedRegion(.trailing, priority: 1) {
                Text("Arriving in about twelve minutes").lineLimit(1)\(placement)
              }
            } compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
          }
        }
      }
      """
  }

  static func expanded(_ placement: String) throws -> String {
    let file = try TemporaryDirectory.ofThisTest().write(widget(placement), to: "Widget.swift")
    let result = try LaSimProcess.run(
      [
        "render", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--device", "iphone-15-pro",
        "--presentation", "expanded",
      ],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func belowIfTooWideDrawsTheTextWholeUnderTheCamera() throws {
    let beside = try Self.expanded("")
    #expect(beside.contains("●         Arriving in…"), "\(beside)")
    let below = try Self.expanded(".dynamicIsland(verticalPlacement: .belowIfTooWide)")
    #expect(below.contains("│                Arriving in about twelve minutes   │"), "\(below)")
    #expect(!below.contains("Arriving in…"))
  }
}

/// `DynamicIsland.contentMargins(_:_:for:)` in the app's Swift.
@Suite(.serialized)
struct ContentMarginsSwiftTests {
  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func theMarginsGivenMoveTheContent() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      WidgetHostFailureTests.attributes + """
        struct MarginWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              Text("x")
            } dynamicIsland: { context in
              DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("Lead") }
              } compactLeading: { Text("Abcdef") } compactTrailing: { Text("b") } minimal: { Text("c") }
                .contentMargins(.leading, 2, for: .compact)
                .contentMargins(.horizontal, 4, for: .expanded)
            }
          }
        }
        """, to: "Widget.swift")
    let result = try LaSimProcess.run(
      [
        "render", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--device", "iphone-15-pro",
        "--format", "svg",
      ],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("data-rect=\"2 7.34 43.45 22\" data-font-size=\"17\">Abc…"), "\(result.stdout)")
    #expect(result.stdout.contains("data-rect=\"4 8 37.84 22\" data-font-size=\"17\">Lead"))
  }
}
