import BuiltinFixtures
import Fixture
import FixtureJSON
import Foundation
import JSON
import TestSupport
import Testing
import Views

/// The app's own colours in a fixture: `"#e3000f"` (`Color(red:green:blue:)`) and an asset catalogue's colour
/// `{"name": "Brand", "light": "#e3000f", "dark": "#ff4d5a"}`.
@Suite struct CustomColorFixtureTests {
  static func decode(_ view: String, tint: String = "\"black\"") throws(FixtureError) -> ActivityDefinition {
    var text = try! BuiltinFixture.text("pizza-planet")
    precondition(text.contains("\"spacer\": true"))
    text = text.replacingOccurrences(of: "\"spacer\": true", with: view)
    if let range = text.range(of: "\"activityBackgroundTint\": ") {
      let end = text[range.upperBound...].firstIndex(of: ",")!
      text.replaceSubrange(range.upperBound..<end, with: tint)
    }
    return try FixtureDecoder.decode(bytes: Array(text.utf8), file: "colour.json")
  }

  static func colors(_ node: LayoutNode) -> [ColorSource] {
    switch node {
    case .text(_, let style): style.color.map { [$0] } ?? []
    case .stack(_, let children, _, _): children.flatMap(colors)
    case .conditional(_, let then, let otherwise): colors(then) + (otherwise.map(colors) ?? [])
    default: []
    }
  }

  static func custom(_ definition: ActivityDefinition) -> [ColorSource] {
    definition.layouts.fresh.values.flatMap(colors).filter {
      if case .named = $0 { return false }
      if case .enumField = $0 { return false }
      return true
    }
  }

  @Test func hexAndAssetColoursAreRead() throws {
    let hex = try Self.custom(Self.decode("\"text\": \"Soon\", \"color\": \"#E3000F.opacity(0.5)\""))
    #expect(!hex.isEmpty && hex.allSatisfy { $0 == hex.first })
    guard case .opacity(.custom(let color), 0.5) = try #require(hex.first) else {
      Issue.record("\(hex)")
      return
    }
    #expect(color.light == ResolvedColor(0xe3, 0, 0x0f) && color.dark == color.light)
    #expect(color.name == "#e3000f")
    #expect(color.nearest == .red)
    let asset = try Self.custom(
      Self.decode(
        "\"text\": \"Soon\", \"color\": {\"name\": \"Brand\", \"light\": \"#e3000f\", \"dark\": \"#ff4d5a80\"}"
      ))
    guard case .custom(let brand) = try #require(asset.first) else { return }
    #expect(brand.name == "Brand")
    #expect(brand.resolved(in: .light) == ResolvedColor(0xe3, 0, 0x0f))
    #expect(brand.resolved(in: .dark) == ResolvedColor(0xff, 0x4d, 0x5a, alpha: Double(0x80) / 255))
  }

  @Test func theCardTintMayBeTheAppsOwn() throws {
    let definition = try Self.decode(
      "\"spacer\": true", tint: "{\"name\": \"Card\", \"light\": \"#f2f2f7\", \"dark\": \"#1c1c1e\"}")
    let tint = try #require(definition.activityBackgroundTint)
    #expect(tint.resolved(in: .dark) == ResolvedColor(0x1c, 0x1c, 0x1e))
    #expect(tint.name == "Card")
    #expect(tint.color == .black)
    let hex = try Self.decode("\"spacer\": true", tint: "\"#1c1c1e.opacity(0.8)\"")
    #expect(hex.activityBackgroundTint?.opacity == 0.8)
  }

  @Test(arguments: [
    ("\"#e3000\"", "expected a colour as \"#rrggbb\" or \"#rrggbbaa\""),
    ("\"#e3000g\"", "found \"#e3000g\""),
    ("{\"light\": \"red\"}", "expected a colour as \"#rrggbb\""),
    ("{\"dark\": \"#000000\"}", "missing key \"light\""),
    ("{\"light\": \"#000000\", \"shade\": 1}", "unknown key \"shade\""),
  ])
  func badColoursAreRefused(_ color: String, _ expected: String) {
    #expect {
      _ = try Self.decode("\"text\": \"Soon\", \"color\": \(color)")
    } throws: { error in
      let message = "\(error)"
      return message.contains(expected) && message.contains("colour.json")
    }
  }
}
