import Formatting
import Views

/// Where each presentation's regions sit, in points, and how tall it is: the system's part of a Live
/// Activity's layout. The margins are la-sim's choice (Apple publishes none; see DECISIONS.md).
public enum PresentationGeometry {
  /// Expanded island: content stays this far from the island's rounded edge.
  public static let expandedMargins = EdgeInsets(top: 8, leading: 20, bottom: 12, trailing: 20)
  /// Compact island: content stays this far from the island's rounded end (the camera side has none).
  public static let compactOuterMargin = 10.0
  /// Compact island: content stays this far from the pill's top and bottom, so one line of text fits and a
  /// second does not (phones cut a long compact text with `…` rather than wrap it: "On th…").
  public static let compactVerticalMargin = 6.0
  /// Minimal island: on every side.
  public static let minimalMargin = 6.0
  /// Between the camera and the leading or trailing region, and between regions.
  public static let regionSpacing = 8.0

  /// Lays out `presentation` on `device` with the views of its slots; right to left, the result is mirrored.
  public static func layout(
    _ presentation: Presentation, device: DeviceProfile, views: [LayoutSlot: LayoutView],
    layoutDirection: LayoutDirection = .leftToRight, memo: TextLayoutMemo? = nil,
    contentMargins: ContentMargins = ContentMargins()
  ) -> PresentationLayout {
    let box = device.maximumSize(of: presentation)
    var result = PresentationLayout(
      presentation: presentation, size: Size(width: box.width, height: box.height),
      box: Size(width: box.width, height: box.height), elements: [], clips: [], camera: nil)
    var output = LayoutOutput()
    output.elements.reserveCapacity(32)
    switch presentation {
    case .lockScreen:
      result.size.height = card(views[.lockScreen], device: device, into: &output, memo: memo)
      if let screen = device.standByScreen {
        // StandBy: the card centred on the screen, its background extended to the screen's edges.
        let dx = (screen.width - device.wideCardPoints) / 2
        let dy = max(0, (screen.height - result.size.height) / 2)
        for index in output.elements.indices {
          output.elements[index].rect.x += dx
          output.elements[index].rect.y += dy
        }
        for index in output.contentRects.indices {
          output.contentRects[index].x += dx
          output.contentRects[index].y += dy
        }
        result.size = Size(width: screen.width, height: screen.height)
      }
    case .small:
      if views[.small] == nil {
        compactAsSmall(views, box: box, into: &output, memo: memo)
      } else if let view = views[.small] {
        let offer = ProposedSize(width: box.width, height: box.height)
        let cache = LayoutCache(memo: memo)  // one per region: stack numbers restart in each
        let size = LayoutEngine.size(view, offer, cache: cache)
        let rect = Rect(x: (box.width - size.width) / 2, y: (box.height - size.height) / 2, size: size)
        let first = output.elements.count
        LayoutEngine.place(
          view, in: rect, offer: offer, region: LayoutSlot.small.region, anchor: .center, into: &output,
          cache: cache)
        bound(
          &output, view: view, from: first, room: Rect(x: 0, y: 0, width: box.width, height: box.height),
          region: LayoutSlot.small.region, limit: box.height)
        cut(&output, height: box.height, region: LayoutSlot.small.region)
      }
    case .compact:
      result.camera = compact(views, device: device, margins: contentMargins, into: &output, memo: memo)
    case .minimal:
      result.size.width = minimal(
        views[.minimal], device: device,
        margins: contentMargins.insets(for: .minimal, system: EdgeInsets(all: minimalMargin)), into: &output,
        memo: memo)
    case .expanded:
      let (height, camera) = expanded(
        views, device: device, margins: contentMargins.insets(for: .expanded, system: expandedMargins),
        into: &output, memo: memo)
      result.size.height = height
      result.camera = camera
    }
    result.elements = output.elements
    result.clips = output.clips
    result.contentRects = output.contentRects
    result.contentRegions = output.contentRegions
    if layoutDirection == .rightToLeft { result.mirror() }
    return result
  }

  /// The small family of an activity without a `.small` layout: Apple Watch and CarPlay show its compact
  /// leading and trailing views instead, leading at the left and trailing at the right, each in half the room.
  static func compactAsSmall(
    _ views: [LayoutSlot: LayoutView], box: (width: Double, height: Double), into output: inout LayoutOutput,
    memo: TextLayoutMemo?
  ) {
    let margin = smallFallbackMargin
    let half = max(0, (box.width - 2 * margin - regionSpacing) / 2)
    let height = max(0, box.height - 2 * margin)
    for (slot, anchor) in [(LayoutSlot.compactLeading, Alignment.leading), (.compactTrailing, .trailing)] {
      guard let view = views[slot] else { continue }
      let offer = ProposedSize(width: half, height: height)
      let cache = LayoutCache(memo: memo)  // one per region: stack numbers restart in each
      let size = LayoutEngine.size(view, offer, cache: cache)
      let x = slot == .compactLeading ? margin : box.width - margin - size.width
      let rect = Rect(x: x, y: (box.height - size.height) / 2, size: size)
      let first = output.elements.count
      LayoutEngine.place(
        view, in: rect, offer: offer, region: slot.region, anchor: anchor, into: &output, cache: cache)
      let roomX = slot == .compactLeading ? margin : box.width - margin - half
      bound(
        &output, view: view, from: first, room: Rect(x: roomX, y: 0, width: half, height: box.height),
        region: slot.region, limit: box.height)
    }
    cut(&output, height: box.height, region: nil)
  }

  /// The small family drawn from compact views: content stays this far from every edge (la-sim's choice).
  public static let smallFallbackMargin = 10.0

  /// The Lock Screen card: as tall as its content, between the device's minimum and maximum.
  static func card(
    _ view: LayoutView?, device: DeviceProfile, into output: inout LayoutOutput, memo: TextLayoutMemo?
  ) -> Double {
    let width = device.wideCardPoints
    guard let view else { return device.minimumHeightPoints }
    let offer = ProposedSize(width: width, height: device.maximumHeightPoints)
    let cache = LayoutCache(memo: memo)  // one per region: stack numbers restart in each
    let size = LayoutEngine.size(view, offer, cache: cache)
    let height = min(max(size.height, device.minimumHeightPoints), device.maximumHeightPoints)
    let rect = Rect(x: (width - size.width) / 2, y: max(0, (height - size.height) / 2), size: size)
    let first = output.elements.count
    LayoutEngine.place(
      view, in: rect, offer: offer, region: LayoutSlot.lockScreen.region, anchor: .center, into: &output,
      cache: cache)
    bound(
      &output, view: view, from: first, room: Rect(x: 0, y: 0, width: width, height: height),
      region: LayoutSlot.lockScreen.region, limit: height)
    cut(&output, height: height, region: LayoutSlot.lockScreen.region)
    return height
  }

  /// Compact leading and trailing beside the camera; returns the camera's rectangle.
  static func compact(
    _ views: [LayoutSlot: LayoutView], device: DeviceProfile, margins: ContentMargins,
    into output: inout LayoutOutput, memo: TextLayoutMemo?
  )
    -> Rect
  {
    let height = device.islandHeightPoints
    let side = device.compactSidePoints
    // Each side's margins within its half: the rounded end's, and none on the camera's side.
    let slots: [(LayoutSlot, Double, EdgeInsets)] = [
      (
        .compactLeading, 0,
        EdgeInsets(
          top: compactVerticalMargin, leading: compactOuterMargin, bottom: compactVerticalMargin, trailing: 0)
      ),
      (
        .compactTrailing, device.islandPoints - side,
        EdgeInsets(
          top: compactVerticalMargin, leading: 0, bottom: compactVerticalMargin, trailing: compactOuterMargin)
      ),
    ]
    for (slot, origin, system) in slots {
      let region = slot.region
      guard let view = views[slot] else { continue }
      let insets = margins.insets(for: .compact, system: system)
      let x = origin + insets.leading
      let content = max(0, side - insets.horizontal)
      let contentHeight = max(0, height - insets.vertical)
      let offer = ProposedSize(width: content, height: contentHeight)
      let cache = LayoutCache(memo: memo)  // one per region: stack numbers restart in each
      let size = LayoutEngine.size(view, offer, cache: cache)
      let rect = Rect(
        x: x + (content - size.width) / 2, y: insets.top + (contentHeight - size.height) / 2, size: size)
      let first = output.elements.count
      LayoutEngine.place(
        view, in: rect, offer: offer, region: region, anchor: .center, into: &output, cache: cache)
      bound(
        &output, view: view, from: first,
        room: Rect(x: x, y: 0, width: content, height: height), region: region)
      // Where the island cannot grow in width (iOS 27 landscape), such a timer is only cut, as any text is.
      if !device.isDynamicIslandLimitedInWidth, let timer = view.unboundedTimer {
        output.clips.append(
          LayoutClip(
            kind: .unboundedTimer, region: region, text: timer, needed: device.screenPoints,
            available: content,
            shown: timer, isVertical: false))
      }
    }
    return Rect(x: side, y: 0, width: device.cameraPoints, height: height)
  }

  /// The minimal island: as wide as its content, between the device's minimum and maximum.
  static func minimal(
    _ view: LayoutView?, device: DeviceProfile, margins: EdgeInsets, into output: inout LayoutOutput,
    memo: TextLayoutMemo?
  ) -> Double {
    guard let view else { return device.minimalPoints }
    let height = device.islandHeightPoints
    let offer = ProposedSize(
      width: max(0, device.minimalMaximumPoints - margins.horizontal),
      height: max(0, height - margins.vertical))
    let cache = LayoutCache(memo: memo)  // one per region: stack numbers restart in each
    let size = LayoutEngine.size(view, offer, cache: cache)
    let width = min(max(size.width + margins.horizontal, device.minimalPoints), device.minimalMaximumPoints)
    let room = max(0, width - margins.horizontal)
    let rect = Rect(
      x: margins.leading + (room - size.width) / 2,
      y: margins.top + (max(0, height - margins.vertical) - size.height) / 2, size: size)
    let first = output.elements.count
    LayoutEngine.place(
      view, in: rect, offer: offer, region: LayoutSlot.minimal.region, anchor: .center, into: &output,
      cache: cache)
    bound(
      &output, view: view, from: first,
      room: Rect(x: margins.leading, y: 0, width: room, height: height),
      region: LayoutSlot.minimal.region)
    return width
  }

  /// The expanded island: leading and trailing beside the camera and on down, center below the camera
  /// between them, bottom below all. Returns its height and the camera's rectangle.
  static func expanded(
    _ views: [LayoutSlot: LayoutView], device: DeviceProfile, margins: EdgeInsets,
    into output: inout LayoutOutput, memo: TextLayoutMemo?
  ) -> (Double, Rect) {
    let width = device.wideCardPoints
    let band = device.islandHeightPoints
    let camera = Rect(x: (width - device.cameraPoints) / 2, y: 0, width: device.cameraPoints, height: band)
    let tallest = device.maximumHeightPoints - margins.top - margins.bottom
    let sideWidth = max(0, camera.x - margins.leading - regionSpacing)
    var bottomOfAll = band
    var leftEdge = margins.leading
    var rightEdge = margins.trailing
    let sides = sideRooms(views, device: device, margins: margins, sideWidth: sideWidth, memo: memo)
    for (slot, room) in sides {
      guard let view = views[slot] else { continue }
      let isLeading = slot == .expandedLeading
      let offer = ProposedSize(width: room.width, height: tallest - (room.y - margins.top))
      let cache = LayoutCache(memo: memo)  // one per region: stack numbers restart in each
      let size = LayoutEngine.size(view, offer, cache: cache)
      let rect = Rect(
        x: isLeading ? room.x : room.maxX - size.width, y: room.y, size: size)
      let first = output.elements.count
      LayoutEngine.place(
        view, in: rect, offer: offer, region: slot.region, anchor: isLeading ? .leading : .trailing,
        into: &output, cache: cache)
      bound(
        &output, view: view, from: first,
        room: Rect(x: room.x, y: 0, width: room.width, height: device.maximumHeightPoints),
        region: slot.region, limit: device.maximumHeightPoints)
      bottomOfAll = max(bottomOfAll, rect.maxY)
      if rect.maxY > band {
        if isLeading {
          leftEdge = rect.maxX + regionSpacing
        } else {
          rightEdge = width - rect.x + regionSpacing
        }
      }
    }
    if let view = views[.expandedCenter] {
      // Centred under the camera, as wide as the taller side regions leave on both sides.
      let inset = max(leftEdge, rightEdge)
      let offer = ProposedSize(
        width: max(0, width - 2 * inset), height: max(0, device.maximumHeightPoints - band - margins.bottom))
      let cache = LayoutCache(memo: memo)  // one per region: stack numbers restart in each
      let size = LayoutEngine.size(view, offer, cache: cache)
      let rect = Rect(x: (width - size.width) / 2, y: band, size: size)
      let first = output.elements.count
      LayoutEngine.place(
        view, in: rect, offer: offer, region: LayoutSlot.expandedCenter.region, anchor: .center,
        into: &output, cache: cache)
      bound(
        &output, view: view, from: first,
        room: Rect(x: inset, y: 0, width: offer.width ?? 0, height: device.maximumHeightPoints),
        region: LayoutSlot.expandedCenter.region, limit: device.maximumHeightPoints)
      bottomOfAll = max(bottomOfAll, rect.maxY)
    }
    if let view = views[.expandedBottom] {
      let room = width - margins.horizontal
      let offer = ProposedSize(
        width: room, height: max(0, device.maximumHeightPoints - bottomOfAll - margins.bottom))
      let cache = LayoutCache(memo: memo)  // one per region: stack numbers restart in each
      let size = LayoutEngine.size(view, offer, cache: cache)
      let rect = Rect(x: margins.leading + (room - size.width) / 2, y: bottomOfAll, size: size)
      let first = output.elements.count
      LayoutEngine.place(
        view, in: rect, offer: offer, region: LayoutSlot.expandedBottom.region, anchor: .center,
        into: &output, cache: cache)
      bound(
        &output, view: view, from: first,
        room: Rect(x: margins.leading, y: 0, width: room, height: device.maximumHeightPoints),
        region: LayoutSlot.expandedBottom.region, limit: device.maximumHeightPoints)
      bottomOfAll = rect.maxY
    }
    let height = min(
      max(bottomOfAll + margins.bottom, device.minimumHeightPoints), device.maximumHeightPoints)
    cut(&output, height: height, region: nil)
    return (height, camera)
  }

  /// Where the leading and trailing regions go: beside the camera, each as wide as the room between the
  /// island's margin and the camera; or, for a view marked `.dynamicIsland(verticalPlacement:
  /// .belowIfTooWide)` whose ideal width is more than that, below the camera band, where it may reach past
  /// the camera up to the other region. Two regions below the camera share the width: the one of higher
  /// `priority` is offered what it needs first, the other the rest; of equal priority, half each.
  static func sideRooms(
    _ views: [LayoutSlot: LayoutView], device: DeviceProfile, margins: EdgeInsets, sideWidth: Double,
    memo: TextLayoutMemo?
  ) -> [(LayoutSlot, Rect)] {
    let width = device.wideCardPoints
    let band = device.islandHeightPoints
    let full = max(0, width - margins.horizontal)
    func ideal(_ view: LayoutView) -> Double {
      LayoutEngine.size(view, ProposedSize(width: nil, height: nil), cache: LayoutCache(memo: memo)).width
    }
    func isBelow(_ slot: LayoutSlot) -> Bool {
      guard let view = views[slot], view.isBelowIfTooWide else { return false }
      return ideal(view) > sideWidth + 0.5
    }
    let leadingBelow = isBelow(.expandedLeading)
    let trailingBelow = isBelow(.expandedTrailing)
    var leading = Rect(x: margins.leading, y: margins.top, width: sideWidth, height: 0)
    var trailing = Rect(x: width - margins.trailing - sideWidth, y: margins.top, width: sideWidth, height: 0)
    switch (leadingBelow, trailingBelow) {
    case (false, false):
      break
    case (true, false), (false, true):
      // Below the camera, up to the other region where it comes down that far, else to the far margin.
      let otherSlot: LayoutSlot = leadingBelow ? .expandedTrailing : .expandedLeading
      var reach = full
      if let other = views[otherSlot] {
        let size = LayoutEngine.size(
          other, ProposedSize(width: sideWidth, height: nil), cache: LayoutCache(memo: memo))
        if margins.top + size.height > band { reach = full - size.width - regionSpacing }
      }
      if leadingBelow {
        leading = Rect(x: margins.leading, y: band, width: max(0, reach), height: 0)
      } else {
        trailing = Rect(x: width - margins.trailing - max(0, reach), y: band, width: max(0, reach), height: 0)
      }
    case (true, true):
      let shared = max(0, full - regionSpacing)
      let leadingView = views[.expandedLeading] ?? .empty
      let trailingView = views[.expandedTrailing] ?? .empty
      let leadingFirst = leadingView.regionPriority > trailingView.regionPriority
      let trailingFirst = trailingView.regionPriority > leadingView.regionPriority
      var leadingWidth = shared / 2
      if leadingFirst { leadingWidth = min(ideal(leadingView), shared) }
      if trailingFirst { leadingWidth = max(0, shared - min(ideal(trailingView), shared)) }
      leading = Rect(x: margins.leading, y: band, width: leadingWidth, height: 0)
      let trailingWidth = max(0, shared - leadingWidth)
      trailing = Rect(x: width - margins.trailing - trailingWidth, y: band, width: trailingWidth, height: 0)
    }
    return [(.expandedLeading, leading), (.expandedTrailing, trailing)]
  }

  /// Removes what falls below `height` and reports it: the system cuts content taller than the card.
  static func cut(_ output: inout LayoutOutput, height: Double, region: String?) {
    let below = output.elements.filter { $0.rect.maxY > height + 0.5 }
    guard !below.isEmpty else { return }
    output.elements.removeAll { $0.rect.maxY > height + 0.5 }
    // Each text whole: a wrapped or cut text's lines are one text.
    var texts: [String] = []
    for element in below {
      guard case .text(let text, _, _, _) = element.content else { continue }
      let whole = element.source ?? text
      if !texts.contains(whole) { texts.append(whole) }
    }
    let needed = below.map(\.rect.maxY).max() ?? height
    // One clip for each text: a finding names the text, and a date's forms fold into one.
    for text in texts.isEmpty ? ["(views below \(Int(height)) pt)"] : texts {
      output.clips.append(
        LayoutClip(
          kind: .clipped, region: region ?? below[0].region, text: text, needed: needed, available: height,
          shown: "", isVertical: true))
    }
  }
}

extension LayoutView {
  /// The text of a `.timer` that no frame bounds in width, if the view has one.
  var unboundedTimer: String? {
    switch self {
    case .text(let run): run.isTimer ? run.text : nil
    case .stack(let stack): stack.children.lazy.compactMap(\.unboundedTimer).first
    case .viewThatFits(let children, _, _): children.lazy.compactMap(\.unboundedTimer).first
    case .layers(let layers): layers.children.lazy.compactMap(\.unboundedTimer).first
    case .modified(let child, let modifiers):
      modifiers.frame?.constrainsWidth == true || modifiers.fixedHorizontal ? nil : child.unboundedTimer
    default: nil
    }
  }
}
