import Testing

@testable import Renderer

/// Sharing width in a row, clipping text, and keeping wide graphemes whole.
@Suite struct LayoutTests {
  @Test(arguments: [
    ([5, 10, 20], 35, [5, 10, 20]), ([5, 10, 20], 25, [5, 10, 10]), ([5, 10, 20], 14, [5, 5, 4]),
    ([3, 3], 0, [0, 0]), ([], 10, []),
  ])
  func waterFillKeepsShortItemsWhole(_ ideals: [Int], _ budget: Int, _ expected: [Int]) {
    #expect(HStackSizing.waterFill(ideals, budget: budget) == expected)
  }

  @Test(arguments: [
    ("On the Way", 6, "On th…"), ("12:34", 5, "12:34"), ("👨‍🍳 Cook", 4, "👨‍🍳…"), ("中文字", 5, "中文…"),
    ("abc", 0, ""),
    ("a b  c", 5, "a b…"),
  ])
  func clipEndsWithAnEllipsisWithinTheWidth(_ text: String, _ width: Int, _ shown: String) {
    let result = TextWrap.clip(text, width: width)
    #expect(result.shown == shown)
    #expect(CellWidth.of(result.shown) <= width)
  }

  @Test func overwritingHalfAWideGraphemeBlanksTheOtherHalf() {
    var frame = Frame(width: 6, height: 1)
    frame.put("中", cells: 2, x: 2, y: 0, style: CellStyle())
    #expect(frame.row(0) == "  中  ")
    frame.put("x", cells: 1, x: 3, y: 0, style: CellStyle())
    #expect(frame.row(0) == "   x  ")
    frame.put("文", cells: 2, x: 5, y: 0, style: CellStyle())
    #expect(frame.row(0) == "   x  ", "a wide grapheme that does not fit becomes a space")
  }

  @Test func wrapBreaksAtSpaces() {
    #expect(
      TextWrap.lines("Out for delivery, 2 stops left", width: 12) == ["Out for", "delivery, 2", "stops left"])
  }
}
