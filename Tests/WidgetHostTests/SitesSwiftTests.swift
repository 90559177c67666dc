import Foundation
import TestSupport
import Testing

/// A text the code writes in two places names, in each finding, the line of the place that clipped.
@Suite(.serialized)
struct SitesSwiftTests {
  static let widget =
    WidgetHostFailureTests.attributes + """
      struct TwiceWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: LoopAttributes.self) { context in
            Text("Arriving in about twelve minutes")
          } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
              compactLeading: { Text("Arriving in about twelve minutes") }
              compactTrailing: { Text("b") } minimal: { Text("c") }
          }
        }
      }
      """

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func theClippedPlaceIsNamed() throws {
    let file = try TemporaryDirectory.ofThisTest().write(Self.widget, to: "Widget.swift")
    let check = try LaSimProcess.run(
      [
        "check", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--device", "iphone-15-pro",
        "--format", "json",
      ],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(check.status == 1, "\(check.stderr)")
    // The Lock Screen writes it at line 12, compact leading at line 15: only the compact one clips, in the
    // compact island and in the small family drawn from it.
    #expect(check.stdout.contains("\"site\": \"Widget.swift:15:27\""), "\(check.stdout)")
    #expect(!check.stdout.contains("Widget.swift:12:"), "\(check.stdout)")
    let render = try LaSimProcess.run(
      ["render", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--device", "iphone-15-pro"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(render.stdout.contains("(Widget.swift:15:27)"), "\(render.stdout)")
    #expect(!render.stdout.contains("(Widget.swift:12:"), "\(render.stdout)")
  }
}
