import Foundation
import TestSupport
import Testing

/// The FoodRunner tutorial's Swift, as published: its previews are blanked, its files import only
/// ActivityKit where they use `Date`, it joins texts with `+` and pads a status capsule edge by edge.
@Suite(.serialized)
struct FoodRunnerSwiftRenderTests {
  static let tutorial = WidgetHostFixtures.tutorials.appendingPathComponent("food-runner").path
  static let missing = WidgetHostFixtures.tutorials.appendingPathComponent("food-runner-missing").path
  static var hasTutorial: Bool { FileManager.default.fileExists(atPath: tutorial + "/Previews.swift") }
  static let tutorialAbsent =
    "the tutorials' Swift is not beside the checkout (../shared/tutorial-swift/food-runner)"

  func render(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      ["render"] + arguments, environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  @Test(
    "As published, the code does not compile, for the reason Apple's compiler gives: CaseIterable declared in an extension in another file",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: hasTutorial, "\(tutorialAbsent)"))
  func asPublished() throws {
    let result = try render([
      Self.tutorial, Self.missing, "--pipeline", "fixtures/activities/food-runner.json",
    ])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "DeliveryLiveActivity.swift:157:1: error: extension outside of file declaring enum 'DeliveryStatus'"
          + " prevents automatic synthesis of 'allCases' for protocol 'CaseIterable'"), "\(result.stderr)")
    // Nothing else stops it: no macro, no Foundation type, no SwiftUI API is missing.
    #expect(!result.stderr.contains("no macro named 'Preview'"))
    #expect(!result.stderr.contains("cannot find type 'Date'"))
    #expect(!result.stderr.contains("la-sim does not provide yet"))
    #expect(
      result.stderr.hasSuffix("errors, as swiftc printed above\n")
        || result.stderr.hasSuffix("1 error, as swiftc printed above\n"))
  }

  @Test(
    "With allCases given in a file of its own, every step matches the fixture, active and ended",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: hasTutorial, "\(tutorialAbsent)"), .temporaryDirectory)
  func everyStepMatchesTheFixture() throws {
    let allCases = try TemporaryDirectory.ofThisTest().write(
      """
      extension DeliveryStatus {
          static var allCases: [DeliveryStatus] { [.preparing, .pickedUp, .nearBy, .delivered] }
      }
      """, to: "AllCases.swift")
    for state in ["active", "ended"] {
      // The last step ends the activity: only `ended` is reached there.
      for step in 0..<4 where state == "ended" || step < 3 {
        let common = ["--step", String(step), "--state", state, "--device", "phones"]
        let fixture = try render(["food-runner"] + common)
        let swift = try render(
          [Self.tutorial, Self.missing, allCases, "--pipeline", "fixtures/activities/food-runner.json"]
            + common)
        #expect(swift.status == 0, "\(swift.stderr)")
        #expect(WidgetHostFixtures.withoutSites(swift.stdout) == fixture.stdout, "step \(step) \(state)")
        #expect(swift.stdout.contains("Sakura Kitchen"))
      }
    }
  }
}

/// With no fixture, the steps are the content states of the code's own `#Preview`s.
@Suite(.serialized)
struct FoodRunnerPreviewTests {
  func render(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      ["render"] + arguments, environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  @Test(
    "The previews give the steps, named as their lines name them; each draws the fixture's frames",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: FoodRunnerSwiftRenderTests.hasTutorial, "\(FoodRunnerSwiftRenderTests.tutorialAbsent)"),
    .temporaryDirectory)
  func previewsAreTheSteps() throws {
    let allCases = try TemporaryDirectory.ofThisTest().write(
      """
      extension DeliveryStatus {
          static var allCases: [DeliveryStatus] { [.preparing, .pickedUp, .nearBy, .delivered] }
      }
      """, to: "AllCases.swift")
    let code = [FoodRunnerSwiftRenderTests.tutorial, FoodRunnerSwiftRenderTests.missing, allCases]
    let unknown = try render(code + ["--step", "9"])
    #expect(unknown.status == 64)
    // Four distinct states across the three previews, in their order; the Lock Screen's two repeat them.
    #expect(
      unknown.stderr.contains(
        "no step '9' in delivery-live-activity (steps: 0 preparing, 1 pickedUp, 2 nearBy, 3 delivered)"),
      "\(unknown.stderr)")
    for step in 0..<3 {
      let common = ["--step", String(step), "--device", "phones"]
      let fixture = try render(["food-runner"] + common)
      let swift = try render(code + common)
      #expect(swift.status == 0, "\(swift.stderr)")
      // Only the activity's name in each device's header differs; `Date().addingTimeInterval(1800)` in
      // a preview is +30 min from the moment the host evaluated it, as the fixture's "+30m".
      #expect(
        WidgetHostFixtures.withoutSites(swift.stdout)
          .replacingOccurrences(of: "delivery-live-activity ·", with: "food-runner ·") == fixture.stdout,
        "step \(step)")
    }
  }
}
