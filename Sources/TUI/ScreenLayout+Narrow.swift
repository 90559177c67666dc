import Layout
import Rendering
import Simulator

extension ScreenLayout {
  /// Where everything goes on a terminal too small for the island and the Lock Screen side by side, such as
  /// the 80×24 most terminals open at: one column, the island's compact and minimal boxes over one large box
  /// (the Lock Screen, or the expanded island after `x`). Beside the column, on a terminal wide enough, the
  /// island's state, the latest alert, the clipped list and the event log; under it, on one tall enough.
  ///
  /// ```
  /// ▶ Compact 34×5                Minimal 8×5    DYNAMIC ISLAND ──── showing compact
  /// ╭────────────────────────╮    ╭─────╮        ALERT ───────────── none yet
  /// ╰────────────────────────╯    ╰─────╯        An alerting update expands…
  /// ▶ Lock Screen 53×14 · x: expanded            LOCK SCREEN ─────── showing
  /// ╭──────────────────────────────────────╮     CLIPPED: 1 ────────
  ///                                              EVENT LOG ─────────
  /// ```
  struct NarrowGeometry {
    /// The narrowest panel beside the column worth drawing: the log's lines keep a dozen cells of text.
    static let sideMinimum = 22
    /// The first row of the island's labels, under the title bar and the status line.
    static let top = 2

    /// The column's width: the widest of the large boxes and the island's pair.
    var column: Int
    /// What the large box shows.
    var large: Presentation
    var boxes: [Presentation: Geometry.Box] = [:]
    /// Whether the row under the island's boxes is free (for the two apps' places); the terminal's first row
    /// beyond the smallest goes there.
    var spareRow: Bool
    /// The first row after the large box's frame.
    var largeBottom: Int
    /// The panel beside the column, if the terminal is wide enough for one.
    var side: (x: Int, width: Int)?
    /// The smallest terminal this screen fits.
    var minimumSize: ScreenSize

    init(model: SimulatorModel) {
      let (compact, minimal, expanded, lock) = Geometry.frameSizes(model.device)
      large = model.showsExpanded ? .expanded : model.smallFamilyDevice != nil ? .small : .lockScreen
      column = max(expanded.columns, lock.columns, compact.columns + 3 + minimal.columns)
      let islandRows = max(compact.rows, minimal.rows)
      let largeRows = max(expanded.rows, lock.rows)
      let left = Geometry.left
      boxes[.compact] = Geometry.Box(x: left, labelY: Self.top)
      boxes[.minimal] = Geometry.Box(x: left + compact.columns + 3, labelY: Self.top)
      // Title and status, the island's label and frames, the large box's label and frame, the key bar.
      let rows = Self.top + 1 + islandRows + 1 + largeRows + 1
      minimumSize = ScreenSize(columns: column + 2 * left, rows: rows)
      spareRow = model.screen.rows > rows
      let largeLabel = Self.top + 1 + islandRows + (spareRow ? 1 : 0)
      boxes[large] = Geometry.Box(x: left, labelY: largeLabel)
      let shownRows =
        switch large {
        case .expanded: expanded.rows
        case .small: model.smallFamilyDevice.map { $0.frameSize(of: .small).rows } ?? lock.rows
        default: lock.rows
        }
      largeBottom = largeLabel + 1 + shownRows
      let sideX = left + column + Geometry.gap
      let sideWidth = model.screen.columns - sideX - left
      side = sideWidth >= Self.sideMinimum ? (sideX, sideWidth) : nil
    }

    /// The row of the large box's label.
    var largeLabelY: Int { boxes[large]?.labelY ?? Self.top }
  }

  /// The one-column screen (`NarrowGeometry`).
  static func drawNarrow(
    _ grid: inout ScreenGrid, model: SimulatorModel, frames: [RenderedFrame], geometry: NarrowGeometry,
    glyphs: ChromeGlyphs, views: ActivityViews?
  ) {
    drawTitleBar(&grid, model: model, glyphs: glyphs)
    drawStatusLine(&grid, model: model, glyphs: glyphs, y: 1)
    let (islandNote, pair) = islandState(model)
    let shown = shownOnDevice(model)
    if let pair {
      drawMinimalPair(
        &grid, pair, model: model, boxes: geometry.boxes, width: geometry.column, glyphs: glyphs, views: views
      )
      // Without a spare row, the two apps' places give way to the large box's label.
      if !geometry.spareRow {
        grid.fill(x: 0, y: geometry.largeLabelY, count: Geometry.left + geometry.column, style: .plain)
      }
    }
    for rendered in frames {
      let presentation = rendered.presentation
      if pair != nil, presentation == .compact || presentation == .minimal { continue }
      guard ![.lockScreen, .expanded, .small].contains(presentation) || presentation == geometry.large,
        let box = geometry.boxes[presentation]
      else { continue }
      let limit =
        switch presentation {
        case .compact: rendered.frame.width + 2
        case .minimal: geometry.column - (box.x - Geometry.left)
        default: geometry.column
        }
      let used = drawLabel(
        &grid, rendered, x: box.x, y: box.labelY, limit: limit, isShown: shown.contains(presentation),
        glyphs: glyphs, title: smallFamilyTitle(rendered, model: model))
      if presentation == geometry.large {
        let other =
          presentation != .expanded ? "expanded" : model.smallFamilyDevice?.displayName ?? "Lock Screen"
        // `·` in ASCII would be `-`, which reads as a minus after the counts.
        grid.write(
          (glyphs.ascii ? ", " : " \(glyphs.dot) ") + "x: \(other)", x: box.x + used, y: box.labelY,
          style: ScreenStyle(dim: true),
          limit: limit - used)
      }
      drawFrame(&grid, rendered, at: box)
    }
    // Every presentation's clips, the other large box's too: each line names its presentation.
    let truncations = frames.flatMap(\.truncations)
    let keyBar = grid.height - 1
    if let side = geometry.side {
      drawSection(
        &grid, "Dynamic Island", note: islandNote, x: side.x, width: side.width, y: NarrowGeometry.top,
        glyphs: glyphs, shortTitle: "Island")
      let alertY = NarrowGeometry.top + 2
      drawAlert(
        &grid, model: model, x: side.x, width: side.width, y: alertY,
        rows: max(0, geometry.largeLabelY - alertY), glyphs: glyphs)
      let lockNote = lockScreenNote(
        model, glyphs: glyphs, room: side.width - CellWidth.of("LOCK SCREEN ") - 4)
      drawSection(
        &grid, "Lock Screen", note: lockNote, x: side.x, width: side.width, y: geometry.largeLabelY,
        glyphs: glyphs)
      drawPanels(
        &grid, truncations: truncations, model: model, glyphs: glyphs, x: side.x, width: side.width,
        top: geometry.largeLabelY + 1, bottom: keyBar)
    } else {
      drawPanels(
        &grid, truncations: truncations, model: model, glyphs: glyphs, x: Geometry.left,
        width: grid.width - 2 * Geometry.left, top: geometry.largeBottom, bottom: keyBar)
    }
    drawKeys(&grid, model: model, glyphs: glyphs, y: keyBar)
  }

  /// The clipped list and, after a blank row, the event log, between rows `top` and `bottom` (exclusive); the
  /// log only where there is room for its heading and a line, nothing where the list has no line.
  static func drawPanels(
    _ grid: inout ScreenGrid, truncations: [Truncation], model: SimulatorModel, glyphs: ChromeGlyphs, x: Int,
    width: Int, top: Int, bottom: Int
  ) {
    let room = bottom - top
    guard room >= 2 else { return }
    let clipRows = drawClipped(
      &grid, truncations: truncations, model: model, glyphs: glyphs, y: top, maxLines: max(1, room - 4), x: x,
      width: width)
    let logTop = top + clipRows + 1
    guard bottom - logTop >= 2 else { return }
    drawLog(&grid, log: model.log, glyphs: glyphs, top: logTop, bottom: bottom, x: x, width: width)
  }
}
