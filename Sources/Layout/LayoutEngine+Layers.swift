import Views

extension LayoutEngine {
  /// A `ZStack` is as large as its largest child, each offered the whole proposal; a view with overlays is
  /// the size of the view they are on.
  static func layersSize(_ layers: LayoutView.Layers, _ proposal: ProposedSize, cache: LayoutCache) -> Size {
    if let index = layers.sizedBy, layers.children.indices.contains(index) {
      return size(layers.children[index], proposal, cache: cache)
    }
    var whole = Size.zero
    for child in layers.children {
      let taken = size(child, proposal, cache: cache)
      whole = Size(width: max(whole.width, taken.width), height: max(whole.height, taken.height))
    }
    return whole
  }

  /// Places the children back to front, each aligned in `rect`: a `ZStack`'s at the size each takes of the
  /// offer, an overlay's or background's at the size it takes of exactly `rect`. A filled shape with layers
  /// above it is drawn as their background, as `.background(color, in: shape)` is, so that a raster colours
  /// what lies on it rather than pushing it aside.
  static func placeLayers(
    _ layers: LayoutView.Layers, in rect: Rect, offer: ProposedSize, region: String, anchor: Alignment,
    into output: inout LayoutOutput, cache: LayoutCache
  ) {
    let sizing = layers.sizedBy.flatMap { layers.children.indices.contains($0) ? $0 : nil }
    var backdrop: (color: StyleColor, rect: Rect)?
    for (index, child) in layers.children.enumerated() {
      let childOffer = sizing == nil || index == sizing ? offer : ProposedSize(rect.size)
      let taken = index == sizing ? rect.size : size(child, childOffer, cache: cache)
      let childRect = Rect(
        x: layers.alignment.x(of: taken.width, in: rect),
        y: layers.verticalAlignment.y(of: taken.height, in: rect), size: taken)
      if index < layers.children.count - 1, case .shape(let kind, let paint) = child,
        let color = paint.foreground
      {
        output.append(
          PlacedElement(
            content: .background(kind), rect: childRect, paint: Paint(background: color), region: region,
            anchor: anchor))
        backdrop = (color, childRect)
        continue
      }
      let first = output.elements.count
      placeView(
        child, in: childRect, offer: childOffer, region: region, anchor: anchor, into: &output, cache: cache)
      guard let backdrop else { continue }
      for element in first..<output.elements.count where output.elements[element].paint.background == nil {
        let placed = output.elements[element].rect
        if placed.midX >= backdrop.rect.x, placed.midX <= backdrop.rect.maxX, placed.midY >= backdrop.rect.y,
          placed.midY <= backdrop.rect.maxY
        {
          output.elements[element].paint.background = backdrop.color
        }
      }
    }
  }
}
