import Foundation
import TestSupport
import Testing

/// `la-sim play` on the Pizza Planet tutorial's Swift, exactly as published, with the fixture's pipeline: each
/// scenario's snapshots are the built-in fixture's, drawn by the code at every moment of the story.
@Suite(.serialized)
struct PizzaSwiftPlayTests {
  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"),
    arguments: ["pizza-planet-happy-path", "pizza-planet-cancel", "pizza-planet-long-stale"])
  func snapshotsMatchTheFixture(scenario: String) throws {
    let path = "fixtures/scenarios/\(scenario).scenario"
    let fixture = try LaSimProcess.run(
      ["play", "pizza-planet", path], environment: WidgetHostFixtures.environment,
      directory: Repository.root)
    let swift = try LaSimProcess.run(
      ["play", WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json", path],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(fixture.status == 0)
    #expect(swift.status == 0, "\(swift.stderr)")
    #expect(fixture.stdout.contains("Driver: Buzz Lightyear"))
    #expect(WidgetHostFixtures.withoutSites(swift.stdout) == fixture.stdout)
  }
}
