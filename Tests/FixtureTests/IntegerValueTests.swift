import Fixture
import FixtureJSON
import Testing

/// An `Int` written as a JSON number that is not one: a whole number with a point reads as JSONDecoder
/// reads it, and anything else says what was written and why it is no `Int`, not "found a number".
struct IntegerValueTests {
  static func fixture(eta: String, lineLimit: String = "1") -> String {
    """
    {
      "name": "ints", "attributesType": "A", "attributes": {}, "attributeValues": {},
      "contentState": { "etaMinutes": "Int" },
      "pipeline": [ { "name": "start", "contentState": { "etaMinutes": \(eta) } } ],
      "end": { "dismissalPolicy": "immediate" },
      "layouts": {
        "lockScreen": { "text": "{etaMinutes} min", "lineLimit": \(lineLimit) },
        "compactLeading": { "text": "a" }, "compactTrailing": { "text": "b" }, "minimal": { "text": "c" },
        "expanded": {}
      }
    }
    """
  }

  @Test func aWholeNumberWithAPointIsAnInt() throws {
    #expect(fixtureRefusal(Self.fixture(eta: "25.0")) == nil)
    #expect(fixtureRefusal(Self.fixture(eta: "25", lineLimit: "2.0")) == nil)
  }

  @Test(arguments: [
    ("1.5", "$.pipeline[0].contentState.etaMinutes: expected an integer, found 1.5, which has a fraction"),
    (
      "99999999999999999999999",
      "$.pipeline[0].contentState.etaMinutes: expected an integer, found 99999999999999999999999, outside Int's range"
        + " (-9223372036854775808 to 9223372036854775807)"
    ),
    ("\"25\"", "$.pipeline[0].contentState.etaMinutes: expected an integer, found a string"),
  ])
  func aNumberThatIsNoIntSaysWhatWasWritten(eta: String, message: String) throws {
    let error = try #require(fixtureRefusal(Self.fixture(eta: eta)))
    #expect(error.hasSuffix(message), "\(error)")
  }

  @Test func aLineLimitPastIntSaysSo() throws {
    let error = try #require(fixtureRefusal(Self.fixture(eta: "5", lineLimit: "1e30")))
    #expect(error.contains("lineLimit: expected an integer, found 1e30, outside Int's range"), "\(error)")
  }
}
