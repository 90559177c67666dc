import Layout
import Testing
import Views

/// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` and region `priority` in the expanded island.
@Suite struct ExpandedPlacementTests {
  static let long = "Arriving in about twelve minutes"

  static func region(_ text: String, below: Bool, priority: Double = 0) -> LayoutView {
    var modifiers = LayoutView.Modifiers()
    modifiers.belowIfTooWide = below
    modifiers.regionPriority = priority
    return .modified(V.text(text, lineLimit: 1), modifiers)
  }

  static func layout(_ views: [LayoutSlot: LayoutView]) -> PresentationLayout {
    PresentationGeometry.layout(.expanded, device: .iPhone15Pro, views: views)
  }

  static func element(_ text: String, in layout: PresentationLayout) -> PlacedElement? {
    layout.elements.first {
      if case .text(let shown, _, _, _) = $0.content { return shown == text }
      return false
    }
  }

  @Test func aWideTrailingRegionIsCutBesideTheCameraByDefault() {
    let layout = Self.layout([.expandedTrailing: Self.region(Self.long, below: false)])
    #expect(layout.clips.contains { $0.text == Self.long && $0.kind == .clipped })
  }

  @Test func belowIfTooWideMovesItUnderTheCameraWhereItFits() throws {
    let layout = Self.layout([
      .expandedLeading: V.text("⛟"), .expandedTrailing: Self.region(Self.long, below: true),
    ])
    #expect(layout.clips.isEmpty, "\(layout.clips)")
    let text = try #require(Self.element(Self.long, in: layout))
    let camera = try #require(layout.camera)
    #expect(text.rect.y >= camera.maxY - 0.001, "below the camera band")
    #expect(text.rect.x < camera.maxX, "reaching past the camera")
  }

  @Test func aRegionThatFitsBesideTheCameraStaysThere() throws {
    let layout = Self.layout([.expandedTrailing: Self.region("12 min", below: true)])
    let text = try #require(Self.element("12 min", in: layout))
    let camera = try #require(layout.camera)
    #expect(text.rect.y < camera.maxY)
  }

  @Test func twoRegionsBelowShareTheWidthByPriority() throws {
    let other = "Driver Buzz Lightyear on the way"
    let even = Self.layout([
      .expandedLeading: Self.region(other, below: true),
      .expandedTrailing: Self.region(Self.long, below: true),
    ])
    #expect(even.clips.filter { $0.kind == .clipped }.count == 2, "half each: both cut")
    let first = Self.layout([
      .expandedLeading: Self.region(other, below: true),
      .expandedTrailing: Self.region(Self.long, below: true, priority: 1),
    ])
    #expect(
      !first.clips.contains { $0.text == Self.long && $0.kind == .clipped },
      "the trailing region is offered what it needs first")
    #expect(first.clips.contains { $0.text == other && $0.kind == .clipped })
  }
}
