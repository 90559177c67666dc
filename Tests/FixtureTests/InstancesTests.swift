import BuiltinFixtures
import Fixture
import FixtureJSON
import JSON
import TestSupport
import Testing

/// `instances`: other attribute values an app starts activities with, checked as `attributeValues` are.
struct InstancesTests {
  func decode(_ instances: String) throws(FixtureError) -> ActivityDefinition {
    let text = try! BuiltinFixture.text("pizza-planet").replacingOccurrences(
      of: "\"attributeValues\": {", with: "\"instances\": \(instances),\n  \"attributeValues\": {")
    return try FixtureDecoder.decode(bytes: Array(text.utf8), file: "pizza.json")
  }

  func refusal(_ instances: String) -> String {
    do {
      _ = try decode(instances)
      return "accepted"
    } catch {
      return error.description
    }
  }

  @Test("Each instance holds the attributes it changes, typed as the attributes are")
  func decodes() throws {
    let definition = try decode(
      #"[{"orderNumber": "4822", "customerName": "Jessie"}, {"orderNumber": "4823"}]"#)
    #expect(definition.instances.count == 2)
    #expect(definition.instances[0] == ["orderNumber": .string("4822"), "customerName": .string("Jessie")])
    #expect(definition.instances[1] == ["orderNumber": .string("4823")])
    #expect(try BuiltinFixture.definition("pizza-planet").instances.isEmpty, "none unless listed")
  }

  @Test("An unknown attribute, a wrong type, an empty instance or too many are refused, by place")
  func refusals() {
    #expect(refusal(#"[{"orderNumbr": "1"}]"#).hasPrefix("pizza.json:"))
    #expect(refusal(#"[{"orderNumbr": "1"}]"#).contains("$.instances[0]"))
    #expect(refusal(#"[{"orderNumbr": "1"}]"#).contains("orderNumbr"))
    #expect(refusal(#"[{"orderNumber": 4822}]"#).contains("$.instances[0].orderNumber"))
    #expect(refusal(#"[{}]"#).contains("expected at least one attribute's value"))
    let many = "[" + Array(repeating: #"{"orderNumber": "1"}"#, count: 33).joined(separator: ",") + "]"
    #expect(refusal(many).contains("33 instances, more than the 32 a fixture may list"))
    #expect(refusal(#"{"orderNumber": "1"}"#) != "accepted")
  }
}
