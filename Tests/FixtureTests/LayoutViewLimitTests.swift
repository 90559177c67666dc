import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import JSON
import TestSupport
import Testing

/// A region's layout draws at most `InputLimits.layoutViews` views, so `check`, which lays every region out
/// hundreds of times, stays quick; more is refused with one line naming the file, the region and the limit.
@Suite struct LayoutViewLimitTests {
  /// pizza-planet with its compact trailing region replaced by `region` (JSON).
  func pizza(compactTrailing region: String) throws(FixtureError) -> ActivityDefinition {
    let text = try! BuiltinFixture.text("pizza-planet")
    let object = try! JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    var layouts = object["layouts"] as! [String: Any]
    layouts["compactTrailing"] = try! JSONSerialization.jsonObject(with: Data(region.utf8))
    var fixture = object
    fixture["layouts"] = layouts
    let bytes = try! JSONSerialization.data(withJSONObject: fixture)
    return try FixtureDecoder.decode(bytes: Array(bytes), file: "wide.json")
  }

  static func hstack(_ texts: Int) -> String {
    #"{"hstack": ["# + Array(repeating: #"{"text": "x"}"#, count: texts).joined(separator: ",") + "]}"
  }

  @Test func aStackAtTheLimitLoads() throws {
    // The stack is a view too: 499 texts and their HStack are 500 views.
    let definition = try pizza(compactTrailing: Self.hstack(InputLimits.layoutViews - 1))
    #expect(definition.layouts.fresh[.compactTrailing] != nil)
  }

  @Test func oneViewMoreIsRefusedInOneLine() {
    do {
      _ = try pizza(compactTrailing: Self.hstack(InputLimits.layoutViews))
      Issue.record("a layout of 501 views loaded")
    } catch {
      #expect(error.description.hasPrefix("wide.json:"))
      #expect(
        error.description.hasSuffix(
          "$.layouts.compactTrailing: 501 views, more than the 500-view limit on one region's layout"))
      #expect(!error.description.contains("\n"))
    }
  }

  /// A `forEach` draws its content once per case: 6 cases × 100 texts is over the limit, 4 texts are not.
  @Test func aForEachCountsEveryCase() throws {
    let texts = Array(repeating: #"{"text": "x"}"#, count: 100).joined(separator: ",")
    let region = #"{"hstack": [{"forEach": "DeliveryStatus", "content": {"hstack": [\#(texts)]}}]}"#
    #expect(throws: FixtureError.self) { try pizza(compactTrailing: region) }
    let four = Array(repeating: #"{"text": "x"}"#, count: 4).joined(separator: ",")
    _ = try pizza(
      compactTrailing: #"{"hstack": [{"forEach": "DeliveryStatus", "content": {"hstack": [\#(four)]}}]}"#)
  }
}
