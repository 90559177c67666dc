import Fixture
import Layout
import Lifecycle
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One presentation drawn: its frame and every finding made while laying it out and drawing it.
public struct RenderedFrame: Equatable, Sendable {
  /// Which presentation.
  public var presentation: Presentation
  /// The picture, exactly the device's box for the presentation.
  public var frame: Frame
  /// Texts cut, tight, scaled or abridged by the terminal.
  public var truncations: [Truncation]
  /// What the picture cannot say by itself, e.g. `stale: dimmed` or `ended: not in the Dynamic Island`.
  public var note: String?
  /// The presentation's real size in points (the card's height hugs its content).
  public var size: Size
  /// The outline's width in cells: the real size, inside the fixed box.
  public var outlineColumns: Int
  /// The outline's height in cells.
  public var outlineRows: Int
  /// The frame's heading when it is not the presentation's title (the banner of an alerting update).
  public var label: String?
  /// The heading text output prints: the label, or the presentation's title.
  public var title: String { label ?? presentation.title }
  /// The layout in points the frame was rasterised from: what a picture in points draws (nil for a frame
  /// made by hand, or for a presentation the device does not have).
  public var layout: PresentationLayout?
  /// The surface as the phone draws it: the island's black, or the Lock Screen card's
  /// `activityBackgroundTint` with its opacity (the system background without one).
  public var surface: StyleColor?
  /// A small family drawn with the activity's compact views, as Apple Watch and CarPlay show an activity
  /// without a small layout.
  public var showsCompactViews = false

  /// A rendered frame; without an outline size, the outline is the whole frame.
  public init(
    presentation: Presentation, frame: Frame, truncations: [Truncation], note: String? = nil,
    size: Size = .zero, outlineColumns: Int? = nil, outlineRows: Int? = nil
  ) {
    self.presentation = presentation
    self.frame = frame
    self.truncations = truncations
    self.note = note
    self.size = size
    self.outlineColumns = outlineColumns ?? frame.width
    self.outlineRows = outlineRows ?? frame.height
  }
}

/// Draws an activity's presentations: lays each out in points (Layout), then rasterises it into its fixed
/// box of cells. Pure: the same inputs give the same frame, and it never fails.
public enum Renderer {
  /// The presentations an activity has: all but `small` unless its fixture lays that family out.
  public static func presentations(of definition: ActivityDefinition) -> [Presentation] {
    Presentation.allCases.filter { $0 != .small || definition.layouts.fresh[.small] != nil }
  }

  /// Draws `presentation` of `activity` on `device` at `now`.
  public static func render(
    _ activity: LiveActivity, presentation: Presentation, device: DeviceProfile, now: Date,
    glyphs: GlyphSet = .unicode, dynamicType: DynamicTypeSize = .large, colorScheme: ColorScheme = .dark
  ) -> RenderedFrame {
    render(
      ViewResolver(activity: activity, now: now, dynamicType: dynamicType), presentation: presentation,
      device: device, glyphs: glyphs, colorScheme: colorScheme)
  }

  /// Every presentation the activity has on `device`, in order, with the banner of an alerting update on a
  /// device without a Dynamic Island.
  public static func renderAll(
    _ activity: LiveActivity, device: DeviceProfile, now: Date, glyphs: GlyphSet = .unicode,
    dynamicType: DynamicTypeSize = .large, colorScheme: ColorScheme = .dark
  ) -> [RenderedFrame] {
    render(
      activity, presentations: presentations(of: activity.definition, on: device), device: device, now: now,
      glyphs: glyphs, dynamicType: dynamicType, colorScheme: colorScheme)
  }

  /// The appearance `presentation` is drawn in when the phone is in `scheme`: the Lock Screen follows it;
  /// the Dynamic Island, the Smart Stack and CarPlay are dark.
  public static func colorScheme(of presentation: Presentation, phone scheme: ColorScheme) -> ColorScheme {
    presentation == .lockScreen ? scheme : .dark
  }

  /// The Lock Screen card's colour: its `activityBackgroundTint`, else the system's own background.
  public static func cardColor(_ definition: ActivityDefinition, in scheme: ColorScheme) -> NamedColor {
    definition.activityBackgroundTint?.color ?? (scheme == .light ? .white : .black)
  }

  /// The Lock Screen card's colour with its opacity: its `activityBackgroundTint`, else the system's own
  /// background, opaque.
  public static func cardTint(_ definition: ActivityDefinition, in scheme: ColorScheme) -> StyleColor {
    definition.activityBackgroundTint ?? StyleColor(cardColor(definition, in: scheme))
  }

  static func render(
    _ resolver: ViewResolver, presentation: Presentation, device: DeviceProfile, glyphs: GlyphSet,
    colorScheme phoneScheme: ColorScheme = .dark, memo: TextLayoutMemo? = nil
  ) -> RenderedFrame {
    guard device.has(presentation) else { return missing(presentation, on: device) }
    let state = resolver.state
    let definition = resolver.definition
    let isIsland = presentation.isInIsland
    let colorScheme = Self.colorScheme(of: presentation, phone: phoneScheme)
    let surface: NamedColor =
      isIsland || presentation == .small ? .black : cardColor(definition, in: colorScheme)
    let pointsSurface =
      isIsland || presentation == .small ? StyleColor(.black) : cardTint(definition, in: colorScheme)
    let box = device.frameSize(of: presentation)
    let visible = isVisible(presentation, in: state)
    let outlineColor: NamedColor = isIsland ? (definition.keylineTint ?? .gray) : .gray
    let isStale = state == .stale
    let (views, staleViews) =
      visible
      ? self.views(of: presentation, resolver, fullscreen: isFullscreen(device, definition)) : ([:], 0)
    let layout = PresentationGeometry.layout(
      presentation, device: device, views: views, layoutDirection: definition.layouts.layoutDirection,
      memo: memo, contentMargins: definition.layouts.contentMargins)
    let columns = min(box.columns - 2, max(1, Raster.column(layout.size.width)))
    let rows = min(box.rows - 2, max(1, Raster.row(layout.size.height)))
    // Made straight into the painter: a second reference would make its first write copy every cell.
    var painter = FramePainter(
      frame: Frame(
        width: box.columns, height: box.rows, style: CellStyle(), fillWidth: columns + 2,
        fillHeight: rows + 2,
        fill: CellStyle(background: surface)),
      glyphs: glyphs, surface: surface, columns: columns, rows: rows)
    painter.frame.colorScheme = colorScheme
    painter.drawOutline(style: CellStyle(foreground: outlineColor, dim: !visible))
    if let camera = layout.camera {
      // On the row of a line of text vertically centred in the camera band.
      let row = min(rows - 1, Raster.row(camera.midY - 8))
      painter.put(glyphs.camera, x: Raster.column(camera.midX), y: row, style: CellStyle(foreground: .gray))
    }
    guard visible else {
      let note = state == .dismissed ? "dismissed: shown nowhere" : "ended: gone from the Dynamic Island"
      var rendered = RenderedFrame(
        presentation: presentation, frame: painter.frame, truncations: [], note: note, size: layout.size,
        outlineColumns: columns + 2, outlineRows: rows + 2)
      rendered.layout = layout
      rendered.surface = pointsSurface
      return rendered
    }
    painter.draw(layout)
    var truncations = layout.clips.map { truncation($0, presentation: presentation) }
    truncations += painter.abridged.map {
      Truncation(
        presentation: presentation, region: $0.region, text: $0.text, needed: Double($0.needed),
        available: Double($0.available), shown: $0.shown, unit: .cells, kind: .terminalOnly)
    }
    var note: String?
    if state == .ended {
      note = "ended: final content until dismissal"
    } else if isStale {
      // Apple documents no dimming: a stale activity draws what its views draw for `isStale`.
      note =
        staleViews == 0
        ? "stale" : staleViews == views.count ? "stale: stale layout" : "stale: stale layout in part"
    }
    // Apple Watch and CarPlay show the compact views of an activity that offers no small family.
    let showsCompactViews = presentation == .small && definition.layouts.fresh[.small] == nil
    if showsCompactViews {
      note = ["its compact views: no small layout", note].compactMap { $0 }.joined(separator: "; ")
    }
    if presentation == .lockScreen, device.standByScreen != nil {
      note = ["StandBy: 2× on the landscape screen, drawn at half size", note].compactMap { $0 }.joined(
        separator: "; ")
    }
    var rendered = RenderedFrame(
      presentation: presentation, frame: painter.frame, truncations: truncations, note: note,
      size: layout.size,
      outlineColumns: columns + 2, outlineRows: rows + 2)
    rendered.layout = layout
    rendered.surface = pointsSurface
    rendered.showsCompactViews = showsCompactViews
    return rendered
  }

  /// Whether `presentation` shows anything of an activity in `state`: an ended activity leaves the island,
  /// a dismissed one every surface.
  static func isVisible(_ presentation: Presentation, in state: ActivityState) -> Bool {
    state == .dismissed ? false : (presentation.isInIsland ? state.acceptsUpdates : true)
  }

  /// The resolved view of each of `presentation`'s slots, and how many of them a stale activity draws from
  /// a stale layout of their own.
  static func views(
    of presentation: Presentation, _ resolver: ViewResolver, fullscreen: Bool = false
  ) -> (views: [LayoutSlot: LayoutView], staleViews: Int) {
    let definition = resolver.definition
    let isStale = resolver.state == .stale
    var views: [LayoutSlot: LayoutView] = [:]
    var staleViews = 0
    for slot in slots(of: presentation, in: definition) {
      guard let node = definition.layouts.node(for: slot, isStale: isStale, fullscreen: fullscreen) else {
        continue
      }
      views[slot] = resolver.resolve(node)
      if isStale, definition.layouts.stale[slot] != nil { staleViews += 1 }
    }
    return (views, staleViews)
  }

  /// Whether `device` fills its screen with the activity (StandBy) and the activity draws another view
  /// there (`Layouts.standBy`): only then does it matter which of the two is drawn.
  static func isFullscreen(_ device: DeviceProfile, _ definition: ActivityDefinition) -> Bool {
    isFullscreen(device, hasStandByView: definition.layouts.standBy != nil)
  }

  /// The same, for an activity that does (`hasStandByView`) or does not draw a view of its own in StandBy.
  public static func isFullscreen(_ device: DeviceProfile, hasStandByView: Bool) -> Bool {
    device.standByScreen != nil && hasStandByView
  }

  static func truncation(_ clip: LayoutClip, presentation: Presentation) -> Truncation {
    var kind = Truncation.Kind.clipped
    var scale: Double?
    // A text cut even at its minimumScaleFactor was measured at that scale: the report says so.
    if clip.scale < 1 { scale = clip.scale }
    switch clip.kind {
    case .clipped: kind = .clipped
    case .tight: kind = .tight
    case .scaled(let factor):
      kind = .scaled
      scale = factor
    case .unboundedTimer: kind = .unboundedTimer
    case .brokenWord: kind = .brokenWord
    }
    return Truncation(
      presentation: presentation, region: clip.region, text: clip.text, needed: clip.needed,
      available: clip.available, shown: clip.shown, unit: .points, kind: kind, isVertical: clip.isVertical,
      scale: scale)
  }

  /// The layout slots a presentation draws: the small family of an activity with no `.small` layout draws
  /// its compact views, as Apple Watch and CarPlay do.
  static func slots(of presentation: Presentation, in definition: ActivityDefinition) -> [LayoutSlot] {
    if presentation == .small, definition.layouts.fresh[.small] == nil {
      return [.compactLeading, .compactTrailing]
    }
    return slots(of: presentation)
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
}
