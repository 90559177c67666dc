import Foundation
import TestSupport
import Testing

/// The Pizza Planet tutorial's Swift, exactly as published, compiled against la-sim's SwiftUI, WidgetKit and
/// ActivityKit and drawn with the fixture's pipeline, gives the built-in fixture's frames at every step and
/// state.
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
    // The last step ends the activity: only `ended` is reached there.
    for step in 0..<6 where state == "ended" || step < 5 {
      let common = ["--step", String(step), "--state", state, "--device", "phones"]
      let fixture = try render(["pizza-planet"] + common)
      let swift = try render(
        [WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json"] + common)
      #expect(fixture.status == 0)
      #expect(swift.status == 0, "\(swift.stderr)")
      // `preparing`'s emoji is U+1F468 U+1F373 with no ZWJ in the published code, and in the fixture too
      // (DECISIONS.md, "The shipped fixtures follow the code as published").
      #expect(WidgetHostFixtures.withoutSites(swift.stdout) == fixture.stdout, "step \(step) \(state)")
      #expect(step != 1 || state == "ended" || swift.stdout.contains("\u{1F468}\u{1F373} Preparing\u{2026}"))
      // Each finding names the line of the app's code that wrote the text in that region: the expanded
      // island's, though the Lock Screen writes the same text first.
      #expect(
        step != 1 || state == "ended"
          || swift.stdout.contains(
            "expanded/center (PizzaPlanetLiveActivity.swift:47:13): \"\u{1F468}\u{1F373} Preparing Your Pizza\""
          )
      )
    }
  }

  @Test(
    "With no fixture and no preview, the one line says to give the steps with --pipeline",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func noPreviews() throws {
    let result = try render([WidgetHostFixtures.pizza])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "has no Live Activity #Preview with contentStates: give the attribute values and"
          + " content states with --pipeline FIXTURE.json"), "\(result.stderr)")
  }
}
