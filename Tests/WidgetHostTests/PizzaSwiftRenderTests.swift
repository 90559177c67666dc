import Foundation
import TestSupport
import Testing

/// The Pizza Planet tutorial's Swift, exactly as published, compiled against la-sim's SwiftUI, WidgetKit and
/// ActivityKit and drawn with the fixture's pipeline, gives the built-in fixture's frames.
@Suite(.serialized)
struct PizzaSwiftRenderTests {
  func render(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      ["render"] + arguments, environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"),
    arguments: ["active", "stale", "ended"])
  func everyStepMatchesTheFixture(state: String) throws {
    for step in 0..<6 {
      let common = ["--step", String(step), "--state", state, "--device", "phones"]
      let fixture = try render(["pizza-planet"] + common)
      let swift = try render(
        [WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json"] + common)
      #expect(fixture.status == 0)
      #expect(swift.status == 0, "\(swift.stderr)")
      guard step == 1 else {
        #expect(swift.stdout == fixture.stdout, "step \(step) \(state)")
        continue
      }
      // `preparing`'s emoji is U+1F468 U+1F373 in the published code, with no ZWJ: two emoji, wider, so
      // the lines that show it differ, and only those (DECISIONS.md, "The tutorial's Swift, compiled").
      let fixtureLines = fixture.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      let swiftLines = swift.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(fixtureLines.count == swiftLines.count)
      var differing = 0
      for (expected, found) in zip(fixtureLines, swiftLines) where expected != found {
        differing += 1
        #expect(expected.contains("\u{1F468}\u{200D}\u{1F373}"), "\(expected)")
        #expect(found.contains("\u{1F468}\u{1F373}"), "\(found)")
      }
      #expect(differing > 0)
      // An ended activity has no Dynamic Island.
      #expect(
        state == "ended"
          || swift.stdout.contains(
            "expanded/center: \"\u{1F468}\u{1F373} Preparing Your Pizza\" needs 188.6 pt, has 125.3 pt")
      )
    }
  }
}
