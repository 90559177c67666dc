import JSON
import Typography
import Views

/// SwiftUI's two-pass layout, in points: a parent proposes a size, the child answers with the size it
/// takes, and the parent places it. `size` answers; `place` draws into a list of elements and findings.
/// Never traps: every length is kept finite and within 0…1e6 pt.
public enum LayoutEngine {
  /// What a proposal for "as much as you like" offers when measuring how far a view can grow.
  static let unbounded = 1e6

  /// The size `view` takes when offered `proposal`.
  public static func size(_ view: LayoutView, _ proposal: ProposedSize) -> Size {
    size(view, proposal, cache: LayoutCache())
  }

  /// Places `view` in `rect` (the size it answered to `offer`), appending what it draws and finds.
  public static func place(
    _ view: LayoutView, in rect: Rect, offer: ProposedSize, region: String, anchor: Alignment,
    into output: inout LayoutOutput
  ) {
    place(view, in: rect, offer: offer, region: region, anchor: anchor, into: &output, cache: LayoutCache())
  }

  static func size(_ view: LayoutView, _ proposal: ProposedSize, cache: LayoutCache) -> Size {
    switch view {
    case .text(let run):
      // The common case, answered without laying lines out: the text fits on one line as it is.
      if !run.hasNewline, !run.text.isEmpty {
        guard let width = proposal.width?.sane else {
          return Size(width: run.width, height: run.font.lineHeight)
        }
        if run.fitsOneLine(width) {
          return Size(width: run.isTimer ? width : min(width, run.width), height: run.font.lineHeight)
        }
        if width < 0.5 {
          // Offered nothing (a stack learning how far it shrinks): its `…`, as TextLayout draws it.
          return Size(
            width: min(TextMetrics.width(of: "…", font: run.font), run.width), height: run.font.lineHeight)
        }
      }
      return cache.textLayout(run, proposal: proposal).size
    case .symbol(_, let font, _, let width):
      return Size(width: TextMetrics.symbolWidth(font: font, width: width), height: font.lineHeight)
    case .progress:
      return Size(width: proposal.width?.sane ?? 0, height: 4)
    case .shape:
      // A shape fills what it is offered; asked for its ideal size it answers 10 × 10, as SwiftUI's do.
      return Size(width: proposal.width?.sane ?? 10, height: proposal.height?.sane ?? 10)
    case .steps(_, _, let dots, _):
      return Size(width: proposal.width?.sane ?? 0, height: dots ? 8 : 4)
    case .spacer(let minLength):
      return Size(width: max(minLength, proposal.width?.sane ?? minLength), height: 0)
    case .stack(let stack):
      return StackLayout(stack, cache: cache).size(for: proposal)
    case .viewThatFits(let children, let horizontal, let vertical):
      let child = fitting(children, horizontal: horizontal, vertical: vertical, proposal, cache: cache)
      return size(child, proposal, cache: cache)
    case .layers(let layers):
      return layersSize(layers, proposal, cache: cache)
    case .image(let asset, _):
      return imageSize(asset, proposal)
    case .divider(let vertical, _):
      return vertical
        ? Size(width: LayoutView.dividerThickness, height: proposal.height?.sane ?? 0)
        : Size(width: proposal.width?.sane ?? 0, height: LayoutView.dividerThickness)
    case .modified(let child, let modifiers):
      return ModifiedLayout(child: child, modifiers: modifiers, cache: cache).size(for: proposal)
    case .empty:
      return .zero
    }
  }

  /// Places a region's view in `rect`, offered the region's room `offer`, and reports a `.fixedSize()`
  /// text that makes the view wider than the room: drawn whole, it runs past the region's edge (over the
  /// camera, or clipped by the island's outline), which a phone shows and `…` never marks.
  static func place(
    _ view: LayoutView, in rect: Rect, offer: ProposedSize, region: String, anchor: Alignment,
    into output: inout LayoutOutput, cache: LayoutCache
  ) {
    let fixedBefore = output.fixedSizeTexts.count
    placeView(view, in: rect, offer: offer, region: region, anchor: anchor, into: &output, cache: cache)
    let fixed = output.fixedSizeTexts[fixedBefore...]
    guard !fixed.isEmpty, let room = offer.width?.sane else { return }
    let width = size(view, offer, cache: cache).width
    if width > room + 0.5 {
      for text in fixed {
        output.clips.append(
          LayoutClip(
            kind: .clipped, region: region, text: text, needed: width, available: room, shown: text,
            isVertical: false))
      }
    }
    output.fixedSizeTexts.removeSubrange(fixedBefore...)
  }

  static func placeView(
    _ view: LayoutView, in rect: Rect, offer: ProposedSize, region: String, anchor: Alignment,
    into output: inout LayoutOutput, cache: LayoutCache
  ) {
    switch view {
    case .text(let run):
      placeText(run, in: rect, offer: offer, region: region, anchor: anchor, into: &output, cache: cache)
    case .symbol(let name, _, let paint, _):
      let size = size(view, ProposedSize(rect.size), cache: cache)
      let frame = Rect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, size: size)
      output.append(
        PlacedElement(content: .symbol(name), rect: frame, paint: paint, region: region, anchor: anchor))
    case .progress(let fraction, let paint):
      output.append(
        PlacedElement(content: .progress(fraction), rect: rect, paint: paint, region: region, anchor: anchor))
    case .steps(let count, let current, let dots, let paint):
      output.append(
        PlacedElement(
          content: .steps(count: count, current: current, dots: dots), rect: rect, paint: paint,
          region: region,
          anchor: anchor))
    case .shape(let kind, let paint):
      output.append(
        PlacedElement(content: .shape(kind), rect: rect, paint: paint, region: region, anchor: anchor))
    case .spacer, .empty:
      break
    case .viewThatFits(let children, let horizontal, let vertical):
      let child = fitting(children, horizontal: horizontal, vertical: vertical, offer, cache: cache)
      placeView(child, in: rect, offer: offer, region: region, anchor: anchor, into: &output, cache: cache)
    case .layers(let layers):
      placeLayers(layers, in: rect, offer: offer, region: region, anchor: anchor, into: &output, cache: cache)
    case .image(let asset, let paint):
      output.append(
        PlacedElement(content: .image(asset.name), rect: rect, paint: paint, region: region, anchor: anchor))
    case .divider(let vertical, let paint):
      output.append(
        PlacedElement(
          content: .divider(vertical: vertical), rect: rect, paint: paint, region: region, anchor: anchor))
    case .stack(let stack):
      StackLayout(stack, cache: cache).place(
        in: rect, offer: offer, region: region, anchor: anchor, into: &output)
    case .modified(let child, let modifiers):
      ModifiedLayout(child: child, modifiers: modifiers, cache: cache).place(
        in: rect, offer: offer, region: region, anchor: anchor, into: &output)
    }
  }

  static func placeText(
    _ run: TextRun, in rect: Rect, offer: ProposedSize, region: String, anchor: Alignment,
    into output: inout LayoutOutput, cache: LayoutCache
  ) {
    let error = TextMetrics.relativeError
    if !run.hasNewline, !run.text.isEmpty, (offer.width?.sane).map(run.fitsOneLine) ?? true {
      // The common case, without breaking lines: the text fits on one line as it is (or squeezed).
      let lineHeight = run.font.lineHeight
      let width = min(run.width, offer.width?.sane ?? run.width)
      let rect = Rect(x: run.alignment.x(of: width, in: rect), y: rect.y, width: width, height: lineHeight)
      output.append(
        PlacedElement(
          content: .text(run.text, font: run.font, scale: 1, isTruncated: false), rect: rect,
          paint: run.paint, region: region, anchor: anchor, segments: run.segments))
      if let clip = tight(
        run, offer: offer, allowedLines: run.allowedLines(height: offer.height), region: region)
      {
        output.clips.append(clip)
      }
      return
    }
    let layout = cache.textLayout(run, proposal: offer)
    let offeredWidth = offer.width?.sane ?? run.width
    let lineHeight = run.font.lineHeight * layout.scale
    for (index, line) in layout.lines.enumerated() {
      let x = run.alignment.x(of: line.width, in: rect)
      let lineRect = Rect(x: x, y: rect.y + Double(index) * lineHeight, width: line.width, height: lineHeight)
      var element = PlacedElement(
        content: .text(line.text, font: run.font, scale: layout.scale, isTruncated: line.isTruncated),
        rect: lineRect, paint: run.paint, region: region,
        anchor: layout.lines.count > 1 ? run.alignment : anchor)
      if layout.lines.count > 1 || line.isTruncated { element.source = run.text }
      output.append(element)
    }
    var shown: String {
      layout.lines.count == 1 ? layout.lines[0].text : layout.lines.map(\.text).joinedText(separator: " ")
    }
    if layout.isTruncated {
      // Out of lines: more than one allowed, or one line and a line feed whose next paragraph it hides (the
      // text's width on one line says nothing of that cut).
      let vertical = layout.neededLines > layout.allowedLines && (layout.allowedLines > 1 || run.hasNewline)
      let needed = vertical ? Double(layout.neededLines) * lineHeight : run.width * layout.scale
      let available = vertical ? Double(layout.allowedLines) * lineHeight : offeredWidth
      let kind: LayoutClip.Kind = !vertical && needed <= available * (1 + error) ? .tight : .clipped
      output.clips.append(
        LayoutClip(
          kind: kind, region: region, text: run.text, needed: needed, available: available, shown: shown,
          isVertical: vertical, scale: vertical ? 1 : layout.scale))
    } else if layout.scale < 1 {
      output.clips.append(
        LayoutClip(
          kind: .scaled(layout.scale), region: region, text: run.text, needed: run.width,
          available: offeredWidth,
          shown: shown, isVertical: false))
      // Shrunk near its factor: a phone that measures it up to 3 % wider may need more than the factor
      // allows, and cut it.
      let smallest = run.width * run.minimumScaleFactor
      if layout.lines.count == 1, smallest * (1 + error) > offeredWidth {
        output.clips.append(
          LayoutClip(
            kind: .tight, region: region, text: run.text, needed: smallest, available: offeredWidth,
            shown: shown, isVertical: false))
      }
    } else if layout.lines.count == 1,
      let clip = tight(run, offer: offer, allowedLines: layout.allowedLines, region: region)
    {
      output.clips.append(clip)
    }
    if let word = layout.brokenWord {
      let wordWidth = TextMetrics.width(of: word, font: run.font) * layout.scale
      output.clips.append(
        LayoutClip(
          kind: .brokenWord, region: region, text: word, needed: wordWidth, available: offeredWidth,
          shown: shown, isVertical: false))
    }
  }

  /// A text shown whole on one line, with no room to wrap, within the metrics' error band of the width it
  /// was offered: a phone may cut it. Not one that may shrink (`minimumScaleFactor`) or tighten
  /// (`allowsTightening`) far enough to fit at the band's widest: a phone fits that one either way.
  static func tight(_ run: TextRun, offer: ProposedSize, allowedLines: Int, region: String) -> LayoutClip? {
    guard let offered = offer.width?.sane, allowedLines == 1, !run.text.isEmpty,
      run.width >= offered * (1 - TextMetrics.relativeError),
      run.width <= offered * (1 + TextMetrics.relativeError)
    else { return nil }
    let widest = run.width * (1 + TextMetrics.relativeError)
    if run.minimumScaleFactor < 1, widest * run.minimumScaleFactor <= offered { return nil }
    if run.allowsTightening, widest <= offered * (1 + TextRun.tighteningFactor) { return nil }
    return LayoutClip(
      kind: .tight, region: region, text: run.text, needed: run.width, available: offered, shown: run.text,
      isVertical: false)
  }
}

/// What laying out a presentation produced.
public struct LayoutOutput: Equatable, Sendable {
  /// Everything drawn, in drawing order (backgrounds before what is on them).
  public var elements: [PlacedElement] = []
  /// Texts cut, tight or scaled.
  public var clips: [LayoutClip] = []
  /// The texts inside a `.fixedSize()` placed so far in the region being laid out, which are drawn whole
  /// whatever the room.
  var fixedSizeTexts: [String] = []
  /// Where each region's view may draw (`PresentationLayout.contentRect(of:)`), in the order laid out.
  var contentRects: [Rect] = []
  /// The region of each of `contentRects`.
  var contentRegions: [String] = []

  /// Nothing yet.
  public init() {}

  /// Outputs are equal when they draw and find the same.
  public static func == (lhs: LayoutOutput, rhs: LayoutOutput) -> Bool {
    lhs.elements == rhs.elements && lhs.clips == rhs.clips
  }

  mutating func append(_ element: PlacedElement) { elements.append(element) }
}
