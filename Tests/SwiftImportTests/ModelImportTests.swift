import Fixture
import Foundation
import Lifecycle
import SwiftImport
import Testing

/// The Ride model holds every construct the importer reads (and some it reports): what the fixture gets.
@Suite struct ModelImportTests {
  @Test(
    "stored properties keep their types and optionals, CodingKeys rename the keys, enums keep raw values in case order"
  )
  func model() throws {
    let (definition, result) = try SwiftImportSupport.importedDefinition("Ride")
    let model = result.model
    #expect(model.attributesType == "RideAttributes")
    #expect(model.attributes.map(\.key) == ["riderName", "fare"])
    #expect(
      model.contentState.map { "\($0.key): \($0.type)\($0.isOptional ? "?" : "")" } == [
        "phase: RidePhase", "vehicle: Vehicle", "driver_name: String?", "pickup_at: Date",
        "completedStops: Int",
        "totalStops: Int", "isSurge: Bool",
      ])
    #expect(definition.contentSchema.first { $0.name == "driver_name" }?.isOptional == true)
    let phase = try #require(definition.enums["RidePhase"])
    #expect(phase.cases.map(\.rawValue) == ["requested", "en_route", "arrived", "completed"])
    let vehicle = try #require(definition.enums["Vehicle"])
    #expect(vehicle.cases.map(\.icon) == ["car.fill", "bicycle"])
    #expect(vehicle.cases.map(\.color) == [.blue, .orange])
    // `default:` gives the emoji of every case not named.
    #expect(vehicle.cases.map(\.emoji) == ["🚗", "🚲"])
    #expect(
      definition.derived == [
        DerivedField(
          name: "stopFraction", formula: .fraction(numerator: "completedStops", denominator: "totalStops"))
      ])
  }

  @Test("what the fixture cannot hold is reported at its file, line and column, and left out")
  func reported() throws {
    let (_, result) = try SwiftImportSupport.importedDefinition("Ride")
    let lines = result.issues.map(\.description)
    func expectIssue(_ place: String, _ words: String) {
      #expect(
        lines.contains { $0.hasPrefix("Ride/\(place): unsupported: ") && $0.contains(words) },
        "\(place) \(words)")
    }
    expectIssue("RideAttributes.swift:56:16", "stops: type [String]")
    expectIssue("RideAttributes.swift:76:5", "custom init(from:)")
    expectIssue("RideAttributes.swift:83:3", "let service has an initial value")
    expectIssue("RideAttributes.swift:74:5", "computed property RideAttributes.ContentState.label")
    expectIssue("RideLiveActivity.swift:61:11", "ZStack")
    #expect(!lines.contains { $0.contains("dotSize") }, "a view's default property is read as its value")
  }

  @Test("previews give the attribute values and the pipeline, dates relative to each step")
  func previews() throws {
    let (definition, _) = try SwiftImportSupport.importedDefinition("Ride")
    #expect(definition.pipeline.map(\.name) == ["requested", "enRoute"])
    #expect(definition.attributes["riderName"] == .string("Maria"))
    let activity = LiveActivity(
      definition: definition, startingAt: Date(timeIntervalSince1970: 1000), step: 0)
    #expect(activity.content.values["pickup_at"] == .date(Date(timeIntervalSince1970: 1600)))
    #expect(activity.content.values["driver_name"] == nil || activity.content.values["driver_name"] == .null)
    let second = LiveActivity(definition: definition, startingAt: Date(timeIntervalSince1970: 1000), step: 1)
    #expect(second.content.values["pickup_at"] == .date(Date(timeIntervalSince1970: 1120)))
  }

  @Test("if context.isStale is the stale layout; switch on an enum field, if let, ternaries become if views")
  func layouts() throws {
    let (_, result) = try SwiftImportSupport.importedDefinition("Ride")
    guard case .object(let top) = result.fixture else { return }
    let stale = try #require(top.first { $0.key == "staleLayouts" }?.value)
    #expect(stale.serialized().contains("Refreshing…"))
    let layouts = try #require(top.first { $0.key == "layouts" }?.value).serialized()
    #expect(!layouts.contains("Refreshing…"))
    #expect(
      layouts.contains(#"{"if":{"field":"phase","equals":"arrived"},"then":{"text":"Here","bold":true}"#))
    #expect(
      layouts.contains(
        #"{"if":{"field":"driver_name","isNil":false},"then":{"text":"{driver_name} is on the way""#))
    #expect(layouts.contains(#"{"if":{"field":"isSurge","equals":true},"then":{"text":"Surge pricing"#))
    #expect(
      layouts.contains(
        #""padding":{"horizontal":8,"vertical":4},"background":"{vehicle.color}.opacity(0.2)","clipShape":"capsule""#
      ))
    #expect(layouts.contains(#"{"text":[{"text":"Pickup "},{"relative":"pickup_at","bold":true}]}"#))
    #expect(layouts.contains(#"{"index":{"lessThan":"last"}}"#))
    #expect(layouts.contains(#""text":"{Int(stopFraction * 100)}%""#))
    #expect(top.contains { $0.key == "keylineTint" && $0.value == .string("orange") })
    #expect(
      layouts.contains(
        #"{"offset":"pickup_at","italic":true,"minimumScaleFactor":0.6,"multilineTextAlignment":"center","#
          + #""fixedSize":{"horizontal":false,"vertical":true},"layoutPriority":1}"#))
  }
}

/// Small widgets written inline, for one construct each.
@Suite struct InlineWidgetTests {
  static let model = """
    struct A: ActivityAttributes {
      struct ContentState: Codable, Hashable { var eta: Int }
      var name: String
    }
    """

  static func fixture(_ widget: String) throws -> (String, [String]) {
    let result = try SwiftImporter.importFixture([
      SwiftSource(file: "A.swift", text: model), SwiftSource(file: "W.swift", text: widget),
    ])
    return (result.fixture.serialized(), result.issues.map(\.description))
  }

  static func widget(lock: String) -> String {
    """
    struct W: Widget {
      var body: some WidgetConfiguration {
        ActivityConfiguration(for: A.self) { context in
          \(lock)
        } dynamicIsland: { context in
          DynamicIsland {
          } compactLeading: { Text("L") } compactTrailing: { Text("\\(context.state.eta)m") } minimal: { Text("M") }
        }
      }
    }
    """
  }

  @Test("context.isStale in a ternary picks each variant: the fresh layout and the stale one")
  func staleTernary() throws {
    let (json, issues) = try Self.fixture(
      Self.widget(
        lock:
          #"Text(context.isStale ? "Old" : "\(context.state.eta) min").foregroundStyle(context.isStale ? .gray : .green)"#
      ))
    #expect(json.contains(#""layouts":{"lockScreen":{"text":"{eta} min","color":"green"}"#))
    #expect(json.contains(#""staleLayouts":{"lockScreen":{"text":"Old","color":"gray"}}"#))
    // No preview gives values: placeholders stand in, and say so.
    #expect(json.contains(#""attributeValues":{"name":"‹name›"}"#))
    #expect(issues.contains { $0.hasPrefix("A.swift:1:1: unsupported: no #Preview(…, using:)") })
  }

  @Test("Text(field.uppercased()) and Text(Int(field * N)) read as placeholders")
  func textExpressions() throws {
    let (json, _) = try Self.fixture(
      Self.widget(
        lock: #"HStack { Text(context.attributes.name.uppercased()); Text(Int(context.state.eta * 2)) }"#))
    #expect(json.contains(#"{"hstack":[{"text":"{name.uppercased()}"},{"text":"{Int(eta * 2)}"}]}"#))
  }

  @Test(
    "a text the fixture format would refuse (an unknown format) is reported in the decoder's words, not written"
  )
  func refusedFormat() throws {
    let (json, issues) = try Self.fixture(
      Self.widget(lock: #"VStack { Text(context.state.eta, format: .bogus); Text("ok") }"#))
    #expect(json.contains(#""lockScreen":{"vstack":[{"text":"ok"}]}"#))
    #expect(
      issues.contains {
        $0.hasPrefix(
          "W.swift:4:16: unsupported: la-sim's fixture format does not read it (unknown format \".bogus\"")
      })
  }

  @Test("a modifier outside the vocabulary and a view outside it are each reported where they are written")
  func unsupportedWidget() throws {
    let (json, issues) = try Self.fixture(
      Self.widget(lock: #"VStack { Text("a").blur(radius: 2); Canvas { _, _ in } }"#))
    #expect(json.contains(#""lockScreen":{"vstack":[{"text":"a"}]}"#))
    let blur = "W.swift:4:25: unsupported: .blur(radius: 2): la-sim does not model .blur"
    #expect(issues.contains { $0.hasPrefix(blur) })
    #expect(
      issues.contains { $0.hasPrefix("W.swift:4:43: unsupported: Canvas(…) is not a view la-sim models") })
  }
}
