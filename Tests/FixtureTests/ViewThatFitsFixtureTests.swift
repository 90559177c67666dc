import BuiltinFixtures
import Fixture
import FixtureJSON
import Formatting
import Foundation
import JSON
import TestSupport
import Testing
import Views

/// `{"viewThatFits": [VIEW, …], "in": "horizontal"}` decodes to SwiftUI's `ViewThatFits(in:)`.
@Suite struct ViewThatFitsFixtureTests {
  static func decode(_ view: String) throws(FixtureError) -> ActivityDefinition {
    let text = try! BuiltinFixture.text("pizza-planet")
    precondition(text.contains("\"spacer\": true"))
    return try FixtureDecoder.decode(
      bytes: Array(text.replacingOccurrences(of: "\"spacer\": true", with: view).utf8), file: "fits.json")
  }

  static func found(_ node: LayoutNode) -> [LayoutNode] {
    switch node {
    case .viewThatFits: [node]
    case .stack(_, let children, _, _): children.flatMap(found)
    case .conditional(_, let then, let otherwise): found(then) + (otherwise.map(found) ?? [])
    default: []
    }
  }

  static func fits(_ definition: ActivityDefinition) -> [LayoutNode] {
    definition.layouts.fresh.values.flatMap(found)
  }

  @Test(arguments: [
    ("", true, true), (", \"in\": \"horizontal\"", true, false), (", \"in\": \"vertical\"", false, true),
  ])
  func theAxesAreRead(_ axes: String, _ horizontal: Bool, _ vertical: Bool) throws {
    let definition = try Self.decode(
      "\"viewThatFits\": [{\"text\": \"Arriving in twelve minutes\"}, {\"text\": \"12 min\"}]\(axes)")
    let node = try #require(Self.fits(definition).first)
    guard case .viewThatFits(let children, let h, let v, _) = node else { return }
    #expect(children.count == 2)
    #expect(h == horizontal && v == vertical)
  }

  @Test(arguments: [
    (
      "\"viewThatFits\": [{\"text\": \"a\"}], \"in\": \"diagonal\"", "expected \"horizontal\" or \"vertical\""
    ),
    ("\"viewThatFits\": []", "viewThatFits"),
  ])
  func aBrokenViewThatFitsIsRefusedWithItsPlace(_ view: String, _ expected: String) throws {
    let error = #expect(throws: FixtureError.self) { try Self.decode(view) }
    let message = try #require(error).description
    #expect(message.hasPrefix("fits.json:"), "\(message)")
    #expect(message.contains(expected), "\(message)")
  }
}
