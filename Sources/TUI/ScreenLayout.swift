import ActivityState
import Foundation
import Renderer

/// Composes the simulator's screen from the model: the presentations' frames in labelled boxes, the title
/// bar, the status line, the clipped-text list, the event log and the key bar. Pure: the same model and size
/// give the same grid, so tests read it as text and the painter only copies it to the terminal.
public enum ScreenLayout {
  /// The screen for `model` at its terminal size; `ascii` for terminals without UTF-8.
  public static func compose(_ model: SimulatorModel, ascii: Bool = false) -> ScreenGrid {
    let size = model.screen
    var grid = ScreenGrid(width: size.columns, height: size.rows, ascii: ascii)
    let glyphs = ChromeGlyphs(ascii: ascii)
    let frames = Renderer.renderAll(
      model.activity, device: model.device, now: model.now, glyphs: ascii ? .ascii : .unicode)
    let geometry = Geometry(model: model)
    let needed = geometry.minimumSize
    guard size.columns >= needed.columns, size.rows >= needed.rows else {
      drawTooSmall(&grid, needed: needed, glyphs: glyphs)
      return grid
    }
    drawTitleBar(&grid, model: model, glyphs: glyphs)
    drawStatusLine(&grid, model: model, glyphs: glyphs, y: 1)
    drawSurfaces(&grid, model: model, frames: frames, geometry: geometry, glyphs: glyphs)
    let truncations = frames.flatMap(\.truncations)
    // Below the surfaces: the clipped list, a blank row, and the event log (header and at least two lines).
    let room = size.rows - 1 - geometry.bottomTop
    let clipRows = drawClipped(
      &grid, truncations: truncations, model: model, glyphs: glyphs, y: geometry.bottomTop, maxLines: room - 5
    )
    drawLog(
      &grid, log: model.log, glyphs: glyphs, top: geometry.bottomTop + clipRows + 1, bottom: size.rows - 1)
    drawKeyBar(&grid, model: model, glyphs: glyphs, y: size.rows - 1)
    if model.mode == .help { drawHelp(&grid, glyphs: glyphs) }
    return grid
  }

  /// The smallest terminal the screen fits for `model`'s device and activity.
  public static func minimumSize(for model: SimulatorModel) -> ScreenSize {
    Geometry(model: model).minimumSize
  }

  /// "terminal too small: need W×H, have w×h", centred, with how to leave.
  static func drawTooSmall(_ grid: inout ScreenGrid, needed: ScreenSize, glyphs: ChromeGlyphs) {
    let lines = [
      "terminal too small: need \(needed.columns)\(glyphs.times)\(needed.rows),"
        + " have \(grid.width)\(glyphs.times)\(grid.height)",
      "enlarge the window, or press q to quit",
    ]
    let top = max(0, (grid.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let cells = CellWidth.of(line)
      let x = max(0, (grid.width - cells) / 2)
      grid.write(
        line, x: x, y: top + index, style: index == 0 ? ScreenStyle(foreground: .yellow, bold: true) : .plain)
    }
  }

  /// Where everything goes, from the device's frame sizes.
  struct Geometry {
    /// A labelled box: the label's row and the frame's top-left corner.
    struct Box {
      var x: Int
      var labelY: Int
      var y: Int { labelY + 1 }
    }

    static let left = 1
    static let gap = 4
    static let sectionY = 3

    var sizes: [Presentation: (columns: Int, rows: Int)] = [:]
    var boxes: [Presentation: Box] = [:]
    var leftWidth: Int
    var rightX: Int
    var rightWidth: Int
    /// The first row under the expanded island, where an alert is described.
    var alertY: Int
    /// The first row of the clipped list.
    var bottomTop: Int
    var minimumSize: ScreenSize

    init(model: SimulatorModel) {
      let device = model.device
      let presentations = Renderer.presentations(of: model.definition)
      for presentation in presentations { sizes[presentation] = device.frameSize(of: presentation) }
      let compact = sizes[.compact] ?? (0, 0)
      let minimal = sizes[.minimal] ?? (0, 0)
      let expanded = sizes[.expanded] ?? (0, 0)
      let lock = sizes[.lockScreen] ?? (0, 0)
      let small = sizes[.small]
      leftWidth = max(expanded.columns, compact.columns + 3 + minimal.columns, 34)
      rightX = Self.left + leftWidth + Self.gap
      rightWidth = max(lock.columns, small?.columns ?? 0, 34)
      let top = Self.sectionY + 1
      boxes[.compact] = Box(x: Self.left, labelY: top)
      boxes[.minimal] = Box(x: Self.left + compact.columns + 3, labelY: top)
      let expandedLabel = top + 1 + max(compact.rows, minimal.rows) + 1
      boxes[.expanded] = Box(x: Self.left, labelY: expandedLabel)
      alertY = expandedLabel + 1 + expanded.rows
      boxes[.lockScreen] = Box(x: rightX, labelY: top)
      var rightBottom = top + 1 + lock.rows
      if let small {
        boxes[.small] = Box(x: rightX, labelY: rightBottom + 1)
        rightBottom += 2 + small.rows
      }
      // Two rows under the expanded island describe an alert.
      let surfacesBottom = max(alertY + 2, rightBottom)
      bottomTop = surfacesBottom + 1
      // The clipped list needs a header and a line; the log a header and two lines; then the key bar.
      minimumSize = ScreenSize(columns: rightX + rightWidth + 1, rows: bottomTop + 2 + 1 + 3 + 1)
    }
  }
}
