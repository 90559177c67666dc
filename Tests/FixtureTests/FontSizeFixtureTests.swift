import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import JSON
import TestSupport
import Testing
import Views

/// `"font": {"size": 15}` is `.system(size: 15)`; `{"size": 15, "relativeTo": "headline"}` is
/// `.custom(name, size: 15, relativeTo: .headline)`.
@Suite struct FontSizeFixtureTests {
  static func decode(_ view: String) throws(FixtureError) -> ActivityDefinition {
    let text = try! BuiltinFixture.text("pizza-planet")
    precondition(text.contains("\"spacer\": true"))
    return try FixtureDecoder.decode(
      bytes: Array(text.replacingOccurrences(of: "\"spacer\": true", with: view).utf8), file: "size.json")
  }

  static func styles(_ node: LayoutNode) -> [ViewStyle] {
    switch node {
    case .text(_, let style): [style]
    case .stack(_, let children, _, _): children.flatMap(styles)
    case .conditional(_, let then, let otherwise): styles(then) + (otherwise.map(styles) ?? [])
    default: []
    }
  }

  static func style(_ view: String) throws -> ViewStyle {
    let definition = try decode(view)
    let found = definition.layouts.fresh.values.flatMap(styles).filter { $0.fontSize != nil }
    return try #require(found.first)
  }

  @Test func sizesAreRead() throws {
    let fixed = try Self.style("\"text\": \"Soon\", \"font\": {\"size\": 15}")
    #expect(fixed.fontSize == FontSize(points: 15))
    #expect(fixed.font == .body)
    let relative = try Self.style(
      "\"text\": \"Soon\", \"font\": {\"size\": 15.5, \"relativeTo\": \"headline\"}")
    #expect(relative.fontSize == FontSize(points: 15.5, relativeTo: .headline))
    #expect(relative.font == .headline)
    #expect(relative.resolvedWeight == .regular)
  }

  @Test(arguments: [
    ("{\"size\": 0}", "expected a font size from 1 to 200 points, found 0"),
    ("{\"size\": 500}", "expected a font size from 1 to 200 points, found 500"),
    // The size as the fixture wrote it, not as its Double prints (`1e+300`, `200.5`).
    ("{\"size\": 1e300}", "expected a font size from 1 to 200 points, found 1e300"),
    ("{\"size\": 200.50}", "expected a font size from 1 to 200 points, found 200.50"),
    ("{\"size\": \"big\"}", "size"),
    ("{\"relativeTo\": \"body\"}", "size"),
    ("{\"size\": 12, \"relativeTo\": \"bodyy\"}", "did you mean \"body\""),
    ("{\"size\": 12, \"weight\": \"bold\"}", "weight"),
  ])
  func badSizesAreRefused(_ font: String, _ expected: String) {
    #expect {
      _ = try Self.decode("\"text\": \"Soon\", \"font\": \(font)")
    } throws: { error in
      let message = "\(error)"
      return message.contains(expected) && message.contains("size.json")
    }
  }
}
