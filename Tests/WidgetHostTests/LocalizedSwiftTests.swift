import Foundation
import TestSupport
import Testing

/// `--strings`, `--locale` and `--pseudo-locale` on the app's compiled Swift: each localized `Text` looked up
/// by the key Xcode extracts for it, its values placed where the translation puts them, and a verbatim
/// text never looked up.
@Suite(.serialized, .temporaryDirectory)
struct LocalizedSwiftTests {
  func run(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      arguments, environment: WidgetHostFixtures.environment, directory: Repository.root)
  }

  /// A catalog for the Pizza tutorial's texts: one reordering two values.
  func pizzaCatalog() throws -> String {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    func entry(_ value: String) -> [String: Any] {
      ["localizations": ["de": ["stringUnit": ["state": "translated", "value": value]]]]
    }
    let catalog: [String: Any] = [
      "sourceLanguage": "en", "version": "1.0",
      "strings": [
        "Order #%@": entry("Bestellnummer %@"), "Driver: %@": entry("Fahrer: %@"),
        "remaining": entry("verbleibend"), "%@'s %@": entry("%2$@ für %1$@"),
        "Pizza Planet Delivery": entry("Pizza-Planet-Lieferung für Sie"),
      ],
    ]
    let data = try JSONSerialization.data(withJSONObject: catalog)
    try directory.write(String(decoding: data, as: UTF8.self), to: "Localizable.xcstrings")
    return directory.url.appendingPathComponent("Localizable.xcstrings").path
  }

  static let pizza = [
    "render", WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json", "--step", "2",
    "--presentation", "lock-screen",
  ]

  @Test(
    "--locale draws the tutorial's texts translated, values in the translation's places, and names the keys it lacks",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func translated() throws {
    let result = try run(Self.pizza + ["--strings", try pizzaCatalog(), "--locale", "de"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Bestellnummer 4821"), "\(result.stdout)")
    #expect(result.stdout.contains("Fahrer: Buzz Lightyear"))
    #expect(result.stdout.contains("verbleibend"))
    // `Text("\(customerName)'s \(pizzaName)")`: key `%@'s %@`, translated `%2$@ für %1$@`.
    #expect(result.stdout.contains("Buzz's Cosmic Supreme für Andy"))
    #expect(result.stdout.contains("· locale de"))
    // `Text("\(status.emoji) \(status.rawValue)")` is looked up as `%@ %@`, which the catalog lacks.
    #expect(result.stderr.contains("no de translation of \"%@ %@\""), "\(result.stderr)")
    // `Text(context.attributes.pizzaName)` is a String: never looked up, never reported.
    #expect(!result.stderr.contains("\"Buzz's Cosmic Supreme\""))
  }

  @Test(
    "--pseudo-locale changes the code's words and keeps the values it interpolates",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func pseudoLocale() throws {
    let result = try run(Self.pizza + ["--pseudo-locale", "accented"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Ðŕîîṽééŕ: Buzz Lightyear"), "\(result.stdout)")
    #expect(result.stdout.contains("Ööŕðééŕ #4821"))
    #expect(!result.stdout.contains("Driver:"))
  }

  @Test(
    "check --locale reports the translated clip at the Swift line that wrote the text, and the missing translations",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func check() throws {
    let result = try run([
      "check", WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json", "--device",
      "iphone-15-pro", "--strings", try pizzaCatalog(), "--locale", "de",
    ])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "[de] iphone-15-pro lock-screen/content (LockScreenView.swift:31:21) steps 0–5 (active, stale, ended):"
          + " \"Pizza-Planet-Lieferung für Sie\""), "\(result.stdout)")
    #expect(result.stdout.contains("no de translation of \"ETA\" in the catalog"))
  }

  @Test(
    "a scenario's locale line plays the app's Swift in that language",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func play() throws {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    try directory.write(
      "locale de\nsnapshot first lock-screen\nexpect text lock-screen \"Bestellnummer 4821\"\n",
      to: "story.scenario")
    let result = try run([
      "play", WidgetHostFixtures.pizza, "--pipeline", "fixtures/activities/pizza-planet.json", "--strings",
      try pizzaCatalog(), directory.url.appendingPathComponent("story.scenario").path,
    ])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Fahrer: Buzz Lightyear"))
  }

  @Test(
    "an interpolated Int chooses the translation's plural form; a specifier is written in the language",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func plural() throws {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    try directory.write(
      """
      import ActivityKit
      import SwiftUI
      import WidgetKit

      struct ParcelAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var stopsAway: Int
          var distance: Double
        }
        var tracking: String
      }

      struct ParcelLiveActivity: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: ParcelAttributes.self) { context in
            VStack {
              Text("Your parcel is on its way")
              Text("\\(context.state.stopsAway) stops before yours")
              Text("\\(context.state.distance, specifier: "%.1f") km")
              Text(verbatim: "Tracking \\(context.attributes.tracking)")
            }
          } dynamicIsland: { context in
            DynamicIsland {
              DynamicIslandExpandedRegion(.center) { Text("On its way") }
            } compactLeading: {
              Image(systemName: "shippingbox.fill")
            } compactTrailing: {
              Text("\\(context.state.stopsAway)")
            } minimal: {
              Image(systemName: "shippingbox.fill")
            }
          }
        }
      }

      #Preview("Parcel", as: .content, using: ParcelAttributes(tracking: "ZX-42")) {
        ParcelLiveActivity()
      } contentStates: {
        ParcelAttributes.ContentState(stopsAway: 1, distance: 2.25)
        ParcelAttributes.ContentState(stopsAway: 3, distance: 12.0)
      }

      """, to: "Parcel.swift")
    let strings = Repository.root.appendingPathComponent("fixtures/examples/parcel/Localizable.xcstrings")
      .path
    for (step, expected) in [(0, "Noch 1 Zustellung vor Ihrer"), (1, "Noch 3 Zustellungen vor Ihrer")] {
      let result = try run([
        "render", directory.url.path, "--step", "\(step)", "--presentation", "lock-screen", "--strings",
        strings,
        "--locale", "de",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout.contains(expected), "\(result.stdout)")
      #expect(result.stdout.contains("Ihr Paket ist auf dem Weg"))
      // SwiftUI formats a specifier in the environment's locale: a decimal comma in German.
      #expect(result.stdout.contains(step == 0 ? "2,2 km" : "12,0 km"))
      // Verbatim: drawn as written, although the catalog has "Tracking %@".
      #expect(result.stdout.contains("Tracking ZX-42"))
      #expect(result.stderr.contains("no de translation of \"%.1f km\""), "\(result.stderr)")
    }
  }

  @Test(
    "Text(\"Updated \\(date, style: .relative)\") is looked up whole as Updated %@, its date where the translation puts it",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func dateInSentence() throws {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    try directory.write(
      """
      import ActivityKit
      import SwiftUI
      import WidgetKit

      struct JobAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var updatedAt: Date
        }
        var label: String
      }

      struct JobLiveActivity: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: JobAttributes.self) { context in
            VStack {
              Text("Updated \\(context.state.updatedAt, style: .relative)")
              Text("Job \\(context.attributes.label)")
            }
          } dynamicIsland: { context in
            DynamicIsland {
              DynamicIslandExpandedRegion(.center) { Text("Job") }
            } compactLeading: {
              Image(systemName: "car")
            } compactTrailing: {
              Text("Updated \\(context.state.updatedAt, style: .relative)")
            } minimal: {
              Image(systemName: "car")
            }
          }
        }
      }

      #Preview("Job", as: .content, using: JobAttributes(label: "A")) {
        JobLiveActivity()
      } contentStates: {
        JobAttributes.ContentState(updatedAt: Date(timeIntervalSince1970: 1_700_000_000))
      }

      """, to: "Job.swift")
    let strings = try TemporaryDirectory.ofThisTest().subdirectory()
    try FileManager.default.createDirectory(
      at: strings.url.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
    let catalog = try strings.write(
      "\"Updated %@\" = \"%@ her aktualisiert\";\n", to: "de.lproj/Localizable.strings")
    let result = try run([
      "render", directory.url.path, "--presentation", "lock-screen", "--strings", catalog, "--locale", "de",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.contains(" her aktualisiert") }, "\(result.stdout)")
    // The date, written in German, stands before the words, where the translation puts it.
    #expect(line.contains("│ ") && !line.contains("Updated"), "\(line)")
    #expect(!result.stderr.contains("Updated"), "\(result.stderr)")
    // Without the key, the one named missing is the sentence's, as Xcode extracts it.
    try strings.write("\"Job %@\" = \"Auftrag %@\";\n", to: "de.lproj/Localizable.strings")
    let missing = try run([
      "render", directory.url.path, "--presentation", "lock-screen", "--strings", catalog, "--locale", "de",
    ])
    #expect(missing.stdout.contains("Updated "), "\(missing.stdout)")
    #expect(missing.stdout.contains("Auftrag A"), "\(missing.stdout)")
    #expect(missing.stderr.contains("no de translation of \"Updated %@\""), "\(missing.stderr)")
    // Its clip names the code's line, whatever the date shows at the frame.
    let check = try run(["check", directory.url.path, "--device", "iphone-15-pro"])
    #expect(check.stdout.contains("compact/trailing (Job.swift:25:9)"), "\(check.stdout)")
    #expect(check.stdout.contains("\"Updated "), "\(check.stdout)")
  }
}
