import Foundation
import TestSupport
import Testing

/// `la-sim check` on the app's Swift sweeps the dates its views draw as it sweeps a fixture's date views: a
/// `Text(date, style: .timer)` is drawn at every width a push can give it, folds into one finding, and names
/// the Swift line that wrote it.
@Suite(.serialized)
struct SwiftDateSweepTests {
  func check(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      ["check"] + arguments, environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  @Test(
    "The previews' timer is swept to 1:02:03, which the compact island cuts, at the line that wrote it",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func previewsSweepTheTimer() throws {
    let result = try check(["fixtures/swift/PizzaPlanet", "--device", "iphone-15-pro"])
    #expect(result.status == 1, "\(result.stderr)")
    // The previews count down from at most 25 minutes; a push may send any arrival, and "1:02:03" is cut.
    #expect(
      result.stdout.contains(
        "compact/trailing (DeliveryLiveActivity.swift:160:9) steps 0–5 (active, stale): \"1:02:03\" needs"
          + " 44.9 pt, has 42.3 pt → \"1:02:…\" (timer estimatedArrival; up to \"11:59:59\""),
      "\(result.stdout)")
  }

  @Test(
    "A timer clip of the tutorial's code names its line",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func tutorialTimerNamesItsLine() throws {
    let result = try check([
      WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json",
      "--device", "iphone-15-pro",
    ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "compact/trailing (PizzaPlanetLiveActivity.swift:77:9) steps 0–4 (active, stale): \"1:02:03\" needs"),
      "\(result.stdout)")
  }

  @Test(
    "render's report names the line of a timer it cut",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func renderNamesTheTimersLine() throws {
    let result = try LaSimProcess.run(
      ["render", "fixtures/swift/PizzaPlanet", "--dynamic-type", "AX5", "--step", "3"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "lock-screen/content (DeliveryLiveActivity.swift:48:11): \"10:00\" needs 160.1 pt, has 119.5 pt"),
      "\(result.stdout)")
  }
}
