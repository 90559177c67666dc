import Layout
import Rendering
import Simulator

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Composes the simulator's screen from the model: the presentations' frames in labelled boxes, the title
/// bar, the status line, the clipped-text list, the event log and the key bar. Pure: the same model and size
/// give the same grid, so tests read it as text and the painter only copies it to the terminal.
public enum ScreenLayout {
  /// The screen for `model` at its terminal size; `ascii` for terminals without UTF-8; `views`, when given,
  /// draw the activities in place of their fixtures' layouts (the app's Swift).
  public static func compose(
    _ model: SimulatorModel, ascii: Bool = false, views: ActivityViews? = nil
  ) -> ScreenGrid {
    let size = model.screen
    var grid = ScreenGrid(width: size.columns, height: size.rows, ascii: ascii)
    let glyphs = ChromeGlyphs(ascii: ascii)
    // The island's boxes show the activity the phone puts in the island (its top activity, or the one whose
    // alert expands it); the Lock Screen card shows the focused activity.
    var islandActivity = model.activity
    switch model.island {
    case .compact(let name, _), .expanded(let name, _):
      if let entry = model.phone.entry(named: name) { islandActivity = entry.activity }
    case .minimal, .empty: break
    }
    var frames = Geometry.shown.map {
      Renderer.render(
        views.drawn(
          $0 == .lockScreen ? model.activity : islandActivity, colorScheme: model.colorScheme,
          dynamicType: model.dynamicType), presentation: $0,
        device: model.device, now: model.now, glyphs: ascii ? .ascii : .unicode,
        dynamicType: model.dynamicType, colorScheme: model.colorScheme)
    }
    // The focused activity as the paired watch or CarPlay shows it (`w`): its small family, or its compact
    // views where the activity has none.
    if let device = model.smallFamilyDevice {
      frames.append(
        Renderer.render(
          views.drawn(model.activity, colorScheme: model.colorScheme, dynamicType: model.dynamicType),
          presentation: .small, device: device, now: model.now, glyphs: ascii ? .ascii : .unicode,
          dynamicType: model.dynamicType, colorScheme: model.colorScheme))
    }
    let geometry = Geometry(model: model)
    let needed = geometry.minimumSize
    guard size.columns >= needed.columns, size.rows >= needed.rows else {
      // Too small for the island and the Lock Screen side by side: one column, if it fits.
      let narrow = NarrowGeometry(model: model)
      let smallest = narrow.minimumSize
      guard size.columns >= smallest.columns, size.rows >= smallest.rows else {
        drawTooSmall(&grid, needed: smallest, glyphs: glyphs)
        return grid
      }
      drawNarrow(&grid, model: model, frames: frames, geometry: narrow, glyphs: glyphs, views: views)
      return grid
    }
    drawTitleBar(&grid, model: model, glyphs: glyphs)
    drawStatusLine(&grid, model: model, glyphs: glyphs, y: 1)
    drawSurfaces(&grid, model: model, frames: frames, geometry: geometry, glyphs: glyphs, views: views)
    let truncations = frames.flatMap(\.truncations)
    // Below the surfaces: the clipped list, a blank row, and the event log (header and at least two lines).
    let room = size.rows - 1 - geometry.bottomTop
    let clipRows = drawClipped(
      &grid, truncations: truncations, model: model, glyphs: glyphs, y: geometry.bottomTop, maxLines: room - 5
    )
    drawLog(
      &grid, log: model.log, glyphs: glyphs, top: geometry.bottomTop + clipRows + 1, bottom: size.rows - 1)
    drawKeys(&grid, model: model, glyphs: glyphs, y: size.rows - 1)
    return grid
  }

  /// The smallest terminal the screen fits for `model`'s device and activity: its one-column form.
  public static func minimumSize(for model: SimulatorModel) -> ScreenSize {
    NarrowGeometry(model: model).minimumSize
  }

  /// The smallest terminal that shows the island and the Lock Screen side by side.
  public static func sideBySideSize(for model: SimulatorModel) -> ScreenSize {
    Geometry(model: model).minimumSize
  }

  /// "terminal too small: need W×H, have w×h", centred, with how to leave (on two lines when narrow).
  static func drawTooSmall(_ grid: inout ScreenGrid, needed: ScreenSize, glyphs: ChromeGlyphs) {
    let sizes =
      "need \(needed.columns)\(glyphs.times)\(needed.rows), have \(grid.width)\(glyphs.times)\(grid.height)"
    let oneLine = "terminal too small: " + sizes
    // The sizes in bold, then what a key does there (`KeyTable.actsWhenTooSmall`): the next device may fit.
    let (lines, bold) =
      CellWidth.of(oneLine) <= grid.width
      ? ([oneLine, "enlarge the window, or press q to quit", "(d shows the next device)"], 1)
      : (["terminal too small:", sizes, "q quits"], 2)
    let top = max(0, (grid.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let x = max(0, (grid.width - CellWidth.of(line)) / 2)
      let style = index < bold ? ScreenStyle(foreground: .yellow, bold: true) : ScreenStyle.plain
      grid.write(line, x: x, y: top + index, style: style)
    }
  }

  /// Where everything goes, from the device's frame sizes.
  ///
  /// ```
  /// DYNAMIC ISLAND ─────────────────  ALERT ─────────────────────────
  /// Compact            Minimal         (the latest alert, 4 rows)
  /// ╭──────────────╮   ╭────╮
  /// ╰──────────────╯   ╰────╯          LOCK SCREEN ───────────────────
  /// Expanded                           Lock Screen
  /// ╭──────────────────────────╮       ╭──────────────────────────╮
  /// ```
  /// The small family (Watch, CarPlay) is left to `la-sim render`: it is not on the phone's screen, and
  /// every extra live timer costs bytes on every tick.
  struct Geometry {
    /// A labelled box: the label's row and the frame's top-left corner.
    struct Box {
      var x: Int
      var labelY: Int
      var y: Int { labelY + 1 }
    }

    static let left = 1
    static let gap = 2
    static let sectionY = 3
    /// The presentations the screen shows.
    static let shown: [Presentation] = [.compact, .minimal, .expanded, .lockScreen]

    var boxes: [Presentation: Box] = [:]
    var leftWidth: Int
    var rightX: Int
    var rightWidth: Int
    /// The first row of the alert panel (right of the compact and minimal islands).
    var alertY: Int
    /// The rows the alert panel has.
    var alertRows: Int
    /// The row of the Lock Screen's section header.
    var lockSectionY: Int
    /// The first row of the clipped list.
    var bottomTop: Int
    var minimumSize: ScreenSize

    typealias Size = (columns: Int, rows: Int)

    /// The frame sizes on `device` of the presentations the screen shows.
    static func frameSizes(
      _ device: DeviceProfile
    ) -> (compact: Size, minimal: Size, expanded: Size, lock: Size) {
      (
        device.frameSize(of: .compact), device.frameSize(of: .minimal), device.frameSize(of: .expanded),
        device.frameSize(of: .lockScreen)
      )
    }

    init(model: SimulatorModel) {
      let (compact, minimal, expanded, lock) = Self.frameSizes(model.device)
      leftWidth = max(expanded.columns, compact.columns + 3 + minimal.columns, 40)
      rightX = Self.left + leftWidth + Self.gap
      let narrowest = max(lock.columns, 40)
      // Text on the right (the alert, the section rules) may use the rest of a wide screen.
      rightWidth = max(narrowest, model.screen.columns - rightX - Self.left)
      let top = Self.sectionY + 1
      boxes[.compact] = Box(x: Self.left, labelY: top)
      boxes[.minimal] = Box(x: Self.left + compact.columns + 3, labelY: top)
      let lowerLabel = top + 1 + max(compact.rows, minimal.rows) + 1
      // The expanded island sits one row lower than the Lock Screen card, so that its first content row
      // (beside the camera) lines up with the card's first (under its padding): the timers share a row.
      boxes[.expanded] = Box(x: Self.left, labelY: lowerLabel + 1)
      boxes[.lockScreen] = Box(x: rightX, labelY: lowerLabel)
      alertY = top
      lockSectionY = lowerLabel - 1
      alertRows = lockSectionY - alertY
      bottomTop = lowerLabel + 1 + max(expanded.rows + 1, lock.rows) + 1
      // The clipped list needs a header and a line; the log a header and two lines; then the key bar.
      minimumSize = ScreenSize(columns: rightX + narrowest + Self.left, rows: bottomTop + 2 + 1 + 3 + 1)
    }
  }
}
