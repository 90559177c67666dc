import ActivityState

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One presentation drawn: its frame and every clip made while drawing it.
public struct RenderedFrame: Equatable, Sendable {
  /// Which presentation.
  public var presentation: Presentation
  /// The picture, exactly the device's size for the presentation.
  public var frame: Frame
  /// The texts that did not fit.
  public var truncations: [Truncation]
  /// What the picture cannot say by itself, e.g. `stale: dimmed` or `ended: not in the Dynamic Island`.
  public var note: String?
}

/// Draws an activity's presentations. Pure: the same inputs give the same frame, and it never fails.
public enum Renderer {
  /// The presentations an activity has: all but `small` unless its fixture lays that family out.
  public static func presentations(of definition: ActivityDefinition) -> [Presentation] {
    Presentation.allCases.filter { $0 != .small || definition.layouts.fresh[.small] != nil }
  }

  /// Draws `presentation` of `activity` on `device` at `now`.
  public static func render(
    _ activity: LiveActivity, presentation: Presentation, device: DeviceProfile, now: Date,
    glyphs: GlyphSet = .unicode
  ) -> RenderedFrame {
    render(
      ViewResolver(activity: activity, now: now, glyphs: glyphs), presentation: presentation, device: device)
  }

  static func render(_ resolver: ViewResolver, presentation: Presentation, device: DeviceProfile)
    -> RenderedFrame
  {
    let state = resolver.state
    let glyphs = resolver.glyphs
    let size = device.frameSize(of: presentation)
    let definition = resolver.definition
    let isIsland = presentation.isInIsland
    let surface: NamedColor = isIsland || presentation == .small ? .black : definition.activityBackgroundTint
    let frame = Frame(width: size.columns, height: size.rows, style: CellStyle(background: surface))
    let visible =
      state == .dismissed ? false : (isIsland ? state.acceptsUpdates : true)
    let outlineColor: NamedColor = isIsland ? (definition.keylineTint ?? .gray) : .gray
    var painter = ItemPainter(frame: frame, presentation: presentation, glyphs: glyphs, background: surface)
    drawOutline(&painter.frame, glyphs: glyphs, style: CellStyle(foreground: outlineColor, dim: !visible))
    if presentation == .compact || presentation == .expanded {
      drawCamera(&painter, presentation: presentation, device: device)
    }
    guard visible else {
      let note =
        state == .dismissed ? "dismissed: shown nowhere" : "ended: gone from the Dynamic Island"
      return RenderedFrame(presentation: presentation, frame: painter.frame, truncations: [], note: note)
    }
    let isStale = state == .stale
    var items: [LayoutSlot: ViewItem] = [:]
    for slot in slots(of: presentation) {
      guard let node = definition.layouts.node(for: slot, isStale: isStale) else { continue }
      items[slot] = resolver.resolve(node)
    }
    var dimmedRegions = 0
    var variantRegions = 0
    for placement in regions(of: presentation, device: device, items: items) {
      guard let item = items[placement.slot] else { continue }
      painter.region = placement.region
      painter.draw(
        item, x: placement.x + 1, y: placement.y + 1, width: placement.width, height: placement.height,
        alignment: placement.alignment)
      guard isStale else { continue }
      if definition.layouts.stale[placement.slot] == nil {
        // Without a stale variant the region is drawn dimmed, as a system-greyed view would look.
        painter.frame.dim(
          x: placement.x + 1, y: placement.y + 1, width: placement.width, height: placement.height)
        dimmedRegions += 1
      } else {
        variantRegions += 1
      }
    }
    var note: String?
    if state == .ended {
      note = "ended: final content until dismissal"
    } else if isStale {
      note =
        variantRegions == 0
        ? "stale: dimmed"
        : dimmedRegions == 0 ? "stale: stale layout" : "stale: stale layout, other regions dimmed"
    }
    return RenderedFrame(
      presentation: presentation, frame: painter.frame, truncations: painter.truncations, note: note)
  }

  /// Every presentation the activity has, in order.
  public static func renderAll(
    _ activity: LiveActivity, device: DeviceProfile, now: Date, glyphs: GlyphSet = .unicode
  ) -> [RenderedFrame] {
    let resolver = ViewResolver(activity: activity, now: now, glyphs: glyphs)
    return presentations(of: activity.definition).map { render(resolver, presentation: $0, device: device) }
  }

  /// The layout slots a presentation draws.
  static func slots(of presentation: Presentation) -> [LayoutSlot] {
    switch presentation {
    case .lockScreen: [.lockScreen]
    case .compact: [.compactLeading, .compactTrailing]
    case .minimal: [.minimal]
    case .expanded: [.expandedLeading, .expandedTrailing, .expandedCenter, .expandedBottom]
    case .small: [.small]
    }
  }

  struct Placement {
    var slot: LayoutSlot
    var region: String
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var alignment: Alignment
  }

  /// Where each region sits inside the outline (interior coordinates).
  static func regions(
    of presentation: Presentation, device: DeviceProfile, items: [LayoutSlot: ViewItem]
  ) -> [Placement] {
    let interior = device.interiorSize(of: presentation)
    switch presentation {
    case .lockScreen:
      return [
        Placement(
          slot: .lockScreen, region: "content", x: 1, y: 1, width: max(0, interior.columns - 2),
          height: max(0, interior.rows - 2), alignment: .leading)
      ]
    case .small:
      return [
        Placement(
          slot: .small, region: "content", x: 1, y: 0, width: max(0, interior.columns - 2),
          height: interior.rows,
          alignment: .leading)
      ]
    case .minimal:
      return [
        Placement(
          slot: .minimal, region: "content", x: 0, y: 0, width: interior.columns, height: interior.rows,
          alignment: .center)
      ]
    case .compact:
      let side = device.compactSideColumns
      return [
        Placement(
          slot: .compactLeading, region: "leading", x: 0, y: 0, width: side, height: 1, alignment: .leading),
        Placement(
          slot: .compactTrailing, region: "trailing", x: interior.columns - side, y: 0, width: side,
          height: 1,
          alignment: .trailing),
      ]
    case .expanded:
      return expandedRegions(device: device, items: items)
    }
  }

  /// Leading and trailing sit beside the camera, center under it, bottom under all; the band beside the
  /// camera is as tall as its tallest region, and bottom gets the rest.
  static func expandedRegions(device: DeviceProfile, items: [LayoutSlot: ViewItem]) -> [Placement] {
    let interior = device.interiorSize(of: .expanded)
    let camera = device.cameraColumns
    let side = (interior.columns - camera) / 2
    let centerWidth = interior.columns - 2 * side
    let band = [
      items[.expandedLeading]?.height(at: side) ?? 0, items[.expandedTrailing]?.height(at: side) ?? 0,
      (items[.expandedCenter]?.height(at: centerWidth) ?? 0) + 1,
    ].max()!
    let top = min(max(1, band), max(1, interior.rows - 1))
    return [
      Placement(
        slot: .expandedLeading, region: "leading", x: 0, y: 0, width: side, height: top, alignment: .leading),
      Placement(
        slot: .expandedTrailing, region: "trailing", x: interior.columns - side, y: 0, width: side,
        height: top,
        alignment: .trailing),
      Placement(
        slot: .expandedCenter, region: "center", x: side, y: 1, width: centerWidth, height: top - 1,
        alignment: .center),
      Placement(
        slot: .expandedBottom, region: "bottom", x: 0, y: top, width: interior.columns,
        height: interior.rows - top, alignment: .leading),
    ]
  }

  /// The outline goes on a fresh frame, so cells are set directly.
  static func drawOutline(_ frame: inout Frame, glyphs: GlyphSet, style: CellStyle) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = glyphs.outline
    let right = frame.width - 1
    let bottom = frame.height - 1
    let line = Cell(text: horizontal, style: style)
    let side = Cell(text: vertical, style: style)
    for x in 1..<right {
      frame[x, 0] = line
      frame[x, bottom] = line
    }
    for y in 1..<bottom {
      frame[0, y] = side
      frame[right, y] = side
    }
    frame[0, 0] = Cell(text: topLeft, style: style)
    frame[right, 0] = Cell(text: topRight, style: style)
    frame[0, bottom] = Cell(text: bottomLeft, style: style)
    frame[right, bottom] = Cell(text: bottomRight, style: style)
  }

  static func drawCamera(_ painter: inout ItemPainter, presentation: Presentation, device: DeviceProfile) {
    let interior = device.interiorSize(of: presentation)
    let center = interior.columns / 2
    painter.write(painter.glyphs.camera, x: 1 + center, y: 1, style: CellStyle(foreground: .gray))
  }

}
