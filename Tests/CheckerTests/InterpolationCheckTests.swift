import Checking
import Fixture
import FixtureJSON
import Foundation
import JSON
import Testing

/// LA008: a `Double` or an optional written into a text with no format, as SwiftUI would show it.
@Suite struct InterpolationCheckTests {
  /// A fixture whose Lock Screen shows `lockScreen` and whose compact trailing shows `trailing`.
  static func check(lockScreen: String, trailing: String = "b") throws -> CheckReport {
    let json = """
      {
        "name": "fares", "attributesType": "FareAttributes", "attributes": { "city": "String" },
        "attributeValues": { "city": "Lyon" },
        "contentState": { "fare": "Double", "eta": "Int", "driverName": "String?", "tip": "Double?" },
        "pipeline": [
          { "name": "booked", "contentState": { "fare": 18.5, "eta": 12 } },
          { "name": "assigned", "contentState": { "fare": 21, "eta": 9, "driverName": "Andy", "tip": 2.5 } }
        ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": { "vstack": [ { "text": \(JSONValue.quote(lockScreen)) }, { "text": "{city}" } ] },
          "compactLeading": { "text": "a" }, "compactTrailing": { "text": \(JSONValue.quote(trailing)) },
          "minimal": { "text": "c" }, "expanded": {}
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "fares.json")
    return Checker.check(definition, file: "fares.json")
  }

  static func interpolations(_ report: CheckReport) -> [Finding] {
    report.findings.filter { $0.code == .plainInterpolation }
  }

  @Test("A plain Double is reported with what the phone shows for the fixture's first value")
  func double() throws {
    let findings = Self.interpolations(try Self.check(lockScreen: "Fare {fare}"))
    #expect(
      findings.map(\.line) == [
        "fares.json: lock-screen/content (layouts.lockScreen): {fare} interpolates a Double: the phone shows"
          + " \"\(String(format: "%lf", 18.5))\"; write {fare, format: .number} or .currency(code: …) [LA008]"
      ])
    #expect(findings.first?.text == "Fare {fare}")
    #expect(findings.first?.field == "fare")
  }

  @Test("A plain optional is reported with its Optional(…) form and nil, and the fallback to write")
  func optional() throws {
    let findings = Self.interpolations(
      try Self.check(lockScreen: "Driver: {driverName}", trailing: "{tip}"))
    #expect(
      findings.map(\.message) == [
        "{driverName} interpolates an optional: the phone shows \"\(String(describing: Optional("Andy")))\"/\"nil\";"
          + " write {driverName ?? \"—\"}",
        "{tip} interpolates an optional: the phone shows \"\(String(describing: Optional(2.5)))\"/\"nil\";"
          + " unwrap it in the app before it reaches the text",
      ])
    #expect(findings.map(\.presentationRegion) == ["lock-screen/content", "compact/trailing"])
  }

  @Test("Formatted, converted and fallen-back placeholders, Ints and Strings are not reported")
  func formatted() throws {
    let report = try Self.check(
      lockScreen:
        "{fare, format: .currency(code: \"EUR\")} {Int(fare)} {fare, specifier: \"%.1f\"} {eta} {driverName ?? \"—\"}"
    )
    #expect(Self.interpolations(report).isEmpty)
  }

  @Test("LA008 is a warning: the check stays clean, and the summary counts it")
  func warning() throws {
    let report = try Self.check(lockScreen: "{fare}")
    #expect(report.isClean)
    #expect(report.counts.contains { $0.code == .plainInterpolation && $0.count == 1 })
    #expect(report.summary.contains("1 plain interpolation"))
  }
}
