import Fixture
import Testing

@testable import FixtureJSON

/// A fixture or step named "" (or only spaces) drew headers that began " · iPhone 15 Pro" and a step no
/// `--step` could name: it is an error naming the place, as the schema says (a name has a visible character).
struct BlankNameTests {
  static func fixture(name: String, step: String) -> String {
    """
    {
      "name": "\(name)", "attributesType": "A", "attributes": {}, "attributeValues": {},
      "contentState": { "eta": "Int" },
      "pipeline": [ { "name": "\(step)", "contentState": { "eta": 5 } } ],
      "end": { "dismissalPolicy": "immediate" },
      "layouts": {
        "lockScreen": { "text": "{eta}" }, "compactLeading": { "text": "a" }, "compactTrailing": { "text": "b" },
        "minimal": { "text": "c" }, "expanded": {}
      }
    }
    """
  }

  @Test(arguments: ["", "   "])
  func aBlankFixtureNameIsAnError(name: String) throws {
    let error = try #require(fixtureRefusal(Self.fixture(name: name, step: "start")))
    #expect(error.hasPrefix("x.json:2:3: $.name: expected a name with a visible character"), "\(error)")
  }

  @Test func aBlankStepNameIsAnError() throws {
    let error = try #require(fixtureRefusal(Self.fixture(name: "blank", step: "")))
    #expect(error.contains("$.pipeline[0].name: expected a name with a visible character"), "\(error)")
  }

  @Test func theSchemaSaysSo() {
    for member in [FixtureFormat.fixture.member("name"), FixtureFormat.step.member("name")] {
      guard case .string(let pattern, _, _)? = member?.type else {
        Issue.record("name is not a string")
        continue
      }
      #expect(pattern == "\\S")
    }
  }
}
