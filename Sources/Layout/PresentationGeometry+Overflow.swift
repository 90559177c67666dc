import JSON

extension PresentationGeometry {
  /// Keeps where a region's view may draw and reports what it drew outside (`reportOverflow`). `room` is
  /// the region's width and, in height, the card's or the surface's: where la-sim's own margins are an
  /// estimate (the island's, the small family's drawn from compact views) a line drawn into them is not
  /// reported, one drawn past the pill's edge is; the island grows down to its maximum height, below which
  /// `cut` reports.
  static func bound(
    _ output: inout LayoutOutput, view: LayoutView, from first: Int, room: Rect, region: String,
    limit: Double = .infinity
  ) {
    let content = contentRect(of: view, in: room)
    output.contentRects.append(content)
    output.contentRegions.append(region)
    reportOverflow(&output, from: first, content: content, room: room, region: region, limit: limit)
  }

  /// Where a region's view may draw: the room offered it, less the view's own outer `.padding` (a padding
  /// under a frame is the frame's business, and the room is kept whole).
  static func contentRect(of view: LayoutView, in room: Rect) -> Rect {
    guard case .modified(_, let modifiers) = view, modifiers.frame == nil, let padding = modifiers.padding
    else { return room }
    return Rect(
      x: room.x + padding.leading, y: room.y + padding.top,
      width: max(0, room.width - padding.horizontal), height: max(0, room.height - padding.vertical))
  }

  /// Reports what a region's view drew above or below its content rect: a view taller than its room (the
  /// children of a `VStack` can together need more than it was offered, SwiftUI's stack adding up what
  /// each took) draws into its padding or past the room, and a phone shows it so, its padding squeezed.
  /// Elements from `first` on are the region's; those below `limit` are left to `cut`, which removes them,
  /// and a text already reported cut in height in the region is not reported again.
  static func reportOverflow(
    _ output: inout LayoutOutput, from first: Int, content: Rect, room: Rect, region: String,
    limit: Double = .infinity
  ) {
    // The texts drawn outside, each whole (a wrapped or cut text's lines are one text), and the lines of
    // each as drawn.
    var texts: [String] = []
    var drawn: [[String]] = []
    var views = 0
    var above = 0.0
    var below = 0.0
    // By index, so that an element inside (nearly all) is not copied.
    for index in first..<output.elements.count {
      let rect = output.elements[index].rect
      let over = content.y - rect.y
      let under = rect.maxY - content.maxY
      guard max(over, under) > 0.5, rect.maxY <= limit + 0.5 else { continue }
      if case .text(let text, _, _, _) = output.elements[index].content {
        let whole = output.elements[index].source ?? text
        if output.clips.contains(where: {
          $0.region == region && $0.isVertical && ($0.shown == text || $0.text == whole)
        }) {
          continue
        }
        if let known = texts.firstIndex(of: whole) {
          drawn[known].append(text)
        } else {
          texts.append(whole)
          drawn.append([text])
        }
      } else {
        views += 1
      }
      above = max(above, over)
      below = max(below, under)
    }
    guard !texts.isEmpty || views > 0 else { return }
    let needed = room.height + max(0, above) + max(0, below)
    guard !texts.isEmpty else {
      let placeholder = "(views past \(Int(content.maxY)) pt)"
      output.clips.append(
        LayoutClip(
          kind: .clipped, region: region, text: placeholder, needed: needed, available: room.height,
          shown: placeholder, isVertical: true))
      return
    }
    // One clip for each text: a finding names the text, and a date's forms fold into one.
    for (text, lines) in zip(texts, drawn) {
      output.clips.append(
        LayoutClip(
          kind: .clipped, region: region, text: text, needed: needed, available: room.height,
          shown: lines.joinedText(separator: " "), isVertical: true))
    }
  }
}
