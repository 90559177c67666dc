import Layout
import Views

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

  /// The most items placed by comparing each with every other; above it (an HStack of 10,000 texts) rows
  /// are assigned through `OverlapIndex`, with the same result in n log n.
  static let scanLimit = 48

  /// Decides rows, then columns; `indexed` chooses the way (tests compare the two), by default the scan up
  /// to `scanLimit` items.
  mutating func resolve(indexed chosen: Bool? = nil) {
    guard !items.isEmpty else { return }
    // The indexed placement relies on finite points (it sorts and searches them); a layout never gives
    // others, and a hostile one is placed by the scan, whatever it costs.
    let indexed =
      (chosen ?? (items.count > Self.scanLimit))
      && items.allSatisfy { $0.minX.isFinite && $0.maxX.isFinite && $0.midY.isFinite }
    // Both orders live in buffers on the stack: this runs for every presentation of every frame.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: items.count) { order in
      for index in items.indices { order[index] = index }
      sort(order, indexed: indexed) {
        (items[$0].midY, items[$0].minX, $0) < (items[$1].midY, items[$1].minX, $1)
      }
      if indexed {
        assignRowsIndexed(UnsafeBufferPointer(order))
      } else {
        assignRows(UnsafeBufferPointer(order))
      }
      // Items by row, then left to right: each row's items are one run of this order.
      var count = 0
      for index in items.indices where !items[index].isDropped {
        order[count] = index
        count += 1
      }
      let byRow = UnsafeMutableBufferPointer(rebasing: order[0..<count])
      sort(byRow, indexed: indexed) {
        (items[$0].row, items[$0].minX, $0) < (items[$1].row, items[$1].minX, $1)
      }
      var first = 0
      while first < count {
        var last = first
        while last + 1 < count, items[byRow[last + 1]].row == items[byRow[first]].row { last += 1 }
        assignColumns(UnsafeBufferPointer(rebasing: byRow[first...last]))
        first = last + 1
      }
    }
  }

  /// Insertion sort for a presentation's few dozen elements, mostly in order already; the library's sort
  /// for many. Every key ends in the index, so both give one order.
  private func sort(
    _ buffer: UnsafeMutableBufferPointer<Int>, indexed: Bool, by before: (Int, Int) -> Bool
  ) {
    guard buffer.count > 1 else { return }
    if indexed {
      var buffer = buffer
      buffer.sort(by: before)
      return
    }
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

  private static func rowIsTaken(
    _ row: Int, by item: Item, placed: Int, order: UnsafeBufferPointer<Int>,
    in items: UnsafeMutableBufferPointer<Item>
  ) -> Bool {
    for position in 0..<placed {
      let other = items[order[position]]
      if !other.isDropped, other.row == row, other.overlaps(item) { return true }
    }
    return false
  }

  /// Whether two items are on one line of one region in points.
  private static func shareLine(_ a: Item, _ b: Item) -> Bool {
    a.region == b.region && abs(a.midY - b.midY) < 0.5
  }

  private mutating func assignRows(_ order: UnsafeBufferPointer<Int>) {
    let rows = rows
    // Through the buffer: this runs for every presentation, and each checked write costs a uniqueness test.
    items.withUnsafeMutableBufferPointer { items in
      for (position, index) in order.enumerated() {
        var row = min(Raster.row(items[index].midY - Raster.pointsPerRow / 2), max(0, rows - 1))
        // A line already placed in part keeps its row for the rest of it.
        for earlier in 0..<position where Self.shareLine(items[order[earlier]], items[index]) {
          row = max(row, items[order[earlier]].row)
        }
        while row < rows, Self.rowIsTaken(row, by: items[index], placed: position, order: order, in: items) {
          row += 1
        }
        if row >= rows { items[index].isDropped = true } else { items[index].row = row }
        // A line pushed down takes its earlier parts with it.
        for earlier in 0..<position where Self.shareLine(items[order[earlier]], items[index]) {
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
          if Self.shareLine(items[other], item) { line.append(other) }
        }
        guard
          line.allSatisfy({ member in
            !Self.rowIsTaken(item.row - 1, by: items[member], placed: order.count, order: order, in: items)
          })
        else { continue }
        for member in line { items[member].row -= 1 }
      }
    }
  }

  private mutating func assignColumns(_ members: UnsafeBufferPointer<Int>) {
    let columns = columns
    items.withUnsafeMutableBufferPointer { items in
      for index in members {
        items[index].shownCells = min(items[index].cells, columns)
        items[index].start = Self.desiredStart(items[index])
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
      for position in members.indices {
        needed += items[members[position]].shownCells + gap(before: position)
      }
      // Abridge texts, widest excess first (the leftmost of equals), until everything fits across. A cut text
      // is either down to one cell or the last one cut, and no other text's excess changes: one sort gives the
      // order in which a search for the widest, cut by cut, would find them.
      if needed > columns {
        var texts: [(excess: Int, position: Int, index: Int)] = []
        for (position, index) in members.enumerated() where items[index].isText && items[index].shownCells > 1
        {
          texts.append((Self.excess(items[index]), position, index))
        }
        texts.sort { ($1.excess, $0.position) < ($0.excess, $1.position) }
        for text in texts {
          guard needed > columns else { break }
          let cut = min(needed - columns, items[text.index].shownCells - 1)
          items[text.index].shownCells -= cut
          needed -= cut
        }
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
  }

  /// Cells beyond what its points give it: the text the cell grid is least fair to is cut first.
  private static func excess(_ item: Item) -> Int {
    item.shownCells - Raster.column(item.maxX - item.minX)
  }

  private static func desiredStart(_ item: Item) -> Int {
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

extension CellPlacement {
  /// `assignRows` for many items, with the same result: the items a row test compares with are found
  /// through an `OverlapIndex` (those that overlap across), and a line's shared row is kept once for the
  /// line rather than in each of its items.
  ///
  /// The scan gives each item in turn the highest row of the earlier items on its line (same region, middles
  /// less than half a point apart: with items in order of their middles, a run of the latest ones), moves
  /// down past rows taken by overlapping items, and lifts the line's earlier items to its row. After an item,
  /// every shown item of its line is on its row; so a region keeps its line as that run and one row, and an
  /// item leaving the run keeps the row the line had then.
  fileprivate mutating func assignRowsIndexed(_ order: UnsafeBufferPointer<Int>) {
    for index in items.indices { items[index].row = 0 }
    var regionOf: [Int: Int] = [:]
    var runs: [[Int]] = []
    var runStart: [Int] = []
    var lineRow: [Int] = []
    var shownInRun: [Int] = []
    var inRun = [Bool](repeating: false, count: items.count)
    var placed = OverlapIndex(items: items, active: { _ in false })
    var taken: [Int] = []
    for index in order {
      let item = items[index]
      let region: Int
      if let known = regionOf[item.region] {
        region = known
      } else {
        region = runs.count
        regionOf[item.region] = region
        runs.append([])
        runStart.append(0)
        lineRow.append(0)
        shownInRun.append(0)
      }
      // Items whose middle is no longer within half a point leave the line with its row.
      while runStart[region] < runs[region].count {
        let earlier = runs[region][runStart[region]]
        guard !(item.midY - items[earlier].midY < 0.5) else { break }
        if inRun[earlier] {
          items[earlier].row = lineRow[region]
          inRun[earlier] = false
          shownInRun[region] -= 1
        }
        runStart[region] += 1
      }
      var row = min(Raster.row(item.midY - Raster.pointsPerRow / 2), max(0, rows - 1))
      // A line already placed in part keeps its row for the rest of it (dropped parts are on row 0).
      if shownInRun[region] > 0 { row = max(row, lineRow[region]) }
      taken.removeAll(keepingCapacity: true)
      placed.forEachOverlap(of: item, in: items) { other in
        taken.append(inRun[other] ? lineRow[regionOf[items[other].region]!] : items[other].row)
      }
      taken.sort()
      for rowTaken in taken where rowTaken == row && row < rows { row += 1 }
      if row >= rows { items[index].isDropped = true } else { items[index].row = row }
      // A line pushed down takes its earlier parts with it: they were all on the line's row, at most `row`.
      lineRow[region] = row
      runs[region].append(index)
      if !items[index].isDropped {
        inRun[index] = true
        shownInRun[region] += 1
        placed.activate(index)
      }
    }
    for (region, run) in runs.enumerated() {
      for index in run[runStart[region]...] where inRun[index] { items[index].row = lineRow[region] }
    }
    closeGapsIndexed(order)
  }

  /// The second half of `assignRows` for many items: lines that rounding put two rows below a near
  /// neighbour in points move up one, in the same order and with the same tests, found through indexes.
  private mutating func closeGapsIndexed(_ order: UnsafeBufferPointer<Int>) {
    let shown = OverlapIndex(items: items, active: { !$0.isDropped })
    // Each region's shown items by middle, to find an item's line.
    var byRegion: [Int: [Int]] = [:]
    for index in items.indices where !items[index].isDropped {
      byRegion[items[index].region, default: []].append(index)
    }
    for key in byRegion.keys { byRegion[key]!.sort { (items[$0].midY, $0) < (items[$1].midY, $1) } }
    // Lines found unable to move, until something moves.
    var stuck = Set<LineKey>()
    for index in order where !items[index].isDropped && items[index].row > 0 {
      let item = items[index]
      var nearest: Int?
      shown.forEachOverlap(of: item, in: items) { other in
        guard items[other].row < item.row else { return }
        guard let current = nearest else {
          nearest = other
          return
        }
        if items[other].row > items[current].row
          || (items[other].row == items[current].row && other < current)
        {
          nearest = other
        }
      }
      guard let nearest, item.row - items[nearest].row >= 2,
        item.midY - items[nearest].midY < 1.5 * Raster.pointsPerRow
      else { continue }
      let key = LineKey(region: item.region, midY: item.midY, row: item.row)
      guard !stuck.contains(key) else { continue }
      let line = lineMembers(of: item, among: byRegion[item.region] ?? [])
      let free = line.allSatisfy { member in
        var isTaken = false
        shown.forEachOverlap(of: items[member], in: items) { other in
          if items[other].row == item.row - 1 { isTaken = true }
        }
        return !isTaken
      }
      guard free else {
        stuck.insert(key)
        continue
      }
      for member in line { items[member].row -= 1 }
      stuck.removeAll()
    }
  }

  /// The shown items on `item`'s row and line (same region, middles less than half a point apart).
  private func lineMembers(of item: Item, among sorted: [Int]) -> [Int] {
    // The first whose middle is not more than a point above: a superset of the line, tested exactly.
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if items[sorted[middle]].midY < item.midY - 1 { low = middle + 1 } else { high = middle }
    }
    var line: [Int] = []
    for index in sorted[low...] {
      guard items[index].midY <= item.midY + 1 else { break }
      if items[index].row == item.row, Self.shareLine(items[index], item) { line.append(index) }
    }
    return line
  }

  /// A line as a gap closing tests it: its region, its middle and its row.
  private struct LineKey: Hashable {
    var region: Int
    var midY: Double
    var row: Int
  }

  /// Items by their span across, for the items overlapping one: those left of its trailing edge (a
  /// binary search of the leading edges) whose trailing edge is right of its leading one (a tree of the
  /// largest trailing edge under each node), so a query costs log n and the overlaps it finds. Only active
  /// items more than a point wide are found: no narrower one overlaps another (`Item.overlaps`).
  struct OverlapIndex {
    /// Item indices in order of leading edge.
    private let byMinX: [Int]
    private let minX: [Double]
    /// Position of each item in `byMinX`.
    private let position: [Int]
    /// Leaves from `size` on: an active item's trailing edge, or -infinity; each node the largest below.
    private var tree: [Double]
    private let size: Int
    private let maxX: [Double]

    init(items: [Item], active: (Item) -> Bool) {
      byMinX = items.indices.sorted { (items[$0].minX, $0) < (items[$1].minX, $1) }
      minX = byMinX.map { items[$0].minX }
      maxX = items.map(\.maxX)
      var position = [Int](repeating: 0, count: items.count)
      for (place, index) in byMinX.enumerated() { position[index] = place }
      self.position = position
      var size = 1
      while size < items.count { size *= 2 }
      self.size = size
      tree = [Double](repeating: -.infinity, count: 2 * size)
      for index in items.indices where active(items[index]) && items[index].maxX - items[index].minX > 1 {
        tree[size + position[index]] = items[index].maxX
      }
      for node in stride(from: size - 1, through: 1, by: -1) {
        tree[node] = max(tree[2 * node], tree[2 * node + 1])
      }
    }

    /// Makes an item findable.
    mutating func activate(_ index: Int) {
      guard maxX[index] - minX[position[index]] > 1 else { return }
      var node = size + position[index]
      tree[node] = maxX[index]
      node /= 2
      while node >= 1 {
        let value = max(tree[2 * node], tree[2 * node + 1])
        guard value != tree[node] else { break }
        tree[node] = value
        node /= 2
      }
    }

    /// Calls `body` with every active item that overlaps `item` across (`Item.overlaps`).
    func forEachOverlap(of item: Item, in items: [Item], _ body: (Int) -> Void) {
      guard item.maxX - item.minX > 1 else { return }
      // Leading edges left of the item's trailing edge: positions below `end`.
      var low = 0
      var high = minX.count
      while low < high {
        let middle = (low + high) / 2
        if minX[middle] < item.maxX { low = middle + 1 } else { high = middle }
      }
      let end = low
      guard end > 0 else { return }
      var stack: [(node: Int, first: Int, count: Int)] = [(1, 0, size)]
      while let (node, first, count) = stack.popLast() {
        guard first < end, tree[node] > item.minX else { continue }
        if count == 1 {
          let index = byMinX[first]
          if items[index].overlaps(item) { body(index) }
          continue
        }
        let half = count / 2
        stack.append((2 * node + 1, first + half, half))
        stack.append((2 * node, first, half))
      }
    }
  }
}
