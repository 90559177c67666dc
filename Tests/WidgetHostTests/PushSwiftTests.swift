import Foundation
import TestSupport
import Testing

/// `la-sim push SWIFT --pipeline FIXTURE PAYLOAD…`: the app's own `Codable` types decode each push, as
/// ActivityKit does with them, so a custom `init(from:)` decides what applies.
@Suite(.serialized)
struct PushSwiftTests {
  static let widget = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct DeliveryAttributes: ActivityAttributes {
      struct ContentState: Codable, Hashable {
        var status: String
        var etaMinutes: Int
        enum CodingKeys: String, CodingKey { case status, etaMinutes }
        // The backend once sent minutes as text: the app accepts both, and refuses a negative ETA.
        init(from decoder: Decoder) throws {
          let container = try decoder.container(keyedBy: CodingKeys.self)
          status = try container.decode(String.self, forKey: .status)
          if let text = try? container.decode(String.self, forKey: .etaMinutes), let minutes = Int(text) {
            etaMinutes = minutes
          } else {
            etaMinutes = try container.decode(Int.self, forKey: .etaMinutes)
          }
          guard etaMinutes >= 0 else {
            throw DecodingError.dataCorruptedError(
              forKey: .etaMinutes, in: container, debugDescription: "a negative ETA")
          }
        }
      }
      var orderNumber: String
    }

    struct CourierWidget: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
          Text(context.state.status)
        } dynamicIsland: { context in
          DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("\\(context.state.etaMinutes) min") } }
            compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
        }
      }
    }
    """

  static func payload(_ eta: String, timestamp: Int) -> String {
    """
    {"aps": {"timestamp": \(timestamp), "event": "update",
             "content-state": {"status": "On the Way", "etaMinutes": \(eta)}}}
    """
  }

  func push(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      ["push"] + arguments, environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  @Test(
    "The app's init(from:) decides: minutes as text apply, a negative ETA is refused with the app's words",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func customDecoderIsHonoured() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    let swift = try directory.write(Self.widget, to: "Courier.swift")
    let text = try directory.write(Self.payload("\"12\"", timestamp: 1_795_946_820), to: "text-minutes.json")
    let negative = try directory.write(Self.payload("-3", timestamp: 1_795_946_880), to: "negative.json")
    let fixtureOnly = try push(["courier", text, negative])
    // The fixture's schema alone: text is not an Int, and -3 is.
    #expect(fixtureOnly.stdout.contains("text-minutes.json: rejected"), "\(fixtureOnly.stdout)")
    #expect(fixtureOnly.stdout.contains("negative.json: applied"))
    let app = try push([swift, "--pipeline", "fixtures/activities/courier.json", text, negative])
    #expect(app.status == 1, "\(app.stderr)")
    #expect(app.stdout.contains("text-minutes.json: applied"), "\(app.stdout)")
    #expect(app.stdout.contains("negative.json: rejected"))
    #expect(
      app.stdout.contains(
        "$.aps.content-state: the app's DeliveryAttributes.ContentState does not decode it (its own Codable,"
          + " as ActivityKit decodes): etaMinutes: a negative ETA"))
    // The update applied as the app encodes it: 12, a number.
    let json = try push([swift, "--pipeline", "fixtures/activities/courier.json", text, "--format", "json"])
    #expect(json.stdout.contains("\"verdict\": \"applied\""), "\(json.stdout)")
  }

  @Test(
    "On every shipped pizza-planet payload, the tutorial's own Swift gives the fixture's verdicts, word for word",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func tutorialVerdicts() throws {
    let payloads = try FileManager.default.contentsOfDirectory(
      atPath: "\(Repository.root.path)/fixtures/payloads/pizza-planet"
    )
    .filter { $0.hasSuffix(".json") }.sorted().map { "fixtures/payloads/pizza-planet/\($0)" }
    #expect(payloads.count > 30)
    for payload in payloads {
      let fixture = try push(["pizza-planet", payload])
      let swift = try push([
        WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json", payload,
      ])
      #expect(swift.stdout == fixture.stdout, "\(payload)")
      #expect(swift.status == fixture.status, "\(payload): \(swift.stderr)")
    }
  }

  @Test(
    "With no fixture, the activity comes from the previews, and the app's enum decides which raw values exist",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func fromPreviews() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    func update(_ period: String, at timestamp: Int) throws -> String {
      try directory.write(
        """
        {"aps": {"timestamp": \(timestamp), "event": "update", "content-state": {"homeScore": 2, "awayScore": 0,
         "kickoff": 817640000, "period": "\(period)", "lastEvent": "Goal! Saka 31'"}}}
        """, to: "\(period.filter(\.isLetter)).json")
    }
    // "2nd half" appears in no preview, but Period has it: applied. "Extra time" Period has not: dropped.
    let second = try update("2nd half", at: 1_795_946_460)
    let extra = try update("Extra time", at: 1_795_946_520)
    let result = try push(["fixtures/examples/match-swift", second, extra])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("match-live-activity: started at step 0 kickoff"), "\(result.stdout)")
    #expect(result.stdout.contains("ndhalf.json: applied to match-live-activity"))
    // Both the app and la-sim refuse it: la-sim's words, which list the raw values the app accepted so far.
    #expect(
      result.stdout.contains(
        "$.aps.content-state.period: \"Extra time\" is not a raw value of Period (\"1st half\", \"Half time\" or"
          + " \"2nd half\")"), "\(result.stdout)")
    let render = try push(["fixtures/examples/match-swift", second, "--render"])
    #expect(render.status == 64)
  }
}
