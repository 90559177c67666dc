import ActivityState

/// Places resolved views in a rectangle of a frame, drawing them and recording every clip.
struct ItemPainter {
  var frame: Frame
  var truncations: [Truncation] = []
  let presentation: Presentation
  let glyphs: GlyphSet
  var region = ""
  /// The background under drawn content (the surface's own colour).
  var background: NamedColor?

  init(frame: Frame, presentation: Presentation, glyphs: GlyphSet, background: NamedColor?) {
    self.frame = frame
    self.presentation = presentation
    self.glyphs = glyphs
    self.background = background
  }

  mutating func draw(_ item: ViewItem, x: Int, y: Int, width: Int, height: Int, alignment: Alignment) {
    guard width >= 0, height > 0 else {
      if height <= 0, width >= 0, !item.texts.isEmpty, item.height(at: max(width, 1)) > 0 {
        record(
          item.texts.joined(separator: " / "), needed: item.height(at: max(width, 1)), available: 0,
          shown: "", unit: .rows)
      }
      return
    }
    switch item {
    case .text(let text):
      drawText(text, x: x, y: y, width: width, height: height, alignment: text.alignment ?? alignment)
    case .glyph(let glyph, let style, let own):
      let cells = CellWidth.of(glyph)
      guard cells <= width else {
        record(glyph, needed: cells, available: width, shown: "")
        return
      }
      write(glyph, x: x + offset(cells, in: width, own ?? alignment), y: y, style: style)
    case .bar(let fraction, let style):
      let filled = Int((fraction * Double(width)).rounded())
      for column in 0..<width {
        let done = column < filled
        writeCell(
          done ? glyphs.barFilled : glyphs.barEmpty, x: x + column, y: y, style: done ? style : pending(style)
        )
      }
    case .steps(let count, let current, let dots, let style):
      drawSteps(count: count, current: current, dots: dots, style: style, x: x, y: y, width: width)
    case .stack(.vertical, let children, let spacing, let own):
      drawColumn(
        children, spacing: spacing, x: x, y: y, width: width, height: height, alignment: own ?? alignment)
    case .stack(.horizontal, let children, let spacing, let own):
      let visible = children.filter { !$0.isEmpty }
      let widths = HStackSizing.allocate(visible, width: width, spacing: spacing)
      let used = widths.reduce(0, +) + spacing * max(0, visible.count - 1)
      var column = x + offset(used, in: width, own ?? alignment)
      for (child, childWidth) in zip(visible, widths) {
        draw(child, x: column, y: y, width: childWidth, height: height, alignment: .leading)
        column += childWidth + spacing
      }
    case .spacer, .empty:
      break
    }
  }

  private mutating func drawColumn(
    _ children: [ViewItem], spacing: Int, x: Int, y: Int, width: Int, height: Int, alignment: Alignment
  ) {
    let visible = children.filter { !$0.isEmpty }
    var row = y
    let bottom = y + height
    var clipped: [String] = []
    var neededRows = 0
    for (index, child) in visible.enumerated() {
      let childHeight = child.height(at: width)
      neededRows += childHeight + (index > 0 ? spacing : 0)
      if index > 0 { row += spacing }
      let room = bottom - row
      guard room > 0 else {
        clipped += child.texts
        continue
      }
      // A child taller than the rows left gets those rows (its text ends with "…"), as SwiftUI would.
      let rows = min(childHeight, room)
      draw(child, x: x, y: row, width: width, height: rows, alignment: alignment)
      row += rows
    }
    if !clipped.isEmpty {
      record(clipped.joined(separator: " / "), needed: neededRows, available: height, shown: "", unit: .rows)
    }
  }

  private mutating func drawText(
    _ item: ViewItem.TextItem, x: Int, y: Int, width: Int, height: Int, alignment: Alignment
  ) {
    let padding = item.capsule == nil ? 0 : 2
    let limit = min(width, item.maxWidth ?? width)
    let inner = max(0, limit - padding)
    let lineCount = min(item.lineLimit, height)
    if lineCount == 1, item.cells <= inner {
      let start = x + offset(item.cells + padding, in: width, alignment)
      drawLine(item.text, cells: item.cells, capsule: item.capsule, style: item.style, x: start, y: y)
      return
    }
    var lines = lineCount > 1 ? TextWrap.lines(item.text, width: inner) : [item.text]
    var clipped = false
    if lines.count > lineCount {
      lines = Array(lines.prefix(lineCount - 1)) + [lines.dropFirst(lineCount - 1).joined(separator: " ")]
      clipped = true
    }
    var shownLines: [String] = []
    var cutLines = Set<Int>()
    for (index, line) in lines.enumerated() {
      let (shown, lineClipped) = TextWrap.clip(line, width: inner, ellipsis: glyphs.ellipsis)
      if lineClipped { cutLines.insert(index) }
      clipped = clipped || lineClipped
      shownLines.append(shown)
    }
    if clipped {
      let needed = item.cells + padding
      record(
        item.text, needed: needed, available: limit * lineCount, shown: shownLines.joined(separator: " "))
    }
    for (index, line) in shownLines.enumerated() {
      let cells = CellWidth.of(line)
      let start = x + offset(cells + padding, in: width, alignment)
      drawLine(line, cells: cells, capsule: item.capsule, style: item.style, x: start, y: y + index)
      // The ellipsis is the line's last cell: mark it, so a painter can show where the text was cut.
      let mark = start + padding / 2 + cells - 1
      if cutLines.contains(index), cells > 0, frame.contains(x: mark, y: y + index) {
        frame[mark, y + index].style.isClipMark = true
      }
    }
  }

  /// One line of text, on a capsule background when it has one.
  private mutating func drawLine(
    _ line: String, cells: Int, capsule: NamedColor?, style: CellStyle, x: Int, y: Int
  ) {
    guard let capsule else {
      write(line, x: x, y: y, style: style)
      return
    }
    var capsuleStyle = style
    capsuleStyle.background = capsule
    write(" " + line + " ", x: x, y: y, style: capsuleStyle)
  }

  private mutating func drawSteps(
    count: Int, current: Int, dots: Bool, style: CellStyle, x: Int, y: Int, width: Int
  ) {
    guard count > 0, width > 0 else { return }
    if dots {
      let lineCells = max(0, width - count)
      var column = x
      for step in 0..<count {
        let done = step <= current
        writeCell(
          done ? glyphs.dotDone : glyphs.dotPending, x: column, y: y, style: done ? style : pending(style))
        column += 1
        guard step < count - 1 else { break }
        let length = lineCells / (count - 1) + (step < lineCells % (count - 1) ? 1 : 0)
        let lineDone = step + 1 <= current
        for _ in 0..<length {
          writeCell(
            lineDone ? glyphs.lineDone : glyphs.linePending, x: column, y: y,
            style: lineDone ? style : pending(style))
          column += 1
        }
      }
      return
    }
    let gap = width >= count * 2 - 1 ? 1 : 0
    let segmentCells = max(0, width - gap * (count - 1))
    var column = x
    for step in 0..<count {
      let length = segmentCells / count + (step < segmentCells % count ? 1 : 0)
      let done = step <= current
      for _ in 0..<length {
        writeCell(
          done ? glyphs.barFilled : glyphs.barEmpty, x: column, y: y, style: done ? style : pending(style))
        column += 1
      }
      column += gap
    }
  }

  private func pending(_ style: CellStyle) -> CellStyle {
    var muted = style
    muted.foreground = .gray
    return muted
  }

  private func offset(_ cells: Int, in width: Int, _ alignment: Alignment) -> Int {
    let spare = max(0, width - cells)
    switch alignment {
    case .leading: return 0
    case .center: return spare / 2
    case .trailing: return spare
    }
  }

  /// Writes one 1-cell glyph (bars, trackers): no grapheme breaking, no measuring.
  mutating func writeCell(_ glyph: String, x: Int, y: Int, style: CellStyle) {
    var cellStyle = style
    if cellStyle.background == nil { cellStyle.background = background }
    frame.put(glyph, cells: 1, x: x, y: y, style: cellStyle)
  }

  /// Writes text grapheme by grapheme; cells outside the frame are dropped.
  mutating func write(_ text: String, x: Int, y: Int, style: CellStyle) {
    var column = x
    var cellStyle = style
    if cellStyle.background == nil { cellStyle.background = background }
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      frame.putASCII(text, x: x, y: y, style: cellStyle)
      return
    }
    for grapheme in text {
      let cells = CellWidth.of(grapheme)
      guard cells > 0 else { continue }
      frame.put(String(grapheme), cells: cells, x: column, y: y, style: cellStyle)
      column += cells
    }
  }

  mutating func record(
    _ text: String, needed: Int, available: Int, shown: String, unit: Truncation.Unit = .cells
  ) {
    truncations.append(
      Truncation(
        presentation: presentation, region: region, text: text, needed: needed, available: available,
        shown: shown,
        unit: unit))
  }
}

extension ViewItem {
  /// Every text and glyph the item would draw, for reporting what a vertical clip hid.
  var texts: [String] {
    switch self {
    case .text(let item): [item.text]
    case .glyph(let glyph, _, _): [glyph]
    case .stack(_, let children, _, _): children.flatMap(\.texts)
    case .bar, .steps, .spacer, .empty: []
    }
  }
}
