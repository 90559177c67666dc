import BuiltinFixtures
import Fixture
import FixtureJSON
import Formatting
import Foundation
import JSON
import TestSupport
import Testing
import Views

/// `zstack`, `overlay`, `background` with a view, and `divider` in fixtures.
@Suite struct LayersFixtureTests {
  static func decode(_ view: String) throws(FixtureError) -> ActivityDefinition {
    try ViewThatFitsFixtureTests.decode(view)
  }

  static func found(_ node: LayoutNode) -> [LayoutNode] {
    switch node {
    case .zStack, .divider: [node]
    case .stack(_, let children, _, _): children.flatMap(found)
    case .conditional(_, let then, let otherwise): found(then) + (otherwise.map(found) ?? [])
    default: []
    }
  }

  static func layers(_ view: String) throws -> [LayoutNode] {
    try decode(view).layouts.fresh.values.flatMap(found)
  }

  @Test func aZStackReadsItsChildrenAndAlignment() throws {
    let node = try #require(
      try Self.layers(
        "\"zstack\": [{\"shape\": \"circle\"}, {\"icon\": \"bell\"}], \"alignment\": \"topLeading\""
      )
      .first)
    guard case .zStack(let children, let sizedBy, let style) = node else { return }
    #expect(children.count == 2 && sizedBy == nil)
    #expect(style.alignment == .leading && style.verticalAlignment == .top)
  }

  @Test func anOverlayWrapsTheViewWithItsModifiersAndPassesItsFontOn() throws {
    let node = try #require(
      try Self.layers(
        "\"icon\": \"bell\", \"font\": \"caption\", \"padding\": 4, "
          + "\"overlay\": {\"content\": {\"text\": \"3\"}, \"alignment\": \"topTrailing\"}"
      ).first)
    guard case .zStack(let children, let sizedBy, let style) = node,
      case .icon(_, let iconStyle) = children[0], case .text(_, let textStyle) = children[1]
    else { Issue.record("\(node)"); return }
    #expect(sizedBy == 0)
    #expect(style.alignment == .trailing && style.verticalAlignment == .top)
    #expect(iconStyle.padding != nil, "the view keeps its own modifiers")
    #expect(textStyle.font == .caption)
  }

  @Test func aBackgroundIsAColourOrAView() throws {
    let view = try #require(
      try Self.layers(
        "\"text\": \"Hi\", \"background\": {\"content\": {\"shape\": \"capsule\", \"fill\": \"red\"}}"
      )
      .first)
    guard case .zStack(let children, let sizedBy, _) = view else { return }
    #expect(sizedBy == 1)
    #expect(children.count == 2)
    #expect(try Self.layers("\"text\": \"Hi\", \"background\": \"red\"").isEmpty, "a colour is no layer")
  }

  @Test func aDividerIsTrue() throws {
    let dividers = try Self.layers("\"divider\": true")
    #expect(!dividers.isEmpty)
    #expect(dividers.allSatisfy { if case .divider = $0 { true } else { false } })
  }

  @Test(arguments: [
    ("\"zstack\": [], \"alignment\": \"middle\"", "unknown alignment \"middle\""),
    ("\"text\": \"a\", \"overlay\": {\"alignment\": \"top\"}", "content"),
    ("\"text\": \"a\", \"overlay\": {\"content\": {\"text\": \"b\"}, \"alignment\": \"up\"}", "up"),
    ("\"divider\": false", "divider"),
    ("\"text\": \"a\", \"alignment\": \"topLeading\"", "stack"),
  ])
  func aBrokenLayerIsRefusedWithItsPlace(_ view: String, _ expected: String) throws {
    let error = #expect(throws: FixtureError.self) { try Self.decode(view) }
    let message = try #require(error).description
    #expect(message.hasPrefix("fits.json:"), "\(message)")
    #expect(message.contains(expected), "\(message)")
  }
}

/// `tracking`, `kerning` and `allowsTightening` in fixtures.
@Suite struct TrackingFixtureTests {
  static func style(_ modifiers: String) throws -> ViewStyle? {
    let definition = try ViewThatFitsFixtureTests.decode("\"text\": \"SOLD OUT\", \(modifiers)")
    for node in definition.layouts.fresh.values {
      if case .stack(_, let children, _, _) = node {
        for child in children {
          if case .text(let template, let style) = child, template.segments == [.literal("SOLD OUT")] {
            return style
          }
        }
      }
    }
    return nil
  }

  @Test func trackingWinsOverKerning() throws {
    #expect(try Self.style("\"tracking\": 3")?.tracking == 3)
    #expect(try Self.style("\"kerning\": 2")?.tracking == 2)
    #expect(try Self.style("\"kerning\": 2, \"tracking\": 3")?.tracking == 3)
    #expect(try Self.style("\"allowsTightening\": true")?.allowsTightening == true)
  }

  @Test func trackingOutOfRangeIsRefused() throws {
    let error = #expect(throws: FixtureError.self) {
      try ViewThatFitsFixtureTests.decode("\"text\": \"a\", \"tracking\": 400")
    }
    #expect(try #require(error).description.contains("expected points from -50 to 50"))
  }
}

/// `verticalPlacement` and the expanded regions' `priority` in fixtures.
@Suite struct RegionPlacementFixtureTests {
  /// The pizza fixture with its expanded island replaced by `{regions}`.
  static func expanded(_ regions: String) throws -> [LayoutSlot: LayoutNode] {
    let text = try BuiltinFixture.text("pizza-planet")
    var root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    var layouts = try #require(root["layouts"] as? [String: Any])
    layouts["expanded"] = try JSONSerialization.jsonObject(with: Data("{\(regions)}".utf8))
    root["layouts"] = layouts
    let bytes = try JSONSerialization.data(withJSONObject: root)
    return try FixtureDecoder.decode(bytes: Array(bytes), file: "regions.json").layouts.fresh
  }

  @Test func thePlacementAndPriorityReachTheRegionsView() throws {
    let fresh = try Self.expanded(
      "\"priority\": {\"trailing\": 2}, \"trailing\": {\"text\": \"Arriving soon\", "
        + "\"verticalPlacement\": \"belowIfTooWide\"}")
    let style = try #require(fresh[.expandedTrailing]?.viewStyle)
    #expect(style.belowIfTooWide)
    #expect(style.regionPriority == 2)
  }

  @Test func aBadPlacementIsRefused() throws {
    let error = #expect(throws: FixtureError.self) {
      try Self.expanded("\"trailing\": {\"text\": \"a\", \"verticalPlacement\": \"above\"}")
    }
    #expect(try #require(error).description.contains("expected \"default\" or \"belowIfTooWide\""))
  }
}

/// `image` in fixtures: an asset image by its name and size.
@Suite struct ImageFixtureTests {
  @Test func anImageReadsItsSizeAndHowItResizes() throws {
    let definition = try ViewThatFitsFixtureTests.decode(
      "\"image\": {\"name\": \"Logo\", \"width\": 40, \"height\": 20}, \"resizable\": true, \"contentMode\": \"fit\""
    )
    let images = definition.layouts.fresh.values.flatMap { node -> [ImageAsset] in
      guard case .stack(_, let children, _, _) = node else { return [] }
      return children.compactMap { if case .image(let asset, _) = $0 { asset } else { nil } }
    }
    #expect(
      images.first == ImageAsset(name: "Logo", width: 40, height: 20, resizable: true, contentMode: .fit))
  }

  @Test(arguments: [
    ("\"image\": {\"name\": \"Logo\", \"width\": 40}", "height"),
    (
      "\"image\": {\"name\": \"Logo\", \"width\": 40, \"height\": 20}, \"contentMode\": \"stretch\"",
      "stretch"
    ),
    ("\"text\": \"a\", \"resizable\": true", "resizable"),
  ])
  func aBrokenImageIsRefusedWithItsPlace(_ view: String, _ expected: String) throws {
    let error = #expect(throws: FixtureError.self) { try ViewThatFitsFixtureTests.decode(view) }
    let message = try #require(error).description
    #expect(message.hasPrefix("fits.json:"), "\(message)")
    #expect(message.contains(expected), "\(message)")
  }
}

/// `layouts.contentMargins` in fixtures.
@Suite struct ContentMarginsFixtureTests {
  static func decode(_ margins: String) throws -> ContentMargins {
    let text = try BuiltinFixture.text("pizza-planet")
    let patched = text.replacingOccurrences(
      of: "\"layouts\": {", with: "\"layouts\": {\"contentMargins\": \(margins), ")
    return try FixtureDecoder.decode(bytes: Array(patched.utf8), file: "margins.json").layouts.contentMargins
  }

  @Test func aLengthOrEdgesPerMode() throws {
    let margins = try Self.decode("{\"expanded\": {\"horizontal\": 4, \"top\": 2}, \"minimal\": 3}")
    #expect(margins.modes[.expanded] == ContentMargins.Edges(top: 2, leading: 4, trailing: 4))
    #expect(margins.modes[.minimal] == ContentMargins.Edges(top: 3, leading: 3, bottom: 3, trailing: 3))
    #expect(margins.modes[.compact] == nil)
  }

  @Test func anUnknownModeIsRefused() throws {
    let error = #expect(throws: FixtureError.self) { try Self.decode("{\"lockScreen\": 4}") }
    #expect(try #require(error).description.contains("lockScreen"))
  }
}

/// A `background` object is a colour unless it holds `content`.
@Suite struct BackgroundObjectTests {
  @Test func aColourObjectStaysAColour() throws {
    let definition = try ViewThatFitsFixtureTests.decode(
      "\"text\": \"Hi\", \"background\": {\"color\": \"orange\", \"opacity\": 0.2}")
    let styles = definition.layouts.fresh.values.flatMap { node -> [ViewStyle] in
      guard case .stack(_, let children, _, _) = node else { return [] }
      return children.compactMap { if case .text(_, let style) = $0 { style } else { nil } }
    }
    #expect(styles.contains { $0.background == .opacity(.named(.orange), 0.2) })
  }
}
