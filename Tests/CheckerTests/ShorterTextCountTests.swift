import Fixture
import FixtureJSON
import Layout
import Testing

@testable import Checking

/// A shorter text that fits only one character says "1 character", as every other count la-sim prints
/// does through `String.counted`, never "1 characters".
struct ShorterTextCountTests {
  @Test func oneCharacterIsSingular() throws {
    let json = """
      {
        "name": "one", "attributesType": "A", "attributes": { "orderNumber": "String" },
        "attributeValues": { "orderNumber": "7305" }, "contentState": { "eta": "Int" },
        "pipeline": [ { "name": "start", "contentState": { "eta": 5 } } ],
        "end": { "dismissalPolicy": "immediate" },
        "layouts": {
          "lockScreen": { "text": "{eta}" },
          "compactLeading": { "hstack": [ { "icon": "shippingbox.fill" }, { "text": "Order {orderNumber}" } ] },
          "compactTrailing": { "text": "{eta}" }, "minimal": { "text": "{eta}" }, "expanded": {}
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "one.json")
    let report = Checker.check(definition, file: "one.json", devices: [.iPhone15Pro])
    let clip = try #require(
      report.findings.first { $0.text == "Order 7305" }, "\(report.findings.map(\.line))")
    let shorter = try #require(clip.remedies.first { $0.kind == .shorterText }, "\(clip.remedyLines)")
    #expect(shorter.cost.hasPrefix("at most 1 character of this font ("), "\(shorter.cost)")
  }
}
