import ActivityState

/// Puts laid-out elements on the cell grid. Each keeps its row (the row-high band around its middle, in
/// points, mapped to the nearest row edge) unless a line above it that overlaps it in points took that row,
/// and lines less than a row and a half apart in points are drawn on neighbouring rows; across, it is anchored as layout aligned it
/// (leading edge, middle or trailing edge) and then moved as little as it must to stay inside the frame
/// and clear of its neighbours. A text that still has too few cells is abridged: that is the terminal's
/// limit, not the phone's, and is reported apart.
struct CellPlacement {
  /// One thing to put on the grid.
  struct Item {
    /// The element's index in the layout.
    var element: Int
    /// Cells it wants across.
    var cells: Int
    /// Whether it may be abridged (texts) or keeps its span (bars, trackers, glyphs).
    var isText: Bool
    /// Its span in points across, and its middle down.
    var minX: Double
    var maxX: Double
    var midY: Double
    var anchor: Alignment
    /// Results.
    var row = 0
    var start = 0
    var shownCells = 0
    var isDropped = false
  }

  var items: [Item]
  let columns: Int
  let rows: Int

  /// Decides rows, then columns.
  mutating func resolve() {
    assignRows()
    for row in 0..<rows { assignColumns(row: row) }
  }

  private mutating func assignRows() {
    let order = items.indices.sorted { (items[$0].midY, items[$0].minX) < (items[$1].midY, items[$1].minX) }
    var taken: [Int: [(Double, Double)]] = [:]
    for index in order {
      var row = min(Raster.row(items[index].midY - Raster.pointsPerRow / 2), max(0, rows - 1))
      let span = (items[index].minX, items[index].maxX)
      while let spans = taken[row], spans.contains(where: { min($0.1, span.1) - max($0.0, span.0) > 1 }) {
        row += 1
      }
      guard row < rows else {
        items[index].isDropped = true
        continue
      }
      items[index].row = row
      taken[row, default: []].append(span)
    }
    // Close the gap that rounding opens between lines that are near neighbours in points.
    for index in order where !items[index].isDropped && items[index].row > 0 {
      let item = items[index]
      var nearest: Item?
      for other in items where !other.isDropped && other.row < item.row {
        guard min(other.maxX, item.maxX) - max(other.minX, item.minX) > 1 else { continue }
        if nearest.map({ other.row > $0.row }) ?? true { nearest = other }
      }
      guard let nearest, item.row - nearest.row >= 2,
        item.midY - nearest.midY < 1.5 * Raster.pointsPerRow,
        !(taken[item.row - 1] ?? []).contains(where: { min($0.1, item.maxX) - max($0.0, item.minX) > 1 })
      else { continue }
      taken[item.row]?.removeAll { $0 == (item.minX, item.maxX) }
      items[index].row -= 1
      taken[item.row - 1, default: []].append((item.minX, item.maxX))
    }
  }

  private mutating func assignColumns(row: Int) {
    let members = items.indices.filter { items[$0].row == row && !items[$0].isDropped }
      .sorted { items[$0].minX < items[$1].minX }
    guard !members.isEmpty else { return }
    for index in members {
      items[index].shownCells = min(items[index].cells, columns)
      items[index].start = desiredStart(items[index])
    }
    // Gaps: one cell between neighbours that are apart in points, none between touching ones.
    var gaps = [0]
    for position in members.indices.dropFirst() {
      let apart = items[members[position]].minX - items[members[position - 1]].maxX
      gaps.append(apart >= 2 ? 1 : 0)
    }
    // Abridge texts, widest excess first, until everything fits across.
    var needed = members.reduce(0) { $0 + items[$1].shownCells } + gaps.reduce(0, +)
    while needed > columns {
      let candidates = members.filter { items[$0].isText && items[$0].shownCells > 1 }
      guard
        let widest = candidates.max(by: {
          excess(items[$0]) == excess(items[$1]) ? $0 > $1 : excess(items[$0]) < excess(items[$1])
        })
      else { break }
      let cut = min(needed - columns, items[widest].shownCells - 1)
      items[widest].shownCells -= cut
      needed -= cut
    }
    // Clamp into the frame, push right past left neighbours, then left past right ones.
    for index in members {
      items[index].start = min(max(0, items[index].start), max(0, columns - items[index].shownCells))
    }
    for position in members.indices.dropFirst() {
      let previous = items[members[position - 1]]
      let earliest = previous.start + previous.shownCells + gaps[position]
      items[members[position]].start = max(items[members[position]].start, earliest)
    }
    var limit = columns
    for position in members.indices.reversed() {
      let index = members[position]
      items[index].start = min(items[index].start, limit - items[index].shownCells)
      limit = items[index].start - gaps[position]
    }
    for index in members where items[index].start < 0 {
      items[index].shownCells = max(0, items[index].shownCells + items[index].start)
      items[index].start = 0
    }
  }

  /// Cells beyond what its points give it: the text the cell grid is least fair to is cut first.
  private func excess(_ item: Item) -> Int {
    item.shownCells - Raster.column(item.maxX - item.minX)
  }

  private func desiredStart(_ item: Item) -> Int {
    switch item.anchor {
    case .leading: return Raster.column(item.minX)
    case .trailing: return Raster.column(item.maxX) - item.shownCells
    case .center:
      let middle = (item.minX + item.maxX) / 2 / Raster.pointsPerColumn
      let start = middle - Double(item.shownCells) / 2
      return start.isFinite ? Int(min(max(start, -10_000), 10_000).rounded()) : 0
    }
  }
}
