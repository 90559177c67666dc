import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import JSON
import TestSupport
import Testing

/// `$comment`, JSON Schema's note for people, is allowed in every object la-sim reads by its keys.
struct CommentKeyTests {
  static var pizza: String { try! BuiltinFixture.text("pizza-planet") }

  @Test("Comments at the top, in a step and in a view are left out; the fixture is the same")
  func commentsAreIgnored() throws {
    var text = Self.pizza
    text = text.replacingOccurrences(
      of: "\"name\": \"pizza-planet\",", with: "\"$comment\": \"top\", \"name\": \"pizza-planet\",")
    text = text.replacingOccurrences(
      of: "\"name\": \"preparing\",", with: "\"$comment\": \"a step\", \"name\": \"preparing\",")
    text = text.replacingOccurrences(
      of: "\"icon\": \"box.truck.fill\",", with: "\"$comment\": \"a view\", \"icon\": \"box.truck.fill\",")
    let commented = try FixtureDecoder.decode(bytes: Array(text.utf8), file: "commented.json")
    let plain = try FixtureDecoder.decode(bytes: Array(Self.pizza.utf8), file: "pizza.json")
    #expect(commented == plain)
  }

  @Test("A comment that is not a string is refused, with its place")
  func nonStringComment() {
    let text = Self.pizza.replacingOccurrences(
      of: "\"name\": \"pizza-planet\",", with: "\"$comment\": 3, \"name\": \"pizza-planet\",")
    #expect {
      _ = try FixtureDecoder.decode(bytes: Array(text.utf8), file: "broken.json")
    } throws: { error in
      (error as? FixtureError)?.description
        == "broken.json:3:3: $[\"$comment\"]: expected a string for \"$comment\", found an integer"
    }
  }
}
