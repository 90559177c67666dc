import Foundation
import TestSupport
import Testing

/// `.dynamicTypeSize(...)` in a fixture and in the app's Swift: a compact timer capped at `large` no longer
/// clips at the accessibility sizes, where it does uncapped.
@Suite(.serialized)
struct DynamicTypeSizeSwiftTests {
  static func widget(_ cap: String) -> String {
    WidgetHostFailureTests.attributes + """
      struct CappedWidget: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: LoopAttributes.self) { context in
            Text("x")
          } dynamicIsland: { context in
            DynamicIsland {
              DynamicIslandExpandedRegion(.center) { Text("c") }
            } compactLeading: { Image(systemName: "box.truck.fill") } compactTrailing: {
              Text("1:45").font(.headline)\(cap)
            } minimal: { Text("m") }
          }
        }
      }
      """
  }

  /// The compact trailing findings of `check --dynamic-type all` on the 15 Pro.
  static func compactClips(_ arguments: [String]) throws -> [String] {
    let result = try LaSimProcess.run(
      ["check"] + arguments + ["--device", "iphone-15-pro", "--dynamic-type", "all"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init).filter {
      $0.contains("compact/trailing") && $0.contains("[LA001]")
    }
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aCappedTextInTheAppsSwiftStopsGrowing() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    let pipeline = ["--pipeline", "fixtures/activities/pizza-planet.json"]
    let free = try Self.compactClips([try directory.write(Self.widget(""), to: "Free.swift")] + pipeline)
    #expect(free.contains { $0.contains("\"1:45\"") && $0.contains("AX5") }, "\(free)")
    let capped = try directory.write(
      Self.widget(".dynamicTypeSize(...DynamicTypeSize.large)"), to: "Capped.swift")
    #expect(try Self.compactClips([capped] + pipeline) == [])
    // A range that holds no size leaves the view as it is, as SwiftUI's does.
    let empty = try directory.write(
      Self.widget(".dynamicTypeSize(..<DynamicTypeSize.xSmall)"), to: "Empty.swift")
    #expect(try Self.compactClips([empty] + pipeline).count == free.count)
  }

  @Test(.temporaryDirectory)
  func aCappedTextInAFixtureStopsGrowing() throws {
    let courier = try String(
      contentsOf: Repository.root.appendingPathComponent("fixtures/activities/courier.json"), encoding: .utf8)
    let trailing = "\"compactTrailing\": {\n      \"text\": \"{etaMinutes}m\"\n    }"
    #expect(courier.contains(trailing))
    let directory = try TemporaryDirectory.ofThisTest()
    let free = try Self.compactClips([try directory.write(courier, to: "free.json")])
    #expect(!free.isEmpty, "courier's compact trailing clips from xxxLarge")
    let capped = courier.replacingOccurrences(
      of: trailing,
      with: "\"compactTrailing\": {\"text\": \"{etaMinutes}m\", \"dynamicTypeSize\": {\"max\": \"xxLarge\"}}")
    #expect(try Self.compactClips([try directory.write(capped, to: "capped.json")]) == [])
  }
}
