import Testing

@testable import Rendering

/// Simple text (every scalar a grapheme of its own) is measured and painted scalar by scalar; these hold
/// that path to the grapheme by grapheme one it skips, on texts that take it and texts that do not.
struct PaintFastPathTests {
  static let texts: [String] = [
    "Arriving at 10:30\u{202F}AM",
    "• Step 2 of 4 — Out for delivery…",
    "Café crème brûlée ½",
    "e\u{301}clair",
    "☀️ 21°",
    "☀ 21°",
    "👨‍🍳 Preparing your pizza",
    "👨🍳 Preparing…",
    "📦 Order placed",
    "中文字幕 ok 中",
    "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1100} 각",
    "👍\u{1F3FD} thumbs",
    "\u{1F1EB}\u{1F1F7} flag",
    "→ ← ✓ ★ ╭─╮ █░ ● ○",
    "a\u{20E3} keycap",
    "zero\u{200B}width\u{2060}joiner",
    "tab\there",
    "",
  ]

  /// A frame whose interior row holds wide graphemes, so cutting their halves is compared too.
  static func painter(columns: Int) -> FramePainter {
    var painter = FramePainter(
      frame: Frame(
        width: columns + 2, height: 3, style: CellStyle(), fillWidth: columns + 2, fillHeight: 3,
        fill: CellStyle(background: .black)),
      glyphs: .unicode, surface: .black, columns: columns, rows: 1)
    painter.putGraphemes("x中文中文中文中文中文中文中文中文中文", x: 0, y: 0, style: CellStyle(background: .black))
    return painter
  }

  @Test("Text is painted as grapheme by grapheme painting paints it", arguments: texts)
  func putMatchesGraphemes(text: String) {
    let style = CellStyle(foreground: .orange, background: .blue, bold: true)
    for columns in [1, 2, 3, 4, 5, 8, 13, 40] {
      for x in [-1, 0, 1, 2, 3] {
        var fast = Self.painter(columns: columns)
        var general = Self.painter(columns: columns)
        fast.put(text, x: x, y: 0, style: style)
        general.putGraphemes(text, x: x, y: 0, style: style)
        #expect(fast.frame.cells == general.frame.cells, "\(columns) columns at \(x)")
        #expect(fast.frame.rows == general.frame.rows, "\(columns) columns at \(x)")
      }
    }
  }

  @Test("Text is measured as the sum of its graphemes", arguments: texts)
  func widthMatchesGraphemes(text: String) {
    #expect(CellWidth.of(text) == text.reduce(0) { $0 + CellWidth.of($1) })
  }

  @Test("Only text of lone scalars of 1 or 2 cells is simple")
  func simpleTexts() {
    for text in ["Arriving at 10:30\u{202F}AM", "• — … é ½", "📦 ☀ ╭─╮ ▣", ""] {
      #expect(CellWidth.simpleWidth(of: text) == CellWidth.of(text), "\(text)")
    }
    for text in [
      "e\u{301}", "☀️", "👨‍🍳", "\u{1100}\u{1161}", "👍\u{1F3FD}", "\u{1F1EB}\u{1F1F7}", "a\u{200B}", "\t",
    ] {
      #expect(CellWidth.simpleWidth(of: text) == nil, "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test("Every simple scalar is a grapheme of its own, as wide as the grapheme")
  func simpleScalars() {
    var count = 0
    for value in UInt32(0)...0x1_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let cells = CellWidth.simpleScalar(value)
      guard cells > 0 else { continue }
      count += 1
      let lone = String(Character(scalar))
      #expect(("a" + lone + "a").count == 3, "U+\(String(value, radix: 16))")
      #expect((lone + lone).count == 2, "U+\(String(value, radix: 16))")
      #expect(cells == CellWidth.of(Character(scalar)), "U+\(String(value, radix: 16))")
    }
    #expect(count > 3_000)
  }

  @Test("Outline codes are the outline's glyphs", arguments: [GlyphSet.unicode, .ascii])
  func outlineCodes(glyphs: GlyphSet) {
    // Top-left, top-right, bottom-left, bottom-right, across, down, as the goldens draw them.
    let pieces = Array(glyphs == .ascii ? "++++-|" : "╭╮╰╯─│")
    let codes = glyphs.outlineCodes
    var frame = Frame(width: 1, height: 1)
    #expect(frame.code(of: String(pieces[0])) == codes.0)
    #expect(frame.code(of: String(pieces[1])) == codes.1)
    #expect(frame.code(of: String(pieces[2])) == codes.2)
    #expect(frame.code(of: String(pieces[3])) == codes.3)
    #expect(frame.code(of: String(pieces[4])) == codes.4)
    #expect(frame.code(of: String(pieces[5])) == codes.5)
  }

  @Test("A frame's fill covers its top-left cells only")
  func fill() {
    let fill = CellStyle(background: .black)
    let sizes = [(5, 4, 2, 3), (5, 4, 0, 3), (5, 4, 2, 0), (5, 4, 9, 9), (0, 3, 1, 1)]
    for (width, height, across, down) in sizes {
      let frame = Frame(
        width: width, height: height, style: CellStyle(), fillWidth: across, fillHeight: down, fill: fill)
      for y in 0..<height {
        for x in 0..<width {
          let inside = x < across && y < down
          #expect(frame[x, y] == Cell(text: " ", style: inside ? fill : CellStyle()))
        }
      }
    }
  }
}
