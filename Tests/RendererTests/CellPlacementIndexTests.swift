import TestSupport
import Testing
import Views

@testable import Rendering

/// The indexed row assignment that many items take (an HStack of 10,000 texts) places every item where
/// the scan that a few dozen take would: same row, same cells, same dropped items.
@Suite struct CellPlacementIndexTests {
  /// Items like a layout's: rows of texts on shared lines (an HStack), lines a fraction of a point apart,
  /// overlapping and nested spans, several regions, bars and texts.
  static func items(seed: UInt64, count: Int) -> [CellPlacement.Item] {
    var random = SplitMix(seed: seed)
    var items: [CellPlacement.Item] = []
    var lineY = Double.random(in: 0...20, using: &random)
    var x = 0.0
    for element in 0..<count {
      if Int.random(in: 0..<6, using: &random) == 0 {
        lineY += [0.2, 0.6, 7, 13, 20][Int.random(in: 0..<5, using: &random)]
        x = Double.random(in: 0...40, using: &random)
      }
      let width = [0.5, 3, 12, 40, 120][Int.random(in: 0..<5, using: &random)]
      let minX = x + Double.random(in: -6...6, using: &random)
      x += width + [0, 1, 4][Int.random(in: 0..<3, using: &random)]
      let anchors: [Alignment] = [.leading, .center, .trailing]
      items.append(
        CellPlacement.Item(
          element: element, cells: Int.random(in: 0...12, using: &random),
          isText: Bool.random(using: &random), minX: minX, maxX: minX + width,
          midY: lineY + [0, 0, 0, 0.3, 1][Int.random(in: 0..<5, using: &random)],
          anchor: anchors[Int.random(in: 0..<3, using: &random)],
          region: Int.random(in: 0..<3, using: &random), isSpan: Bool.random(using: &random)))
    }
    return items
  }

  static func placed(_ items: [CellPlacement.Item], columns: Int, rows: Int, indexed: Bool) -> [[Int]] {
    var placement = CellPlacement(items: items, columns: columns, rows: rows)
    placement.resolve(indexed: indexed)
    return placement.items.map { [$0.element, $0.row, $0.start, $0.shownCells, $0.isDropped ? 1 : 0] }
  }

  @Test(arguments: 0..<300)
  func indexedPlacementEqualsTheScan(seed: Int) {
    var random = SplitMix(seed: UInt64(seed) &* 7919)
    let count = [1, 5, 30, 60, 200][seed % 5]
    let items = Self.items(seed: UInt64(seed), count: count)
    let columns = Int.random(in: 1...90, using: &random)
    let rows = Int.random(in: 1...14, using: &random)
    #expect(
      Self.placed(items, columns: columns, rows: rows, indexed: true)
        == Self.placed(items, columns: columns, rows: rows, indexed: false))
  }

  /// A row of 3,000 texts wider than the frame: the scan's answer, from the index.
  @Test func wideRowOfTextsMatchesTheScan() {
    let items = (0..<3_000).map { index in
      CellPlacement.Item(
        element: index, cells: 1 + index % 4, isText: true, minX: Double(index) * 0.12,
        maxX: Double(index) * 0.12 + 0.1, midY: 40, anchor: .leading)
    }
    let indexed = Self.placed(items, columns: 60, rows: 12, indexed: true)
    #expect(indexed == Self.placed(items, columns: 60, rows: 12, indexed: false))
    #expect(indexed.filter { $0[4] == 0 }.count == 3_000)
  }
}
