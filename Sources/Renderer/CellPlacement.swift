import ActivityState
import Layout

/// Puts laid-out elements on the cell grid. Each keeps its row (the row-high band around its middle, in
/// points, mapped to the nearest row edge) unless a line above it that overlaps it in points took that row,
/// and lines less than a row and a half apart in points are drawn on neighbouring rows; across, it is
/// anchored as layout aligned it (leading edge, middle or trailing edge) and then moved as little as it
/// must to stay inside the frame and clear of its neighbours. A text that still has too few cells is
/// abridged: that is the terminal's limit, not the phone's, and is reported apart.
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
    /// The presentation region, numbered: items of one region on one line in points (an HStack's
    /// children) keep one row, so a tracker or a row of texts never splits across rows.
    var region = 0
    /// Whether its cells are the span of its points (bars, shapes): it gives up a cell to a gap after it.
    var isSpan = false
    /// Results.
    var row = 0
    var start = 0
    var shownCells = 0
    var isDropped = false

    /// Whether the two overlap across, in points.
    func overlaps(_ other: Item) -> Bool { min(other.maxX, maxX) - max(other.minX, minX) > 1 }
  }

  var items: [Item]
  let columns: Int
  let rows: Int

  /// Decides rows, then columns.
  mutating func resolve() {
    guard !items.isEmpty else { return }
    // Both orders live in buffers on the stack: this runs for every presentation of every frame.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { order in
      for index in items.indices { order[index] = index }
      sort(order) { (items[$0].midY, items[$0].minX, $0) < (items[$1].midY, items[$1].minX, $1) }
      assignRows(UnsafeBufferPointer(order))
      // Items by row, then left to right: each row's items are one run of this order.
      var count = 0
      for index in items.indices where !items[index].isDropped {
        order[count] = index
        count += 1
      }
      let byRow = UnsafeMutableBufferPointer(rebasing: order[0..<count])
      sort(byRow) { (items[$0].row, items[$0].minX, $0) < (items[$1].row, items[$1].minX, $1) }
      var first = 0
      while first < count {
        var last = first
        while last + 1 < count, items[byRow[last + 1]].row == items[byRow[first]].row { last += 1 }
        assignColumns(UnsafeBufferPointer(rebasing: byRow[first...last]))
        first = last + 1
      }
    }
  }

  /// Insertion sort: a presentation has a few dozen elements at most, mostly in order already.
  private func sort(_ buffer: UnsafeMutableBufferPointer<Int>, by before: (Int, Int) -> Bool) {
    guard buffer.count > 1 else { return }
    for position in 1..<buffer.count {
      let value = buffer[position]
      var slot = position
      while slot > 0, before(value, buffer[slot - 1]) {
        buffer[slot] = buffer[slot - 1]
        slot -= 1
      }
      buffer[slot] = value
    }
  }

  private func rowIsTaken(_ row: Int, by item: Item, placed: Int, order: UnsafeBufferPointer<Int>) -> Bool {
    for position in 0..<placed {
      let other = items[order[position]]
      if !other.isDropped, other.row == row, other.overlaps(item) { return true }
    }
    return false
  }

  /// Whether two items are on one line of one region in points.
  private func shareLine(_ a: Item, _ b: Item) -> Bool { a.region == b.region && abs(a.midY - b.midY) < 0.5 }

  private mutating func assignRows(_ order: UnsafeBufferPointer<Int>) {
    for (position, index) in order.enumerated() {
      var row = min(Raster.row(items[index].midY - Raster.pointsPerRow / 2), max(0, rows - 1))
      // A line already placed in part keeps its row for the rest of it.
      for earlier in 0..<position where shareLine(items[order[earlier]], items[index]) {
        row = max(row, items[order[earlier]].row)
      }
      while row < rows, rowIsTaken(row, by: items[index], placed: position, order: order) { row += 1 }
      if row >= rows { items[index].isDropped = true } else { items[index].row = row }
      // A line pushed down takes its earlier parts with it.
      for earlier in 0..<position where shareLine(items[order[earlier]], items[index]) {
        if !items[order[earlier]].isDropped, items[order[earlier]].row < row {
          items[order[earlier]].row = row
        }
      }
    }
    // Close the gap that rounding opens between lines that are near neighbours in points; a line moves up
    // whole or not at all.
    for index in order where !items[index].isDropped && items[index].row > 0 {
      let item = items[index]
      var nearest: Item?
      for other in items where !other.isDropped && other.row < item.row && other.overlaps(item) {
        if nearest.map({ other.row > $0.row }) ?? true { nearest = other }
      }
      guard let nearest, item.row - nearest.row >= 2, item.midY - nearest.midY < 1.5 * Raster.pointsPerRow
      else { continue }
      var line: [Int] = []
      for other in items.indices where !items[other].isDropped && items[other].row == item.row {
        if shareLine(items[other], item) { line.append(other) }
      }
      guard
        line.allSatisfy({ member in
          !rowIsTaken(item.row - 1, by: items[member], placed: order.count, order: order)
        })
      else { continue }
      for member in line { items[member].row -= 1 }
    }
  }

  private mutating func assignColumns(_ members: UnsafeBufferPointer<Int>) {
    for index in members {
      items[index].shownCells = min(items[index].cells, columns)
      items[index].start = desiredStart(items[index])
    }
    // Gaps: one cell between neighbours that are apart in points, none between touching ones.
    func gap(before position: Int) -> Int {
      guard position > members.startIndex else { return 0 }
      return items[members[position]].minX - items[members[position - 1]].maxX >= 2 ? 1 : 0
    }
    // A bar or shape spans its points in cells already; when the gap after it rounds to no cell, the gap
    // comes out of its own span, so a row of them ends where its points end.
    for position in members.indices.dropFirst() where gap(before: position) == 1 {
      let previous = members[position - 1]
      guard items[previous].isSpan, items[previous].shownCells > 1 else { continue }
      if items[previous].start + items[previous].shownCells >= items[members[position]].start {
        items[previous].shownCells -= 1
      }
    }
    var needed = 0
    for position in members.indices { needed += items[members[position]].shownCells + gap(before: position) }
    // Abridge texts, widest excess first, until everything fits across.
    while needed > columns {
      var widest: Int?
      for index in members where items[index].isText && items[index].shownCells > 1 {
        if let current = widest, excess(items[current]) >= excess(items[index]) { continue }
        widest = index
      }
      guard let widest else { break }
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
      let earliest = previous.start + previous.shownCells + gap(before: position)
      items[members[position]].start = max(items[members[position]].start, earliest)
    }
    var limit = columns
    for position in members.indices.reversed() {
      let index = members[position]
      items[index].start = min(items[index].start, limit - items[index].shownCells)
      limit = items[index].start - gap(before: position)
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
