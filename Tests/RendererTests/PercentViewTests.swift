import Foundation
import Rendering
import TestSupport
import Testing

@testable import FixtureJSON

/// The `percent` view draws a whole percentage, `.percent.precision(.fractionLength(0))`: what the schema
/// and the format's page say it stands for must be that, not `.percent` (which shows 0.125 as `12.5%`, wider
/// than what la-sim measured), or a designer who writes the Swift the page names gets a clip la-sim missed.
@Suite struct PercentViewTests {
  static let format = ".percent.precision(.fractionLength(0))"

  @Test func theViewDrawsAWholePercentage() throws {
    let activity = try VocabularyTests.activity(lockScreen: #"{ "percent": "done" }"#)
    let frame = VocabularyTests.frame(activity)
    #expect(frame.frame.rows.contains { $0.contains("50%") }, "\(frame.frame.rows)")
  }

  @Test func theSchemaNamesTheFormatItDraws() throws {
    let description = try #require(FixtureFormat.view.member("percent")?.description)
    #expect(description.contains("Text(value, format: \(Self.format))"), "\(description)")
  }

  @Test func theFormatPageNamesTheFormatItDraws() throws {
    let page = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/fixture-format.md"), encoding: .utf8)
    let row = try #require(page.split(separator: "\n").first { $0.hasPrefix("| `percent` |") })
    #expect(row.contains("`Text(value, format: \(Self.format))`"), "\(row)")
  }
}
