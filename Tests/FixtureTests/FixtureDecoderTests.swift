import BuiltinFixtures
import Fixture
import FixtureJSON
import Formatting
import Foundation
import JSON
import TestSupport
import Testing
import Views

/// Broken fixtures are refused with one line that names the file, the place and what was expected.
@Suite struct FixtureDecoderTests {
  static var pizza: String { try! BuiltinFixture.text("pizza-planet") }

  func decode(_ text: String) throws(FixtureError) -> ActivityDefinition {
    try FixtureDecoder.decode(bytes: Array(text.utf8), file: "broken.json")
  }

  @Test(arguments: BuiltinFixtures.names)
  func everyShippedFixtureLoads(_ name: String) throws {
    let definition = try BuiltinFixture.definition(name)
    #expect(definition.name == name)
    #expect(!definition.pipeline.isEmpty)
  }

  @Test func pizzaPlanetMatchesTheActivityDescription() throws {
    let definition = try decode(Self.pizza)
    #expect(definition.attributesType == "DeliveryAttributes")
    #expect(
      definition.contentSchema.map(\.name) == [
        "status", "estimatedArrival", "driverName", "progressFraction",
      ])
    let status = try #require(definition.enums["DeliveryStatus"])
    #expect(
      status.cases.map(\.rawValue) == [
        "Order Placed", "Preparing Your Pizza", "In the Oven", "Out for Delivery", "Almost There!",
        "Delivered",
      ])
    #expect(
      definition.pipeline.map(\.name) == [
        "placed", "preparing", "inOven", "outForDelivery", "arriving", "delivered",
      ])
    #expect(definition.pipeline[0].staleAfter == 3600)
    #expect(definition.pipeline[0].content.fields["estimatedArrival"] == .relativeDate(1800))
    #expect(definition.pipeline[5].endsWith == .afterDelay(300))
    #expect(definition.cancel?.dismissal == .immediate)
  }

  struct Broken: CustomTestStringConvertible, Sendable {
    var name: String
    var replace: String
    var with: String
    var expected: String
    var testDescription: String { name }
  }

  static let broken: [Broken] = [
    Broken(
      name: "truncated JSON", replace: "\"layouts\"", with: "\"layouts\": {\"lockScreen\": ",
      expected: "broken.json:"),
    Broken(
      name: "case name instead of raw value",
      replace: "\"status\": \"Order Placed\", \"estimatedArrival\": \"+30m\"",
      with: "\"status\": \"placed\", \"estimatedArrival\": \"+30m\"",
      expected:
        "$.pipeline[0].contentState.status: expected a raw value of DeliveryStatus (\"Order Placed\", \"Preparing Your Pizza\", \"In the Oven\", \"Out for Delivery\", \"Almost There!\", \"Delivered\"), found \"placed\"; \"placed\" is the case name, use \"Order Placed\""
    ),
    Broken(
      name: "wrong type", replace: "\"orderNumber\": \"4821\"", with: "\"orderNumber\": 4821",
      expected: "$.attributeValues.orderNumber: expected a string, found an integer"),
    Broken(
      name: "unknown top-level key", replace: "\"displayName\"", with: "\"displayNme\": 1, \"displayName\"",
      expected:
        "$.displayNme: unknown key \"displayNme\" (did you mean \"displayName\"?); expected one of: name, displayName"
    ),
    Broken(
      name: "misspelt view key", replace: "\"spacing\": 12", with: "\"spacnig\": 12",
      expected: "unknown key \"spacnig\" (did you mean \"spacing\"?); expected one of: text, icon,"),
    Broken(
      name: "view key three edits away", replace: "\"spacing\": 12", with: "\"spxcxnx\": 12",
      expected: "unknown key \"spxcxnx\"; expected one of: text, icon,"),
    Broken(
      name: "layout reads a field the schema lacks",
      replace: "\"Driver: {driverName}\"",
      with: "\"Driver: {driver}\"",
      expected: "unknown field \"driver\"; expected one of: orderNumber, pizzaName, customerName, status"),
    Broken(
      name: "layout misspells a field",
      replace: "\"Driver: {driverName}\"",
      with: "\"Driver: {drivrNme}\"",
      expected: "unknown field \"drivrNme\" (did you mean \"driverName\"?); expected one of: orderNumber,"),
    Broken(
      name: "unknown icon", replace: "\"compactLeading\": {\n      \"icon\": \"box.truck.fill\"",
      with: "\"compactLeading\": {\n      \"icon\": \"box.truck.filled\"",
      expected:
        "$.layouts.compactLeading.icon: unknown SF Symbol \"box.truck.filled\"; did you mean \"box.truck.fill\"?"
    ),
    Broken(
      name: "missing presentation",
      replace: "\"minimal\": {\n      \"icon\": \"box.truck.fill\",\n      \"color\": \"green\"\n    },",
      with: "", expected: "$.layouts: missing key \"minimal\""),
    Broken(
      name: "unknown view kind", replace: "\"spacer\": true", with: "\"gap\": true",
      expected: "unknown key \"gap\"; expected one of: text, icon"),
    Broken(
      name: "bad relative time", replace: "\"staleAfter\": \"+60m\"", with: "\"staleAfter\": \"in an hour\"",
      expected: "$.staleAfter: expected a relative time such as \"+30m\""),
    Broken(
      name: "timer on a non-date field",
      replace: "\"compactTrailing\": {\n      \"timer\": \"estimatedArrival\"",
      with: "\"compactTrailing\": {\n      \"timer\": \"driverName\"",
      expected: "$.layouts.compactTrailing.timer: field \"driverName\" is String; expected a Date field"),
    Broken(
      name: "unknown colour", replace: "\"activityBackgroundTint\": \"black.opacity(0.8)\"",
      with: "\"activityBackgroundTint\": \"blak\"",
      expected: "$.activityBackgroundTint: unknown colour \"blak\""),
    Broken(
      name: "unknown type", replace: "\"driverName\": \"String\"", with: "\"driverName\": \"Str\"",
      expected:
        "$.contentState.driverName: unknown type \"Str\"; expected one of: String, Int, Double, Bool, Date, DeliveryStatus"
    ),
    Broken(
      name: "a member the view's kind does not read, of a type the format refuses",
      replace: "\"spacer\": true", with: "\"spacer\": true, \"then\": 3",
      expected: "then: expected an object, found an integer"),
  ]

  @Test(arguments: broken)
  func brokenFixtureIsRefusedWithItsPlace(_ broken: Broken) throws {
    let text = Self.pizza
    #expect(text.contains(broken.replace), "the mutation must apply to the shipped fixture")
    let mutated = text.replacingOccurrences(of: broken.replace, with: broken.with)
    let error = #expect(throws: FixtureError.self) { try decode(mutated) }
    let message = try #require(error).description
    #expect(message.contains(broken.expected), "\(message)")
    #expect(message.hasPrefix("broken.json:"))
    #expect(!message.contains("\n"))
  }

  /// Each part of some kinds only, beside a kind that does not read it, is still checked against the format.
  @Test(arguments: [
    ("then", "3"), ("else", "3"), ("content", "3"), ("countsDown", "3"), ("showsHours", "3"),
    ("systemImage", "3"), ("format", "3"), ("style", "3"), ("spacing", "\"wide\""), ("in", "3"),
  ])
  func partNoKindReadsIsStillChecked(_ part: String, _ value: String) throws {
    let mutated = Self.pizza.replacingOccurrences(
      of: "\"spacer\": true", with: "\"spacer\": true, \"\(part)\": \(value)")
    let error = #expect(throws: FixtureError.self) { try decode(mutated) }
    let message = try #require(error).description
    #expect(message.contains(".\(part): expected "), "\(message)")
    #expect(message.contains(", found "), "\(message)")
  }

  @Test func brokenJSONNamesLineAndColumn() throws {
    let error = #expect(throws: FixtureError.self) {
      try decode("{\n  \"name\": \"x\",\n  \"pipeline\": [1, 2,]\n}")
    }
    #expect(try #require(error).description == "broken.json:3:21: invalid JSON: expected a value, found ']'")
  }

  @Test(arguments: ["", "{", "[", "nul", "\"abc", "{\"a\" 1}", "1 2", "{\"a\":1,\"a\":2}"])
  func malformedJSONNeverCrashes(_ text: String) {
    #expect(throws: FixtureError.self) { try decode(text) }
  }

  @Test(arguments: [
    ("+30m", 1800.0), ("-5m", -300), ("+1h30m", 5400), ("90s", 90), ("now", 0), ("+2d", 172_800),
  ])
  func relativeTimesParse(_ text: String, _ seconds: Double) {
    #expect(RelativeTime.parse(text) == seconds)
  }

  @Test(arguments: ["", "+", "30", "+30x", "+1m1h", "soon"])
  func invalidRelativeTimesAreRefused(_ text: String) {
    #expect(RelativeTime.parse(text) == nil)
  }
}

/// Colour names are SwiftUI's; a near miss is refused with the name that was probably meant.
@Suite struct NamedColorTests {
  @Test(arguments: [("grey", "gray"), ("purpel", "purple"), ("Red", "red")])
  func aMisspeltColourIsRefusedWithASuggestion(_ name: String, _ meant: String) throws {
    #expect(NamedColor(name: name) == nil)
    let text = FixtureDecoderTests.pizza.replacingOccurrences(
      of: "\"activityBackgroundTint\": \"black.opacity(0.8)\"",
      with: "\"activityBackgroundTint\": \"\(name)\"")
    let error = #expect(throws: FixtureError.self) {
      try FixtureDecoder.decode(bytes: Array(text.utf8), file: "grey.json")
    }
    let message = try #require(error).description
    #expect(message.contains("unknown colour \"\(name)\" (did you mean \(meant)?); expected one of: primary"))
  }

  @Test func everySwiftUINameIsAccepted() {
    for color in NamedColor.allCases { #expect(NamedColor(name: color.rawValue) == color) }
    #expect(NamedColor.suggestion(for: "chartreuse") == nil)
  }
}

/// A huge value in a fixture is refused, quoted short (how fast: the cost benchmark's figure).
@Suite struct HugeValueTests {
  @Test(arguments: [
    (
      "\"activityBackgroundTint\": \"black.opacity(0.8)\"", "\"activityBackgroundTint\": \"HUGE\"",
      "unknown colour"
    ),
    (
      "\"compactLeading\": {\n      \"icon\": \"box.truck.fill\"",
      "\"compactLeading\": {\n      \"icon\": \"HUGE\"",
      "unknown SF Symbol"
    ),
  ])
  func aHugeUnknownNameIsRefusedAndQuotedShort(_ replace: String, _ with: String, _ expected: String)
    throws
  {
    // Reproducer from scripts/fuzz.py: a 100,000-character icon name took seconds of edit distances.
    let huge = String(repeating: "中", count: 100_000)
    let text = FixtureDecoderTests.pizza.replacingOccurrences(
      of: replace, with: with.replacingOccurrences(of: "HUGE", with: huge))
    // How long the refusal takes is a figure of the cost benchmark (Benchmarks/CostBenchmark), not asserted here.
    var message = ""
    do {
      _ = try FixtureDecoder.decode(bytes: Array(text.utf8), file: "huge.json")
    } catch {
      message = "\(error)"
    }
    #expect(
      message.contains("\(expected) \"\(String(repeating: "中", count: 40))… (100000 characters)\""),
      "\(message.prefix(200))")
    #expect(message.count < 2_000)
  }
}
