import Fixture
import FixtureJSON
import Foundation
import Lifecycle
import TestSupport
import Testing
import WidgetHost

/// What la-sim says when the app's code does not compile, or hangs.
@Suite(.serialized)
struct WidgetHostFailureTests {
  static let attributes = """
    import ActivityKit
    import SwiftUI
    import WidgetKit

    struct LoopAttributes: ActivityAttributes {
      struct ContentState: Codable, Hashable { var driverName: String }
      var orderNumber: String
    }

    """

  @Test(
    "A file saved in Latin-1 is refused at its first byte that is not UTF-8, as swiftc refuses it",
    .temporaryDirectory)
  func aFileThatIsNotUTF8IsRefusedAtItsPlace() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    let file = directory.url.path + "/Attributes.swift"
    // `"Préparation"` with `é` as Latin-1 writes it (0xE9), in the ninth line.
    var bytes = Array(Self.attributes.utf8)
    bytes += Array("let status = \"Pr".utf8) + [0xE9] + Array("paration\"\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    let result = try LaSimProcess.run(
      ["render", file, "--pipeline", "fixtures/activities/pizza-planet.json"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr.contains("\(file):9:17: invalid UTF-8 found in source file"), "\(result.stderr)")
    #expect(!result.stdout.contains("\u{FFFD}"))
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aCompileErrorIsShownAsTheCompilerGaveIt() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      Self.attributes + """
        struct LoopWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              Text(context.state.missing)
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
            }
          }
        }
        """, to: "Widget.swift")
    let result = try LaSimProcess.run(
      ["render", file, "--pipeline", "fixtures/activities/pizza-planet.json"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65)
    // Line 12 of the user's file, column 26, where `missing` is: the #sourceLocation keeps the user's lines.
    #expect(result.stderr.contains("\(file):12:"), "\(result.stderr)")
    #expect(
      result.stderr.contains("error: value of type 'LoopAttributes.ContentState' has no member 'missing'"))
    #expect(result.stdout.isEmpty)
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func appleAPILaSimLacksIsNamed() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      Self.attributes + """
        struct LoopWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              VStack { Text(context.state.driverName); Gauge(value: 0.5) { Text("g") } }
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
            }
          }
        }
        """, to: "Widget.swift")
    let result = try LaSimProcess.run(
      ["render", file, "--pipeline", "fixtures/activities/pizza-planet.json"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65)
    // The compiler's lines first, as it printed them (several lines, none escaped), then la-sim's sentence.
    #expect(
      result.stderr.contains("\(file):12:48: error: cannot find 'Gauge' in scope\n"), "\(result.stderr)")
    #expect(!result.stderr.contains("\\u{A}"))
    let last = result.stderr.split(separator: "\n").last ?? ""
    #expect(last.hasPrefix("la-sim render: the app's Swift did not compile"))
    #expect(last.contains("Gauge is Apple API la-sim does not provide yet"))
  }

  @Test(
    "An Apple framework la-sim lacks (import os, import UIKit) is named, with the #if that keeps it out",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func anAppleFrameworkLaSimLacksIsNamed() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      "import os\n" + Self.attributes, to: "Attributes.swift")
    let result = try LaSimProcess.run(
      ["render", file, "--pipeline", "fixtures/activities/pizza-planet.json"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65)
    #expect(result.stderr.contains("\(file):1:8: error: no such module 'os'\n"), "\(result.stderr)")
    let last = result.stderr.split(separator: "\n").last ?? ""
    #expect(
      last.hasSuffix(
        "; import os is Apple API la-sim does not provide yet (its SwiftUI, WidgetKit and ActivityKit cover what"
          + " Live Activities use most; see docs/swift.md); put the import and what uses it in"
          + " #if canImport(os)"), "\(result.stderr)")
  }

  @Test(
    "check on code that crashes shows Swift's reason above its sentence, as render does",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func checkShowsWhyTheCodeCrashed() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      Self.attributes + """
        struct LoopWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              Text([context.state.driverName][3])
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
            }
          }
        }
        """, to: "Widget.swift")
    let result = try LaSimProcess.run(
      ["check", file, "--pipeline", "fixtures/activities/pizza-planet.json"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 65, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.contains { $0.hasSuffix("Fatal error: Index out of range") }, "\(result.stderr)")
    #expect(
      lines.last?.hasPrefix("la-sim check: the app's code crashed while la-sim evaluated it") == true,
      "\(result.stderr)")
  }

  @Test(
    "play on code that crashes stops with Swift's reason, and records no empty frames as goldens",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func playStopsWhenTheCodeCrashes() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    let file = try directory.write(
      Self.attributes + """
        struct LoopWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              Text([context.state.driverName][3])
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
            }
          }
        }
        """, to: "Widget.swift")
    let scenario = try directory.write("snapshot placed lock-screen\n", to: "story.scenario")
    let goldens = directory.url.path + "/goldens"
    let result = try LaSimProcess.run(
      [
        "play", file, "--pipeline", "fixtures/activities/pizza-planet.json", scenario, "--record", goldens,
      ], environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 70, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.contains { $0.hasSuffix("Fatal error: Index out of range") }, "\(result.stderr)")
    #expect(
      lines.last?.hasPrefix("la-sim play: the app's code crashed while la-sim evaluated it") == true,
      "\(result.stderr)")
    #expect(((try? FileManager.default.contentsOfDirectory(atPath: goldens)) ?? []).isEmpty)
  }

  @Test(
    "A debugging print in a view's body is no crash: the widget is drawn, the line kept off the frames",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aPrintInABodyIsNoCrash() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      Self.attributes + """
        struct LoopWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              let _ = print("drawing \\(context.state.driverName)")
              Text(context.state.driverName)
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
            }
          }
        }
        """, to: "Widget.swift")
    let result = try LaSimProcess.run(
      [
        "render", file, "--pipeline", "fixtures/activities/pizza-planet.json",
        "--presentation", "lock-screen",
      ], environment: WidgetHostFixtures.environment, directory: Repository.root)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("│                   Buzz Lightyear                  │"), "\(result.stdout)")
    #expect(!result.stdout.contains("drawing"))
    #expect(!result.stderr.contains("crashed"), "\(result.stderr)")
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aHostThatAllocatesWithoutBoundFailsAtItsMemoryLimit() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      Self.attributes + """
        final class Hoard { static var chunks: [[UInt8]] = [] }

        struct Greedy: View {
          var body: some View {
            // 64 MB at a time, kept, until something gives.
            while Hoard.chunks.count < 1_000 { Hoard.chunks.append([UInt8](repeating: 1, count: 64 << 20)) }
            return Text("never")
          }
        }

        struct LoopWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              Greedy()
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
            }
          }
        }
        """, to: "Widget.swift")
    let result = try LaSimProcess.run(
      ["render", file, "--pipeline", "fixtures/activities/pizza-planet.json"],
      environment: WidgetHostFixtures.environment, directory: Repository.root)
    // 64 GB asked for: the host fails at its 1-GiB limit, long before the 10-s time limit.
    #expect(result.status == 70, "\(result.stderr)")
    let last = result.stderr.split(separator: "\n").last ?? ""
    #expect(last.hasPrefix("la-sim render: the app's code crashed while la-sim evaluated it"))
    #expect(last.contains("it may use at most 1 GiB of memory"))
    #expect(!result.stderr.contains("did not answer within"))
  }

  @Test(
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"), .temporaryDirectory)
  func aHostThatLoopsIsStoppedAtTheLimit() throws {
    let file = try TemporaryDirectory.ofThisTest().write(
      Self.attributes + """
        struct Spin: View {
          var body: some View {
            var n = 0
            while n >= 0 { n = (n + 1) % 7 }
            return Text("never")
          }
        }

        struct LoopWidget: Widget {
          var body: some WidgetConfiguration {
            ActivityConfiguration(for: LoopAttributes.self) { context in
              Spin()
            } dynamicIsland: { context in
              DynamicIsland { DynamicIslandExpandedRegion(.center) { Text("x") } }
                compactLeading: { Text("a") } compactTrailing: { Text("b") } minimal: { Text("c") }
            }
          }
        }
        """, to: "Widget.swift")
    let build = WidgetHostBuild(swiftc: nil, environment: WidgetHostFixtures.environment)
    let product = try build.build(try WidgetSources.read([file]))
    var definition = try FixtureDecoder.decode(
      bytes: Array(
        try Data(contentsOf: URL(fileURLWithPath: Repository.path("fixtures/activities/pizza-planet.json")))),
      file: "pizza-planet.json")
    definition.attributesType = "LoopAttributes"
    let activity = LiveActivity.prepared(definition, step: 0, state: nil, elapsed: 0)
    let host = WidgetHost(executable: product.executable, timeout: 2)
    let started = Date()
    #expect {
      _ = try host.answers(for: [activity])
    } throws: { error in
      guard let error = error as? WidgetHostError else { return false }
      return error.exitCode == 70 && error.message.hasPrefix("the app's code did not answer within 2 s")
    }
    #expect(Date().timeIntervalSince(started) < 6)
  }
}
