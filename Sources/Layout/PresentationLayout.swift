/// One presentation laid out in points: its real size inside the largest it could be, and everything drawn.
public struct PresentationLayout: Equatable, Sendable {
  /// Which presentation.
  public var presentation: Presentation
  /// Its real size: the island's, or the card hugging its content between 84 and 160 pt.
  public var size: Size
  /// The largest it can be on the device: the fixed box it is drawn in.
  public var box: Size
  /// What is drawn, in points from the presentation's top-left corner.
  public var elements: [PlacedElement]
  /// Texts cut, tight or scaled, and views cut at the bottom.
  public var clips: [LayoutClip]
  /// The camera, in the compact and expanded island.
  public var camera: Rect?
  /// Where each region's view may draw, in the order laid out (a few: kept in arrays, not hashed).
  var contentRects: [Rect] = []
  /// The region of each of `contentRects`.
  var contentRegions: [String] = []

  /// Where `region`'s view may draw: the room offered it less its own outer padding. What is drawn outside
  /// it is reported in `clips`; nil for a region with no view.
  public func contentRect(of region: String) -> Rect? {
    contentRegions.firstIndex(of: region).map { contentRects[$0] }
  }
}
