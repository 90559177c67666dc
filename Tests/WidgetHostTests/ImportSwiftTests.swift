import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import FrameFormats
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing

/// `la-sim import` on compiled Swift: the fixture draws what the code draws, names the fields, and says
/// where it cannot.
@Suite(.serialized, .temporaryDirectory)
struct ImportSwiftTests {
  static let pairs = [
    ("Courier", "courier"), ("PizzaPlanet", "pizza-planet"), ("Export", "export"),
    ("FoodRunner", "food-runner"),
  ]

  static func path(_ name: String) -> String {
    Repository.root.appendingPathComponent("fixtures/swift/\(name)").path
  }

  func run(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(
      arguments, environment: WidgetHostFixtures.environment,
      directory: try TemporaryDirectory.ofThisTest().url)
  }

  func imported(_ arguments: [String]) throws -> (ActivityDefinition, LaSimProcess.Result, String) {
    let out = try TemporaryDirectory.ofThisTest().appending("imported-\(UUID().uuidString).json").path
    let result = try run(["import"] + arguments + ["--out", out])
    let text = try String(contentsOfFile: out, encoding: .utf8)
    return (try FixtureDecoder.decode(bytes: Array(text.utf8), file: out), result, text)
  }

  @Test(
    "the Swift written to mirror a shipped fixture imports to one that draws its frames: every step, fresh and stale, on every device",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    arguments: pairs)
  func framesMatchTheShippedFixture(_ pair: (String, String)) throws {
    let (imported, result, _) = try imported([Self.path(pair.0)])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let bytes = try #require(BuiltinFixtures.bytes(named: pair.1))
    let shipped = try FixtureDecoder.decode(bytes: bytes, file: pair.1)
    // A step that ends the activity (which the widget's Swift cannot say) is a preview state like any
    // other: compared as it is drawn before the end.
    let steps = shipped.pipeline.filter { $0.endsWith == nil }
    #expect(Array(imported.pipeline.map(\.name).prefix(steps.count)) == steps.map(\.name))
    var compared = 0
    for device in DeviceProfile.all where !device.showsAlertBanner {
      for step in steps.indices {
        for state: ActivityState? in [nil, .stale] {
          let mine = LiveActivity.prepared(imported, step: step, state: state, elapsed: 90)
          let theirs = LiveActivity.prepared(shipped, step: step, state: state, elapsed: 90)
          let a = Renderer.renderAll(mine, device: device, now: mine.now)
          let b = Renderer.renderAll(theirs, device: device, now: theirs.now)
          #expect(a.count == b.count)
          for (left, right) in zip(a, b) {
            #expect(
              FrameText.text([left], header: "") == FrameText.text([right], header: ""),
              "\(pair.1) step \(step) \(state.map { "\($0)" } ?? "active") on \(device.name)")
            compared += 1
          }
        }
      }
    }
    #expect(compared > 100)
  }

  @Test(
    "an imported fixture decodes every shipped payload as the shipped fixture does: the model is the app's own",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    arguments: pairs)
  func sameVerdicts(_ pair: (String, String)) throws {
    let out = try TemporaryDirectory.ofThisTest().appending("imported.json").path
    #expect(try run(["import", Self.path(pair.0), "--out", out]).status == 0)
    let payloads = Repository.root.appendingPathComponent("fixtures/payloads/\(pair.1)")
    let names = try FileManager.default.contentsOfDirectory(atPath: payloads.path).filter {
      $0.hasSuffix(".json") && !$0.contains("by-token")
    }
    #expect(names.count >= 5)
    func verdict(_ output: String, _ payload: String) -> String? {
      guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(payload + ": ") }) else {
        return nil
      }
      let rest = line.dropFirst(payload.count + 2)
      return ["applied", "ignored", "rejected"].first { rest.hasPrefix($0) }
    }
    for name in names.sorted() {
      let payload = payloads.appendingPathComponent(name).path
      let shipped = try run(["push", pair.1, payload])
      let mine = try run(["push", out, payload])
      #expect(verdict(shipped.stdout, payload) != nil, "\(name)")
      #expect(verdict(mine.stdout, payload) == verdict(shipped.stdout, payload), "\(pair.1)/\(name)")
      #expect(mine.status == shipped.status, "\(pair.1)/\(name)")
    }
  }

  @Test(
    "the Pizza tutorial as published imports with the fixture's pipeline: texts name their fields, the timer its date, and the fixture draws what the code draws",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"),
    .enabled(if: WidgetHostFixtures.hasPizza, "\(WidgetHostFixtures.pizzaAbsent)"))
  func tutorial() throws {
    let pipeline = Repository.root.appendingPathComponent("fixtures/activities/pizza-planet.json").path
    let (definition, result, text) = try imported([WidgetHostFixtures.pizza, "--pipeline", pipeline])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(text.contains(#""text": "Order #{orderNumber}""#))
    #expect(text.contains(#""text": "Driver: {driverName}""#))
    #expect(text.contains(#""timer": "estimatedArrival""#))
    #expect(text.contains(#""text": "{customerName}'s {pizzaName}""#))
    // The model is the tutorial's: its ContentState's keys, not the fixture's.
    #expect(
      definition.contentSchema.map(\.name) == [
        "status", "estimatedArrival", "driverName", "progressFraction",
      ])
    #expect(definition.attributesType == "DeliveryAttributes")
  }

  @Test(
    "a text la-sim cannot write, and a file that does not compile, are reported with exit 1 and 65; a missing file is 66",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func exitCodes() throws {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    let source = try String(contentsOfFile: Self.path("Courier/CourierLiveActivity.swift"), encoding: .utf8)
    try directory.write(
      try String(contentsOfFile: Self.path("Courier/CourierAttributes.swift"), encoding: .utf8),
      to: "CourierAttributes.swift")
    try directory.write(
      source.replacingOccurrences(of: #"Text("Order #\("#, with: #"Text("{Order} #\("#),
      to: "CourierLiveActivity.swift")
    let braces = try run(["import", directory.url.path])
    #expect(braces.status == 1, "\(braces.stderr)")
    #expect(braces.stderr.contains("holds a brace, which a fixture's text cannot show"), "\(braces.stderr)")
    try directory.write("struct A: Widget {\n  var x: String = \"\n}\n", to: "CourierLiveActivity.swift")
    let broken = try run(["import", directory.url.path])
    #expect(broken.status == 65)
    #expect(broken.stderr.contains("CourierLiveActivity.swift:2:"), "\(broken.stderr)")
    #expect(broken.stdout.isEmpty)
    let missing = try run(["import", "/nonexistent/X.swift"])
    #expect(missing.status == 66)
  }

  @Test(
    "a la-sim started with its standard input closed (as a SwiftPM plugin's tool may be) still feeds the widget host",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func closedStandardInput() throws {
    let directory = try TemporaryDirectory.ofThisTest()
    let out = directory.appending("closed.json").path
    // `<&-` closes la-sim's standard input: the pipes to the host were then handed descriptor 0.
    var environment = ProcessInfo.processInfo.environment
    environment.merge(WidgetHostFixtures.environment) { _, new in new }
    let result = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", #"exec "$0" import "$1" --out "$2" <&-"#, LaSimProcess.binary.path, Self.path("Courier"), out],
      input: Data(), environment: environment, directory: directory.url)
    #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
    #expect(FileManager.default.fileExists(atPath: out))
  }

  @Test(
    "an enum whose cases cannot be listed is named at its declaration, with the one word that fixes it",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func enumNotCaseIterable() throws {
    // The football match's Period is a String enum without CaseIterable, as an app may well write it.
    let example = Repository.root.appendingPathComponent("fixtures/examples/match-swift").path
    let result = try run(["import", example])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "Period (\(example)/MatchLiveActivity.swift:21:6) is an enum that is not CaseIterable, so la-sim"
          + " cannot list its cases; declare it CaseIterable"),
      "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test(
    "views that read the text size or the appearance are imported as drawn at large text in dark, and import says so",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func environmentReads() throws {
    // The compact trailing view reads both settings; the island's appearance never changes.
    let island = try environmentReading(lockScreenAppearance: false)
    let result = try run(["import", island.url.path])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("the views read @Environment(\\.dynamicTypeSize)"), "\(result.stderr)")
    #expect(!result.stderr.contains("the views read @Environment(\\.colorScheme)"), "\(result.stderr)")
    // What the code draws at large text in dark appearance is what the fixture holds.
    #expect(result.stdout.contains("{etaMinutes}m"), "\(result.stdout)")
    // A Lock Screen view that reads the appearance may draw otherwise in light: import says so.
    let lockScreen = try environmentReading(lockScreenAppearance: true)
    let both = try run(["import", lockScreen.url.path])
    #expect(both.status == 1, "\(both.stderr)")
    #expect(both.stderr.contains("the views read @Environment(\\.colorScheme)"), "\(both.stderr)")
    // The shipped widget reads neither, and import says nothing of them.
    let plain = try run(["import", Self.path("Courier")])
    #expect(!plain.stderr.contains("@Environment"), "\(plain.stderr)")
  }

  /// The Courier example's Swift with a compact trailing view that reads the text size and the appearance
  /// and, with `lockScreenAppearance`, a Lock Screen text coloured by the appearance.
  func environmentReading(lockScreenAppearance: Bool) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    for file in ["CourierAttributes.swift", "CourierLiveActivity.swift"] {
      var text = try String(contentsOfFile: Self.path("Courier/\(file)"), encoding: .utf8)
      if file == "CourierLiveActivity.swift", lockScreenAppearance {
        let order = #"Text("Order #\(context.attributes.orderNumber)")"#
        #expect(text.contains(order))
        text = text.replacingOccurrences(
          of: order, with: "SchemedOrder(number: context.attributes.orderNumber)")
        text += #"""

          struct SchemedOrder: View {
            @Environment(\.colorScheme) var scheme
            var number: String
            var body: some View {
              Text("Order #\(number)").foregroundStyle(scheme == .dark ? Color.white : Color.black)
            }
          }
          """#
      }
      if file == "CourierLiveActivity.swift" {
        let trailing = #"Text("\(context.state.etaMinutes)m")"#
        #expect(text.contains(trailing))
        text = text.replacingOccurrences(of: trailing, with: "SizedETA(minutes: context.state.etaMinutes)")
        text += #"""

          struct SizedETA: View {
            @Environment(\.dynamicTypeSize) var size
            @Environment(\.colorScheme) var scheme
            var minutes: Int
            var body: some View {
              Text(size.isAccessibilitySize ? "\(minutes)" : "\(minutes)m")
                .foregroundStyle(scheme == .dark ? Color.white : Color.black)
            }
          }
          """#
      }
      try directory.write(text, to: file)
    }
    return directory
  }

  /// The pizza-planet model with a property renamed, a raw value changed and a non-optional field added:
  /// the model file alone, with no widget.
  func driftedModel() throws -> String {
    let original = try String(
      contentsOfFile: Self.path("PizzaPlanet/DeliveryAttributes.swift"), encoding: .utf8)
    let end = try #require(original.range(of: "\nextension "))
    let model = String(original[..<end.lowerBound])
    let drifted = model.replacingOccurrences(of: "var driverName: String", with: "var courierName: String")
      .replacingOccurrences(of: "case inOven = \"In the Oven\"", with: "case inOven = \"Baking\"")
      .replacingOccurrences(
        of: "var progressFraction: Double", with: "var progressFraction: Double\n    var tip: Double")
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    try directory.write(drifted + "\n", to: "DeliveryAttributes.swift")
    return directory.url.appendingPathComponent("DeliveryAttributes.swift").path
  }

  @Test(
    "check --swift reads the model the compiled types decode: a renamed property, a changed raw value and a new field, each placed in both files",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func drift() throws {
    let clean = try run([
      "check", "courier", "--device", "iphone-15-pro", "--swift",
      Self.path("Courier/CourierAttributes.swift"),
    ])
    #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
    #expect(!clean.stdout.contains("LA011"))
    let swift = try driftedModel()
    let result = try run(["check", "pizza-planet", "--device", "iphone-15-pro", "--swift", swift])
    #expect(result.status == 1)
    let drift = result.stdout.split(separator: "\n").filter { $0.contains("[LA011]") }
    #expect(drift.count == 4, "\(drift)")
    #expect(
      drift.contains {
        $0.contains("(contentState.driverName): the fixture's driverName is not a stored property")
          && $0.contains("fixture 30:5")
      })
    #expect(
      drift.contains {
        $0.contains("new non-optional courierName: String") && $0.contains("DeliveryAttributes.swift:40:9")
      })
    #expect(drift.contains { $0.contains("new non-optional tip: Double") })
    #expect(
      drift.contains {
        $0.contains(
          "(enums.DeliveryStatus[2].rawValue): DeliveryStatus.inOven's raw value is \"In the Oven\" in the fixture, \"Baking\""
        ) && $0.contains("fixture 11:27") && $0.contains("DeliveryAttributes.swift:8:8")
      })
  }

  @Test(
    "a CodingKeys rename the fixture does not follow is a finding at the CodingKeys case",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func codingKeysRename() throws {
    let directory = try TemporaryDirectory.ofThisTest().subdirectory()
    try directory.write(
      """
      import ActivityKit

      struct DeliveryAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
          var status: String
          var etaMinutes: Int
          enum CodingKeys: String, CodingKey {
            case status
            case etaMinutes = "eta_minutes"
          }
        }
        var orderNumber: String
      }

      """, to: "Model.swift")
    let swift = directory.url.appendingPathComponent("Model.swift").path
    let result = try run(["check", "courier", "--device", "iphone-15-pro", "--swift", swift])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "DeliveryAttributes.ContentState.etaMinutes is encoded as \"eta_minutes\" (CodingKeys)"),
      "\(result.stdout)")
    #expect(result.stdout.contains("Model.swift:9:12"))
  }

  @Test(
    "push --swift decodes against the compiled model: a payload for the fixture misses the Swift's new fields",
    .enabled(if: WidgetHostFixtures.hasCompiler, "\(WidgetHostFixtures.compilerAbsent)"))
  func push() throws {
    let payload = Repository.root.appendingPathComponent(
      "fixtures/payloads/pizza-planet/update-out-for-delivery.json"
    ).path
    #expect(try run(["push", "pizza-planet", payload]).status == 0)
    let result = try run(["push", "pizza-planet", payload, "--swift", try driftedModel()])
    #expect(result.status == 1)
    #expect(result.stdout.contains("missing key \"tip\" (Double, not optional)"))
    #expect(result.stdout.contains("missing key \"courierName\""))
  }
}
