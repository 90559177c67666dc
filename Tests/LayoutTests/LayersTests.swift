import Layout
import Testing
import Typography
import Views

/// `ZStack`, `.overlay`, `.background { … }` and `Divider` with SwiftUI's layout rules.
@Suite struct LayersTests {
  static let badge = V.text("3", .caption2)
  static let title = V.text("Order #4821", lineLimit: 1)

  static func width(_ view: LayoutView) -> Double { LayoutEngine.size(view, .unspecified).width }

  @Test func aZStackIsAsLargeAsItsLargestChildAndAlignsTheOthers() {
    let zstack = LayoutView.layers(
      LayoutView.Layers([Self.title, Self.badge], alignment: .trailing, verticalAlignment: .top))
    let size = LayoutEngine.size(zstack, ProposedSize(width: 300, height: 100))
    #expect(size.width == Self.width(Self.title))
    let output = V.place(zstack, width: 300)
    let title = try! #require(V.element("Order #4821", in: output))
    let badge = try! #require(V.element("3", in: output))
    #expect(abs(badge.rect.maxX - title.rect.maxX) < 0.001, "aligned to the trailing edge")
    #expect(abs(badge.rect.y - title.rect.y) < 0.001, "and to the top")
  }

  @Test func anOverlayTakesNoRoomAndIsOfferedTheViewsSize() {
    let long = V.text("A badge far wider than the view it is on", lineLimit: 1)
    let overlaid = LayoutView.layers(LayoutView.Layers([Self.badge, long], sizedBy: 0))
    #expect(LayoutEngine.size(overlaid, .unspecified) == LayoutEngine.size(Self.badge, .unspecified))
    let output = V.place(V.hstack([overlaid, Self.title]), width: 300)
    // The overlay is cut to the size of the view it is on, and the title keeps its place beside it.
    #expect(output.clips.contains { $0.text == "A badge far wider than the view it is on" })
    let title = try! #require(V.element("Order #4821", in: output))
    #expect(abs(title.rect.x - (Self.width(Self.badge) + 8)) < 0.001)
  }

  @Test func aShapeUnderTheOtherLayersIsTheirBackground() {
    let capsule = LayoutView.shape(.capsule, Paint(foreground: StyleColor(.orange)))
    let output = V.place(.layers(LayoutView.Layers([capsule, Self.title])), width: 300)
    #expect(output.elements.first?.content == .background(.capsule))
    #expect(V.element("Order #4821", in: output)?.paint.background == StyleColor(.orange))
    // Alone, a shape is drawn as one.
    let alone = V.place(.layers(LayoutView.Layers([capsule])), width: 300)
    #expect(alone.elements.first?.content == .shape(.capsule))
  }

  @Test func aDividerRunsAcrossAVStackAndDownAnHStack() {
    let across = LayoutView.divider(vertical: false, Paint())
    let down = LayoutView.divider(vertical: true, Paint())
    let column = V.place(V.vstack([Self.title, across, Self.title]), width: 300)
    let line = try! #require(column.elements.first { $0.content == .divider(vertical: false) })
    #expect(line.rect.width == 300, "as wide as offered: it widens its VStack, as SwiftUI's does")
    #expect(abs(line.rect.height - 1.0 / 3) < 0.001, "one pixel at @3x")
    let size = LayoutEngine.size(V.hstack([Self.title, down]), ProposedSize(width: 300, height: 60))
    #expect(size.height == 60, "in an HStack it takes all the height offered, as SwiftUI's does")
    let ideal = LayoutEngine.size(V.hstack([Self.title, down]), .unspecified)
    #expect(ideal.height == TextFont(.body).lineHeight)
  }
}
