import Layout
import Testing
import Views

/// The geometry of the profiles beyond the two published iPhone rows.
struct DeviceGeometryTests {
  @Test("iOS 27 landscape: the minimal stays at its narrowest however wide its content")
  func landscapeMinimal() {
    let wide = V.text("12:34:56", .caption)
    let portrait = PresentationGeometry.layout(.minimal, device: .iPhone15Pro, views: [.minimal: wide])
    let landscape = PresentationGeometry.layout(.minimal, device: .iPhoneLandscape, views: [.minimal: wide])
    #expect(portrait.size.width == 45)
    #expect(landscape.size.width == 36.67)
  }

  @Test("StandBy: the card is centred on the halved landscape screen, which it fills")
  func standByCard() {
    let text = V.text("Hi")
    let phone = PresentationGeometry.layout(.lockScreen, device: .iPhone15Pro, views: [.lockScreen: text])
    let standBy = PresentationGeometry.layout(.lockScreen, device: .standBy, views: [.lockScreen: text])
    #expect(standBy.size == Size(width: 426, height: 196.5))
    let (a, b) = (phone.elements[0].rect, standBy.elements[0].rect)
    // Moved by half the difference of the widths, (426 − 371) / 2, and of the heights, (196.5 − 84) / 2.
    #expect(abs(b.x - a.x - 27.5) < 0.001)
    #expect(abs(b.y - a.y - 56.25) < 0.001)
  }

  @Test("A watch without a small layout lays out the compact views in halves of its width")
  func compactViewsAsSmall() {
    let views: [LayoutSlot: LayoutView] = [.compactLeading: V.text("L"), .compactTrailing: V.text("R")]
    let watch = DeviceProfile.watches[3]
    let layout = PresentationGeometry.layout(.small, device: watch, views: views)
    let leading = layout.elements.filter { $0.region == "leading" }.map(\.rect)
    let trailing = layout.elements.filter { $0.region == "trailing" }.map(\.rect)
    #expect(leading.allSatisfy { abs($0.x - PresentationGeometry.smallFallbackMargin) < 0.001 })
    #expect(trailing.allSatisfy { abs($0.maxX - (184 - PresentationGeometry.smallFallbackMargin)) < 0.001 })
    #expect(!leading.isEmpty && !trailing.isEmpty)
  }
}
