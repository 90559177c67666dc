import Rendering
import TUI
import Testing

struct ScreenGridTests {
  @Test(
    "Text is clipped to its limit with an ellipsis, measured in cells",
    arguments: [
      ("Pizza Planet", 20, "Pizza Planet        "), ("Pizza Planet", 12, "Pizza Planet        "),
      ("Pizza Planet", 8, "Pizza P…            "), ("🔥 In the Oven", 5, "🔥 I…               "),
      ("🔥🔥🔥", 4, "🔥…                 "), ("", 3, "                    "),
    ] as [(String, Int, String)])
  func clipping(text: String, limit: Int, expected: String) {
    var grid = ScreenGrid(width: 20, height: 1)
    grid.write(text, x: 0, y: 0, style: .plain, limit: limit)
    #expect(grid.row(0) == expected)
    #expect(CellWidth.of(grid.row(0)) == 20)
  }

  @Test("Overwriting half of a wide grapheme blanks its other half, so the row keeps its width")
  func wideGraphemes() {
    var grid = ScreenGrid(width: 6, height: 1)
    grid.write("🔥🔥🔥", x: 0, y: 0, style: .plain)
    grid.write("a", x: 1, y: 0, style: .plain)
    #expect(grid.row(0) == " a🔥🔥")
    grid.write("b", x: 4, y: 0, style: .plain)
    #expect(grid.row(0) == " a🔥b ")
    // Text that does not fit before the right edge ends with an ellipsis instead of half a grapheme.
    grid.write("xy🔥", x: 3, y: 0, style: .plain)
    #expect(grid.row(0) == " a xy…")
  }

  @Test("A frame is copied with its styles; the part off the screen is dropped")
  func blit() {
    var frame = Frame(width: 4, height: 2, style: CellStyle(background: .black))
    frame[0, 0] = Cell(text: "📋", style: CellStyle(foreground: .green))
    frame[1, 0] = Cell(text: "", style: CellStyle(foreground: .green))
    var grid = ScreenGrid(width: 5, height: 2)
    grid.blit(frame, x: 2, y: 1)
    #expect(grid.rows == ["     ", "  📋 "])
    // A wide grapheme cut by the right edge becomes a blank.
    var edge = ScreenGrid(width: 3, height: 2)
    edge.blit(frame, x: 2, y: 0)
    #expect(edge.rows == ["   ", "   "])
    #expect(grid[2, 1].style == ScreenStyle(foreground: .green))
    #expect(grid[4, 1].style == ScreenStyle(foreground: .white, background: .black))
  }

  @Test("In ASCII mode every grapheme that is not ASCII is drawn as one '?' cell")
  func ascii() {
    var grid = ScreenGrid(width: 12, height: 1, ascii: true)
    grid.write("👨‍🍳 Café → “x”", x: 0, y: 0, style: .plain)
    #expect(grid.row(0) == "? Caf? > \"x\"")
    var clipped = ScreenGrid(width: 4, height: 1, ascii: true)
    clipped.write("abcdef", x: 0, y: 0, style: .plain)
    #expect(clipped.row(0) == "abc~")
  }

  @Test("Only the part of a write that lies on the grid is drawn, even on a 0×0 grid")
  func outside() {
    var empty = ScreenGrid(width: 0, height: 0)
    #expect(empty.write("x", x: 0, y: 0, style: .plain) == 0)
    empty.fill(x: 0, y: 0, count: 3, style: .plain)
    #expect(empty.rows.isEmpty)
    var grid = ScreenGrid(width: 3, height: 1)
    grid.write("abc", x: 0, y: 5, style: .plain)
    #expect(grid.row(0) == "   ")
    grid.write("abc", x: -1, y: 0, style: .plain)
    #expect(grid.row(0) == "bc ")
  }
}
