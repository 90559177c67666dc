import BuiltinFixtures
import Checking
import Fixture
import FixtureJSON
import Foundation
import Testing

/// A `.fixedSize()` text is never cut: wider than its region, a phone draws it whole past the region's edge
/// (onto the camera, or clipped by the island's outline). `check` reports it as LA001, saying so.
@Suite struct FixedSizeOverflowTests {
  /// courier-compact with its compact trailing text replaced by `text`, `.fixedSize()`.
  static func courier(trailing text: String) throws -> ActivityDefinition {
    let bytes = try #require(BuiltinFixtures.bytes(named: "courier-compact"))
    var fixture = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    var layouts = try #require(fixture["layouts"] as? [String: Any])
    layouts["compactTrailing"] = ["text": text, "font": "caption", "fixedSize": true]
    fixture["layouts"] = layouts
    let edited = try JSONSerialization.data(withJSONObject: fixture)
    return try FixtureDecoder.decode(bytes: Array(edited), file: "courier-compact")
  }

  @Test func aFixedSizeTextWiderThanTheCompactSlotFailsTheCheck() throws {
    let report = Checker.check(
      try Self.courier(trailing: "On the Way"), file: "courier-compact", devices: [.iPhone15Pro])
    let finding = try #require(report.findings.first { $0.presentationRegion == "compact/trailing" })
    #expect(finding.code == .clipped)
    #expect(finding.shown == "On the Way")
    #expect(finding.message.contains("drawn whole past the region's edge"), "\(finding.message)")
    #expect(try #require(finding.needed) > 42.33)
    #expect(abs(try #require(finding.available) - 42.33) < 0.01, "the compact slot's room")
    #expect(!report.isClean)
  }

  @Test func aFixedSizeTextThatFitsIsClean() throws {
    let report = Checker.check(
      try Self.courier(trailing: "25m"), file: "courier-compact", devices: [.iPhone15Pro])
    #expect(!report.findings.contains { $0.presentationRegion == "compact/trailing" })
  }
}
