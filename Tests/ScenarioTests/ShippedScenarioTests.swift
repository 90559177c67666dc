import Foundation
import Goldens
import Scenarios
import Testing

/// A shipped scenario and the fixture it plays.
struct ShippedScenario: Sendable, CustomTestStringConvertible {
  let name: String
  let fixture: String
  var testDescription: String { name }
}

/// Every scenario under fixtures/scenarios verifies against its goldens, as CI runs it.
struct ShippedScenarioTests {
  static let all: [ShippedScenario] = [
    ShippedScenario(name: "pizza-planet-happy-path", fixture: "pizza-planet"),
    ShippedScenario(name: "pizza-planet-cancel", fixture: "pizza-planet"),
    ShippedScenario(name: "pizza-planet-long-stale", fixture: "pizza-planet"),
    ShippedScenario(name: "pizza-planet-eight-hours", fixture: "pizza-planet"),
    ShippedScenario(name: "pizza-planet-pushes", fixture: "pizza-planet"),
    ShippedScenario(name: "pizza-planet-two-apps", fixture: "pizza-planet"),
    ShippedScenario(name: "pizza-planet-budget", fixture: "pizza-planet"),
    ShippedScenario(name: "export-happy-path", fixture: "export"),
    ShippedScenario(name: "food-runner-happy-path", fixture: "food-runner"),
    ShippedScenario(name: "food-runner-colors", fixture: "food-runner"),
    ShippedScenario(name: "courier-happy-path", fixture: "courier"),
  ]

  @Test("Shipped scenario matches its goldens", arguments: all)
  func verifies(scenario: ShippedScenario) throws {
    let snapshots = try ScenarioTestSupport.playShipped(scenario.name, fixture: scenario.fixture)
    #expect(!snapshots.isEmpty)
    let directory = "\(ScenarioTestSupport.goldens)/\(scenario.name)"
    // Each scenario keeps its goldens in the format its 'format' line chose (text when it has none).
    let format = try ScenarioTestSupport.shippedScenario(scenario.name).format ?? .text
    // la-sim's own goldens pin its log too: a reworded message is reviewed here, not in users' goldens.
    let result = try GoldenStore(directory: directory, format: format, comparesLog: true).verify(snapshots)
    let command =
      "swift run la-sim play \(scenario.fixture) fixtures/scenarios/\(scenario.name).scenario"
      + " --record fixtures/golden/scenarios/\(scenario.name)"
    // The summary is the readable failure: a diff per snapshot and the commands to review or record.
    let passed = result.passed
    #expect(passed, Comment(rawValue: result.summary(recordCommand: command)))
    let unreferenced = result.unreferenced
    #expect(unreferenced.isEmpty, "goldens no snapshot produces")
  }

  @Test("Every scenario file under fixtures/scenarios is in the table, with a golden directory")
  func everyScenarioIsTested() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: ScenarioTestSupport.scenarios)
      .filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }.sorted()
    #expect(files == Self.all.map(\.name).sorted())
    let goldenDirectories = try FileManager.default.contentsOfDirectory(atPath: ScenarioTestSupport.goldens)
      .sorted()
    #expect(goldenDirectories == Self.all.map(\.name).sorted())
  }

  @Test("Each pizza-planet story reaches the state it is about")
  func storiesEndWhereTheySay() throws {
    func last(_ name: String) throws -> String {
      try ScenarioTestSupport.playShipped(name, fixture: "pizza-planet").last!.text(ansi: false)
    }
    #expect(try last("pizza-planet-happy-path").contains("step 5 delivered · dismissed"))
    #expect(
      try last("pizza-planet-cancel").contains(
        "update inOven, ignored (the activity ended at 2026-11-29T10:07:00Z (by the app)"))
    #expect(try last("pizza-planet-long-stale").contains("step 2 inOven · active"))
    let pushes = try ScenarioTestSupport.playShipped("pizza-planet-pushes", fixture: "pizza-planet")
    // A story with pushes shows the tokens the server would send them to, as the app's token sequences emit
    // them: the app's push-to-start token, then the activity's update token.
    #expect(pushes[0].events[1].contains("pushToStartTokenUpdates com.example.pizzaplanet: "))
    #expect(pushes[0].events[2].contains("pushTokenUpdates pizza-planet: "))
    #expect(
      pushes[0].events[3].contains("push update broken-case-name-status.json, refused (does not decode"))
    #expect(pushes[0].events[3].contains("did you mean \"Out for Delivery\"?"))
    #expect(
      pushes[0].sections[0].header.contains("step 0 placed · active"), "a rejected push changes nothing")
    #expect(pushes[1].text(ansi: false).contains("│  🚀 Out for Delivery      Driver: Buzz Lightyear  │"))
    #expect(pushes[2].events[0].contains("ignored (timestamp 1795946340 is older"))
    #expect(pushes.last!.events.last!.contains("update-after-end.json, ignored (the activity ended"))
    let eightHours = try ScenarioTestSupport.playShipped("pizza-planet-eight-hours", fixture: "pizza-planet")
    #expect(eightHours[1].events.contains { $0.contains("+8h00m00s") && $0.contains("8-hour limit reached") })
    #expect(eightHours.last!.text(ansi: false).contains("dismissed · 2026-11-29T22:00:00Z (+12h00m00s)"))
  }

  /// How long each takes to play (hours of simulated story in milliseconds) is a figure of
  /// Benchmarks/CostBenchmark.
  @Test("A scenario plays the same frames every time", arguments: all)
  func deterministic(scenario: ShippedScenario) throws {
    let first = try ScenarioTestSupport.playShipped(scenario.name, fixture: scenario.fixture)
    let second = try ScenarioTestSupport.playShipped(scenario.name, fixture: scenario.fixture)
    #expect(first.map { $0.text(ansi: false) } == second.map { $0.text(ansi: false) })
    #expect(first.map(\.svg) == second.map(\.svg))
  }
}
