import Foundation
import TestSupport
import Testing

/// `ViewThatFits` written in the app's Swift: the shim hands it to layout, which picks per presentation.
@Suite(.serialized)
struct ViewThatFitsSwiftTests {
  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func theTallChildShowsWhereItFitsAndTheShortOneElsewhere() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      WidgetHostFailureTests.attributes + """
        struct FitsWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              ViewThatFits(in: .vertical) {
                VStack { Text("Driver"); Text(context.state.driverName); Text("is on the way") }
                Text("On the way")
              }
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: {
                  ViewThatFits {
                    VStack { Text("Driver"); Text(context.state.driverName); Text("is on the way") }
                    Text("OK")
                  }
                } compactTrailing: { Text("b") } minimal: { Text("go").textCase(.uppercase) }
            }
          }
        }
        """, to: "Widget.swift")
    let result = try LaSimProcess.run(
      ["render", file, "--pipeline", "fixtures/activities/pizza-planet.json", "--step", "outForDelivery"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "nothing is left out: \(result.stderr)")
    let text = result.stdout
    // The lock screen has room for the three lines; the compact island (36 pt tall) for one.
    #expect(text.contains("is on the way"), "\(text)")
    #expect(text.contains("Buzz Lightyear"), "\(text)")
    #expect(!text.contains("On the way"), "\(text)")
    #expect(text.contains("OK"), "\(text)")
    // `.textCase(.uppercase)` in the app's Swift.
    #expect(text.contains("│  GO │"), "\(text)")
  }
}
