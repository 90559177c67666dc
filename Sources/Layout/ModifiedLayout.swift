import JSON
import Views

/// A view's layout modifiers, outermost first: `.frame` decides what the padded view is offered and the
/// size it reports; `.padding` takes its insets off the offer and adds them back; `.fixedSize` replaces the
/// offer by "ideal" on its axes.
struct ModifiedLayout {
  let child: LayoutView
  let modifiers: LayoutView.Modifiers
  let cache: LayoutCache

  func size(for proposal: ProposedSize) -> Size {
    guard let frame = modifiers.frame else { return paddedSize(for: proposal) }
    let inner = innerProposal(frame, proposal)
    let content = paddedSize(for: inner)
    return Size(
      width: Self.resolve(
        proposal.width, inner: inner.width, content: content.width, fixed: frame.width,
        minimum: frame.minWidth, maximum: frame.maxWidth),
      height: Self.resolve(
        proposal.height, inner: inner.height, content: content.height, fixed: frame.height,
        minimum: frame.minHeight, maximum: frame.maxHeight))
  }

  /// What a frame offers its content: the offer clamped to its bounds.
  func innerProposal(_ frame: FrameModifier, _ proposal: ProposedSize) -> ProposedSize {
    func axis(_ offered: Double?, fixed: Double?, minimum: Double?, maximum: Double?) -> Double? {
      if let fixed { return fixed.sane }
      guard let offered = offered?.sane else { return nil }
      var value = offered
      if let maximum { value = min(value, maximum.sane) }
      if let minimum { value = max(value, minimum.sane) }
      return value
    }
    return ProposedSize(
      width: axis(proposal.width, fixed: frame.width, minimum: frame.minWidth, maximum: frame.maxWidth),
      height: axis(proposal.height, fixed: frame.height, minimum: frame.minHeight, maximum: frame.maxHeight))
  }

  /// What a frame offers its content when placing it. A flexible frame (one with a bound) offers the size
  /// it took, except on an axis it was offered nil where that length lies strictly between its bounds: there
  /// its content keeps its ideal length (OpenSwiftUI's `_FlexFrameLayout.placement`, "flex frame ideal
  /// sizing"). So inside `.fixedSize(horizontal: true, vertical: false)` a text wider than
  /// `.frame(maxWidth: 60)` is laid out in 60 pt and one line, and cut, rather than drawn whole past the
  /// frame. Offered both lengths, that size is the offer clamped to the bounds for any content that answers
  /// its own size alike, so the offer clamped is kept there.
  func placementProposal(_ frame: FrameModifier, _ proposal: ProposedSize) -> ProposedSize {
    let inner = innerProposal(frame, proposal)
    let flexible =
      frame.minWidth != nil || frame.maxWidth != nil || frame.minHeight != nil || frame.maxHeight != nil
    guard flexible, proposal.width == nil || proposal.height == nil else { return inner }
    let taken = size(for: proposal)
    func axis(_ offered: Double?, taken: Double, fixed: Double?, minimum: Double?, maximum: Double?)
      -> Double?
    {
      if let fixed { return fixed.sane }
      if offered == nil, (minimum?.sane ?? -.infinity) < taken, taken < (maximum?.sane ?? .infinity) {
        return nil
      }
      return taken
    }
    return ProposedSize(
      width: axis(
        proposal.width, taken: taken.width, fixed: frame.width, minimum: frame.minWidth,
        maximum: frame.maxWidth),
      height: axis(
        proposal.height, taken: taken.height, fixed: frame.height, minimum: frame.minHeight,
        maximum: frame.maxHeight))
  }

  /// The frame's own length on one axis, from what it was offered, what it offered its content (`inner`)
  /// and what its content took, by SwiftUI's rules for `frame(minWidth:maxWidth:)` (OpenSwiftUI's
  /// `_FlexFrameLayout`): offered a length with both bounds, the offer clamped to them; otherwise the
  /// content clamped to the bounds, where a lone `minWidth` takes no more than its content's offer and a
  /// lone `maxWidth` no less.
  static func resolve(
    _ offered: Double?, inner: Double?, content: Double, fixed: Double?, minimum: Double?, maximum: Double?
  ) -> Double {
    if let fixed { return fixed.sane }
    let low = minimum?.sane
    let high = maximum?.sane
    switch (low, high) {
    case (let low?, let high?) where low <= high:
      guard let offered = offered?.sane else { return min(max(low, content), high) }
      return min(max(offered, low), high)
    case (let low?, nil):
      return max(min(inner?.sane ?? .greatestFiniteMagnitude, content), low)
    case (nil, let high?):
      return min(max(inner?.sane ?? 0, content), high)
    default:
      return content
    }
  }

  func paddedSize(for proposal: ProposedSize) -> Size {
    let insets = modifiers.padding ?? EdgeInsets()
    var inner = ProposedSize(
      width: proposal.width.map { max(0, $0.sane - insets.horizontal) },
      height: proposal.height.map { max(0, $0.sane - insets.vertical) })
    if modifiers.fixedHorizontal { inner.width = nil }
    if modifiers.fixedVertical { inner.height = nil }
    let content = LayoutEngine.size(child, inner, cache: cache)
    return Size(width: content.width + insets.horizontal, height: content.height + insets.vertical)
  }

  func place(
    in rect: Rect, offer: ProposedSize, region: String, anchor: Alignment, into output: inout LayoutOutput
  ) {
    var anchor = anchor
    var padded = rect
    var paddedOffer = offer
    if let frame = modifiers.frame {
      paddedOffer = placementProposal(frame, offer)
      let content = paddedSize(for: paddedOffer)
      padded = Rect(
        x: frame.alignment.x(of: content.width, in: rect),
        y: frame.verticalAlignment.y(of: content.height, in: rect), size: content)
      if content.width < rect.width - 0.5 { anchor = frame.alignment }
    }
    if let background = modifiers.background {
      output.append(
        PlacedElement(
          content: .background(background.shape), rect: padded, paint: Paint(background: background.color),
          region: region, anchor: anchor))
    }
    let insets = modifiers.padding ?? EdgeInsets()
    var inner = Rect(
      x: padded.x + insets.leading, y: padded.y + insets.top, width: max(0, padded.width - insets.horizontal),
      height: max(0, padded.height - insets.vertical))
    var innerOffer = ProposedSize(
      width: paddedOffer.width.map { max(0, $0.sane - insets.horizontal) },
      height: paddedOffer.height.map { max(0, $0.sane - insets.vertical) })
    if modifiers.fixedHorizontal { innerOffer.width = nil }
    if modifiers.fixedVertical { innerOffer.height = nil }
    if modifiers.fixedHorizontal || modifiers.fixedVertical {
      let ideal = LayoutEngine.size(child, innerOffer, cache: cache)
      inner = Rect(x: inner.midX - ideal.width / 2, y: inner.midY - ideal.height / 2, size: ideal)
    }
    let first = output.elements.count
    LayoutEngine.placeView(
      child, in: inner, offer: innerOffer, region: region, anchor: anchor, into: &output, cache: cache)
    if modifiers.fixedHorizontal {
      for element in output.elements[first...] {
        if case .text(let text, _, _, _) = element.content { output.fixedSizeTexts.append(text) }
      }
    }
    // What the background holds carries its colour, so a raster draws them together.
    if let background = modifiers.background {
      for index in first..<output.elements.count where output.elements[index].paint.background == nil {
        output.elements[index].paint.background = background.color
      }
    }
  }
}
