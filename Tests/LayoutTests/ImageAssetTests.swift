import Layout
import Testing
import Views

/// `Image("name")` sizes as SwiftUI's does: its own size, or resized to the offer, keeping its proportions
/// inside it (`fit`) or covering it (`fill`).
@Suite struct ImageAssetTests {
  static func size(resizable: Bool, mode: ImageAsset.ContentMode? = nil, _ offer: ProposedSize) -> Size {
    let asset = ImageAsset(name: "Logo", width: 40, height: 20, resizable: resizable, contentMode: mode)
    return LayoutEngine.size(.image(asset, Paint()), offer)
  }

  @Test func anImageKeepsItsOwnSizeUnlessResizable() {
    #expect(Self.size(resizable: false, ProposedSize(width: 10, height: 10)) == Size(width: 40, height: 20))
    #expect(Self.size(resizable: true, ProposedSize(width: 10, height: 30)) == Size(width: 10, height: 30))
    #expect(Self.size(resizable: true, .unspecified) == Size(width: 40, height: 20))
  }

  @Test func fitKeepsItInsideAndFillCoversTheOffer() {
    let offer = ProposedSize(width: 16, height: 16)
    #expect(Self.size(resizable: true, mode: .fit, offer) == Size(width: 16, height: 8))
    #expect(Self.size(resizable: true, mode: .fill, offer) == Size(width: 32, height: 16))
    // Offered a width only, it scales by it.
    #expect(
      Self.size(resizable: true, mode: .fit, ProposedSize(width: 80, height: nil))
        == Size(width: 80, height: 40))
  }

  @Test func itIsDrawnAsAPlaceholderOfItsSize() throws {
    let asset = ImageAsset(name: "Logo", width: 40, height: 20)
    let output = V.place(V.hstack([.image(asset, Paint()), V.text("Buzz")]), width: 300)
    let image = try #require(output.elements.first { $0.content == .image("Logo") })
    #expect(image.rect.width == 40 && image.rect.height == 20)
  }
}
