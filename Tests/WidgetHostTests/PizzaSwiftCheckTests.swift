import Foundation
import TestSupport
import Testing

/// `la-sim check` on the Pizza Planet tutorial's Swift, exactly as published, with the fixture's pipeline: the
/// findings the built-in fixture gives, each about a text naming the line of the code that wrote it, in text
/// and in SARIF.
@Suite(.serialized)
struct PizzaSwiftCheckTests {
  func check(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      ["check"] + arguments, environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  static let swift = [WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json"]

  /// A finding line without its file and its Swift site, to compare with the fixture's.
  static func bare(_ line: Substring) -> String {
    let withoutFile = line.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? String(line)
    return WidgetHostFixtures.withoutSites(withoutFile)
  }

  @Test(
    "The code's findings are the fixture's, each text at its Swift line",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func findingsMatchTheFixture() throws {
    let fixture = try check(["pizza-planet", "--device", "phones"])
    let swift = try check(Self.swift + ["--device", "phones"])
    #expect(fixture.status == 1)
    #expect(swift.status == 1, "\(swift.stderr)")
    let codeLines = swift.stdout.split(separator: "\n").filter { $0.hasSuffix("]") }
    let fixtureLines = fixture.stdout.split(separator: "\n").filter { $0.hasSuffix("]") }
    // The code writes the customer's name as a literal text, so the privacy finding (LA005), which follows
    // a field through the fixture's templates, is the fixture's alone (DECISIONS.md).
    #expect(
      codeLines.map(Self.bare) == fixtureLines.filter { !$0.hasSuffix("[LA005]") }.map(Self.bare))
    #expect(
      swift.stdout.contains(
        "lock-screen/content (LockScreenView.swift:31:21) steps 0–5 (active, stale, ended):"
          + " \"Pizza Planet Delivery\" needs"), "\(swift.stdout)")
  }

  @Test(
    "SARIF places a clip at the Swift file, line and column that wrote the text",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func sarifNamesTheSwiftLine() throws {
    let result = try check(Self.swift + ["--device", "iphone-15-pro", "--format", "sarif"])
    #expect(result.status == 1, "\(result.stderr)")
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let places = results.compactMap { result -> (String, Int, Int, String)? in
      guard let locations = result["locations"] as? [[String: Any]],
        let physical = locations.first?["physicalLocation"] as? [String: Any],
        let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String,
        let region = physical["region"] as? [String: Any],
        let line = region["startLine"] as? Int, let column = region["startColumn"] as? Int,
        let message = (result["message"] as? [String: Any])?["text"] as? String
      else { return nil }
      return (uri, line, column, message)
    }
    let title = places.first { $0.3.contains("\"Pizza Planet Delivery\" needs") }
    #expect(title?.0.hasSuffix("tutorial-swift/pizza/LockScreenView.swift") == true, "\(places)")
    #expect(title?.1 == 31)
    #expect(title?.2 == 21)
    // A timer drawn alone is placed at the line that wrote it too, not at the fixture's date view.
    let timer = places.first { $0.3.contains("\"1:02:03\" needs") }
    #expect(timer?.0.hasSuffix("tutorial-swift/pizza/PizzaPlanetLiveActivity.swift") == true, "\(places)")
    #expect(timer?.1 == 77)
    #expect(timer?.2 == 9)
  }
}
