import Foundation
import TestSupport
import Testing

/// `.textCase(_:)` in a fixture: the letters drawn, and measured, in one case; it reaches a label's texts.
@Suite struct TextCaseTests {
  @Test(.temporaryDirectory)
  func aFixtureTextIsDrawnInCapitals() throws {
    let pizza = try String(
      contentsOf: Repository.root.appendingPathComponent("fixtures/activities/pizza-planet.json"),
      encoding: .utf8)
    let view = """
      "label": {"title": {"text": "On the way"}, "icon": {"text": "Hot", "textCase": "lowercase"}}, "textCase": "uppercase"
      """
    let file = try TemporaryDirectory.ofThisTest().write(
      pizza.replacingOccurrences(of: "\"spacer\": true", with: view), to: "case.json")
    let result = try LaSimProcess.run(
      [
        "render", file, "--step", "outForDelivery", "--presentation", "lock-screen", "--device",
        "iphone-15-pro",
      ],
      directory: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("ON THE WAY"), "\(result.stdout)")
    #expect(!result.stdout.contains("On the way"))
    // The innermost case wins, as in SwiftUI's environment.
    #expect(result.stdout.contains("hot"), "\(result.stdout)")
  }
}
