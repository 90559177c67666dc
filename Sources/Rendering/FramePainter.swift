import Layout
import Views

/// Draws a laid-out presentation into its frame: the outline at the presentation's real size, then every
/// element at the cells `CellPlacement` gives it. Interior coordinates start inside the outline.
struct FramePainter {
  /// A text the terminal had to abridge.
  struct Abridged {
    var region: String
    var text: String
    var needed: Int
    var available: Int
    var shown: String
  }

  var frame: Frame
  let glyphs: GlyphSet
  let surface: NamedColor
  /// The presentation's real size inside the outline, in cells.
  let columns: Int
  let rows: Int
  var abridged: [Abridged] = []

  init(frame: Frame, glyphs: GlyphSet, surface: NamedColor, columns: Int, rows: Int) {
    self.frame = frame
    self.glyphs = glyphs
    self.surface = surface
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The outline around the real size (the frame was made with its inside in the surface colour).
  mutating func drawOutline(style: CellStyle) {
    let right = columns + 1
    let bottom = rows + 1
    guard frame.width > right, frame.height > bottom else { return }
    let (topLeft, topRight, bottomLeft, bottomRight, line, side) = glyphs.outlineCodes
    frame.set(code: topLeft, x: 0, y: 0, style: style)
    frame.set(code: line, columns: 1..<right, y: 0, style: style)
    frame.set(code: topRight, x: right, y: 0, style: style)
    frame.set(code: side, x: 0, rows: 1..<bottom, style: style)
    frame.set(code: side, x: right, rows: 1..<bottom, style: style)
    frame.set(code: bottomLeft, x: 0, y: bottom, style: style)
    frame.set(code: line, columns: 1..<right, y: bottom, style: style)
    frame.set(code: bottomRight, x: right, y: bottom, style: style)
  }

  /// Writes text at interior (x, y), grapheme by grapheme, never outside the real size. Simple text (most
  /// of it: see `CellWidth.simpleWidth`) is written scalar by scalar, with the same cells.
  mutating func put(_ text: String, x: Int, y: Int, style: CellStyle) {
    guard y >= 0, y < rows else { return }
    var style = style
    if style.background == nil { style.background = surface }
    // Left of the interior nothing is drawn, whatever the text.
    guard x >= 0 else { return }
    let isDrawn = text.utf8.withContiguousStorageIfAvailable { utf8 in
      frame.putSimple(utf8, x: x + 1, y: y + 1, end: columns + 1, style: style)
    }
    if isDrawn == true { return }
    putGraphemes(text, x: x, y: y, style: style)
  }

  /// `put` for any text, grapheme by grapheme, in the style `put` completed.
  mutating func putGraphemes(_ text: String, x: Int, y: Int, style: CellStyle) {
    var column = x
    for grapheme in text {
      let cells = CellWidth.of(grapheme)
      guard cells > 0 else { continue }
      guard column >= 0, column + cells <= columns else { break }
      frame.put(String(grapheme), cells: cells, x: column + 1, y: y + 1, style: style)
      column += cells
    }
  }

  /// Writes a one-cell glyph (bars, trackers), packed once with `Frame.code(of:)`, at interior (x, y): no
  /// grapheme breaking, no measuring.
  mutating func putCell(code: UInt32, x: Int, y: Int, style: CellStyle) {
    guard y >= 0, y < rows, x >= 0, x < columns else { return }
    var style = style
    if style.background == nil { style.background = surface }
    frame.put(code: code, cells: 1, x: x + 1, y: y + 1, style: style)
  }

  mutating func draw(_ layout: PresentationLayout) {
    // Elements are read in place: a copy of one retains each of its strings and colours.
    layout.elements.withUnsafeBufferPointer { draw($0, clips: layout.clips) }
  }

  private mutating func draw(_ elements: UnsafeBufferPointer<PlacedElement>, clips: [LayoutClip]) {
    // Built straight into the placement: a second reference would make its first write copy them all.
    var placement = CellPlacement(items: [], columns: columns, rows: rows)
    placement.items.reserveCapacity(elements.count)
    var symbolGlyphs: [(element: Int, glyph: String)] = []
    // The last element numbered and its region's number: a region's elements come one after another.
    var previous: (element: Int, region: Int)?
    // Each text's line as drawn, found once for its width and again for its cells.
    var drawnLines = [DrawnLine?](repeating: nil, count: elements.count)
    for index in elements.indices {
      let cells: Int
      var isText = false
      var isSpan = false
      switch elements[index].content {
      case .background:
        continue
      case .text(let text, let font, let scale, _):
        isText = true
        // A text on a capsule is drawn with a cell of the capsule on each side.
        let drawn = DrawnLine(text, font: font, scale: scale, segments: elements[index].segments)
        drawnLines[index] = drawn
        let capsule = elements[index].paint.background == nil ? 0 : 2
        cells = CellWidth.of(Self.cells(drawn, glyphs).text) + capsule
      case .symbol(let name):
        // Looked up once: the catalogue is searched by halves, and the glyph is drawn below.
        let glyph = glyphs.symbol(name)
        symbolGlyphs.append((index, glyph))
        cells = CellWidth.of(glyph)
      case .progress, .steps, .shape, .divider(vertical: false), .image:
        isSpan = true
        cells = max(1, Raster.column(elements[index].rect.maxX) - Raster.column(elements[index].rect.x))
      case .divider(vertical: true):
        cells = 1
      }
      // A region is numbered by its first element: placement only tells regions apart. The previous
      // element's region is the one asked first; the items placed so far are searched only at a change.
      let region: Int
      if let previous, elements[previous.element].region == elements[index].region {
        region = previous.region
      } else {
        region =
          placement.items.first { elements[$0.element].region == elements[index].region }?.region ?? index
      }
      previous = (index, region)
      placement.items.append(
        CellPlacement.Item(
          element: index, cells: cells, isText: isText, minX: elements[index].rect.x,
          maxX: elements[index].rect.maxX,
          midY: elements[index].rect.midY, anchor: isText ? elements[index].anchor : .leading, region: region,
          isSpan: isSpan))
    }
    placement.resolve()
    // A text cut within the metrics' error is drawn cut (the best estimate) but its `…` is no clip mark: the
    // report lists it as one a phone may or may not cut.
    let tight =
      clips.contains { $0.kind == .tight }
      ? Set(clips.filter { $0.kind == .tight }.map { $0.region + "\u{0}" + $0.shown }) : []
    for item in placement.items {
      var style = CellStyle(bold: elements[item.element].paint.bold)
      style.setForeground(elements[item.element].paint.foreground)
      style.setBackground(elements[item.element].paint.background, on: surface)
      switch elements[item.element].content {
      case .text(let text, let font, let scale, let isTruncated):
        drawText(
          text,
          drawn: drawnLines[item.element]
            ?? DrawnLine(text, font: font, scale: scale, segments: elements[item.element].segments),
          item: item, isTruncated: isTruncated,
          marksClip: tight.isEmpty || !tight.contains(elements[item.element].region + "\u{0}" + text),
          capsule: elements[item.element].paint.background != nil, style: style,
          region: elements[item.element].region)
      case .shape(let kind):
        guard !item.isDropped else {
          unshown("shape", item: item, region: elements[item.element].region)
          continue
        }
        drawShape(
          kind, height: elements[item.element].rect.height,
          isFaint: Self.isFaint(elements[item.element].paint.foreground), item: item,
          style: style)
      case .symbol(let name):
        guard !item.isDropped, item.shownCells >= item.cells else {
          unshown("Image(systemName: \"\(name)\")", item: item, region: elements[item.element].region)
          continue
        }
        let glyph = symbolGlyphs.first { $0.element == item.element }?.glyph ?? glyphs.symbol(name)
        put(glyph, x: item.start, y: item.row, style: style)
      case .progress(let fraction):
        guard !item.isDropped else {
          unshown("ProgressView", item: item, region: elements[item.element].region)
          continue
        }
        let filled = Int((min(max(fraction, 0), 1) * Double(item.shownCells)).rounded())
        let (full, empty) = (frame.code(of: glyphs.barFilled), frame.code(of: glyphs.barEmpty))
        // An untinted ProgressView fills with the accent colour.
        let tint = elements[item.element].paint.foreground ?? StyleColor(NamedColor.accent)
        for column in 0..<item.shownCells {
          let done = elements[item.element].isMirrored ? column >= item.shownCells - filled : column < filled
          style.setForeground(done ? tint : StyleColor(.gray, opacity: 0.3))
          putCell(code: done ? full : empty, x: item.start + column, y: item.row, style: style)
        }
      case .steps(let count, let current, let dots):
        guard !item.isDropped else {
          unshown("step tracker", item: item, region: elements[item.element].region)
          continue
        }
        drawSteps(
          count: count, current: current, dots: dots, style: style, x: item.start, y: item.row,
          width: item.shownCells)
      case .image(let name):
        guard !item.isDropped else {
          unshown("Image(\"\(name)\")", item: item, region: elements[item.element].region)
          continue
        }
        let code = frame.code(of: item.shownCells == 1 ? glyphs.imageCell : glyphs.imageFill)
        for column in 0..<item.shownCells {
          putCell(code: code, x: item.start + column, y: item.row, style: style)
        }
      case .divider(let vertical):
        guard !item.isDropped else { continue }
        let code = frame.code(of: vertical ? glyphs.dividerDown : glyphs.dividerAcross)
        for column in 0..<(vertical ? 1 : item.shownCells) {
          putCell(code: code, x: item.start + column, y: item.row, style: style)
        }
      case .background:
        break
      }
    }
  }

  /// Whether a fill is faint enough to read as "not reached" (a tracker's `gray.opacity(0.3)`): under half
  /// opaque, the colour's own alpha (`.tertiary`) included. Such a shape gets the hollow glyph, so a text
  /// frame shows which steps are done without colour.
  static func isFaint(_ fill: StyleColor?) -> Bool {
    guard let fill else { return false }
    return fill.opacity * fill.resolved(in: .dark).alpha < 0.5
  }

  /// A shape in one row: a dot for a circle, a line for a thin bar, a bar for a thicker one, a block for
  /// anything taller; hollow or dashed when its fill is faint.
  private mutating func drawShape(
    _ kind: ShapeKind, height: Double, isFaint: Bool, item: CellPlacement.Item, style: CellStyle
  ) {
    let glyph: String
    let isDot: Bool
    switch kind {
    case .circle,
      .ellipse where item.shownCells <= 2:
      glyph = isFaint ? glyphs.dotPending : glyphs.dotDone
      isDot = true
    default:
      isDot = false
      glyph =
        height <= 3
        ? (isFaint ? glyphs.linePending : glyphs.lineDone)
        : height <= 7
          ? (isFaint ? glyphs.shapeBarFaint : glyphs.shapeBar)
          : (isFaint ? glyphs.blockFaint : glyphs.barFilled)
    }
    let code = frame.code(of: glyph)
    if isDot {
      putCell(code: code, x: item.start + (item.shownCells - 1) / 2, y: item.row, style: style)
      return
    }
    for column in 0..<item.shownCells {
      putCell(code: code, x: item.start + column, y: item.row, style: style)
    }
  }

  /// A view the phone shows that the cell grid has no room for: reported as terminal only, never silent.
  private mutating func unshown(_ view: String, item: CellPlacement.Item, region: String) {
    abridged.append(
      Abridged(
        region: region, text: view, needed: item.cells, available: item.isDropped ? 0 : item.shownCells,
        shown: ""))
  }

  /// Draws a line of text: `drawn`, what the phone draws of `text` (which reports quote), in the terminal's
  /// glyphs.
  private mutating func drawText(
    _ text: String, drawn: DrawnLine, item: CellPlacement.Item, isTruncated: Bool, marksClip: Bool,
    capsule: Bool, style: CellStyle, region: String
  ) {
    let (display, segments) = Self.cells(drawn, glyphs)
    let padding = capsule ? 2 : 0
    let room = item.isDropped ? 0 : max(0, item.shownCells - padding)
    var shown = display
    let natural = item.cells - padding
    if room < natural {
      // Where the phone cuts the end too, its `…` stays last, so the picture still shows the phone's cut.
      let ellipsis = glyphs.ellipsis
      let cutByPhone = isTruncated && display.hasSuffix(ellipsis) && room > CellWidth.of(ellipsis) + 1
      shown =
        cutByPhone
        ? Self.abridge(
          String(display.dropLast(ellipsis.count)), to: room - CellWidth.of(ellipsis),
          mark: glyphs.abridgeMark)
          + ellipsis
        : Self.abridge(display, to: room, mark: glyphs.abridgeMark)
      abridged.append(
        Abridged(
          region: region, text: text, needed: natural, available: room, shown: shown))
    }
    guard !item.isDropped, room > 0 else { return }
    if !segments.isEmpty, shown == display, !isTruncated {
      drawSegments(shown, segments, x: item.start + padding / 2, y: item.row, style: style)
      if capsule {
        put(" ", x: item.start, y: item.row, style: style)
        put(" ", x: item.start + padding / 2 + CellWidth.of(shown), y: item.row, style: style)
      }
      return
    }
    put(capsule ? " " + shown + " " : shown, x: item.start, y: item.row, style: style)
    guard isTruncated, marksClip else { return }
    // Mark the phone's ellipsis, wherever the truncation mode put it: last when the text ends with one
    // (tail), else the first (head, middle).
    let start = item.start + padding / 2
    if shown.hasSuffix(glyphs.ellipsis) {
      frame.markClip(x: start + CellWidth.of(shown) - 1 + 1, y: item.row + 1)
      return
    }
    var column = start
    for grapheme in shown {
      if String(grapheme) == glyphs.ellipsis {
        frame.markClip(x: column + 1, y: item.row + 1)
        return
      }
      column += CellWidth.of(grapheme)
    }
  }

  /// What a drawn line shows in cells, in `glyphs`: each piece after spaces to the column its tab's stop falls
  /// in (a tab past the line's reach draws nothing), and the parts of a `Text + Text` counted in it (the
  /// spaces a part of their own, with no colour).
  static func cells(_ drawn: DrawnLine, _ glyphs: GlyphSet) -> (text: String, segments: [TextSegment]) {
    guard drawn.pieces.count > 1 else {
      return (glyphs.text(drawn.pieces.first?.text ?? ""), drawn.pieces.first?.segments ?? [])
    }
    let font = drawn.pieces.lazy.flatMap(\.segments).first?.font
    var text = ""
    var segments: [TextSegment] = []
    var column = 0
    for piece in drawn.pieces {
      let spaces = max(0, Raster.column(piece.x) - column)
      if spaces > 0 {
        text += String(repeating: " ", count: spaces)
        if let font { segments.append(TextSegment(count: spaces, font: font, paint: Paint())) }
      }
      let shown = glyphs.text(piece.text)
      text += shown
      segments += piece.segments
      column += spaces + CellWidth.of(shown)
    }
    return (text, segments)
  }

  /// A whole `Text + Text` line, each part in its own colour and weight.
  private mutating func drawSegments(
    _ text: String, _ segments: [TextSegment], x: Int, y: Int, style: CellStyle
  ) {
    var rest = Substring(text)
    var column = x
    for segment in segments {
      let part = String(rest.prefix(segment.count))
      rest = rest.dropFirst(segment.count)
      var partStyle = style
      partStyle.bold = segment.paint.bold
      partStyle.setForeground(segment.paint.foreground)
      put(part, x: column, y: y, style: partStyle)
      column += CellWidth.of(part)
    }
  }

  /// `text` cut to `cells` cells, ending with `mark`.
  static func abridge(_ text: String, to cells: Int, mark: String) -> String {
    guard cells > 0 else { return "" }
    let limit = cells - CellWidth.of(mark)
    var shown = ""
    var used = 0
    for grapheme in text {
      let width = CellWidth.of(grapheme)
      if used + width > limit { break }
      shown.append(grapheme)
      used += width
    }
    while shown.last == " " { shown.removeLast() }
    return limit >= 0 ? shown + mark : ""
  }

  private mutating func drawSteps(
    count: Int, current: Int, dots: Bool, style: CellStyle, x: Int, y: Int, width: Int
  ) {
    guard count > 0, count < 10_000, width > 0 else { return }
    var pending = style
    pending.setForeground(StyleColor(.gray, opacity: 0.3))
    let (dotDone, dotPending) = (frame.code(of: glyphs.dotDone), frame.code(of: glyphs.dotPending))
    let (lineDone, linePending) = (frame.code(of: glyphs.lineDone), frame.code(of: glyphs.linePending))
    let (full, empty) = (frame.code(of: glyphs.barFilled), frame.code(of: glyphs.barEmpty))
    if dots {
      let lineCells = max(0, width - count)
      var column = x
      for step in 0..<count {
        let done = step <= current
        putCell(code: done ? dotDone : dotPending, x: column, y: y, style: done ? style : pending)
        column += 1
        guard step < count - 1 else { break }
        let length = lineCells / (count - 1) + (step < lineCells % (count - 1) ? 1 : 0)
        let isDone = step + 1 <= current
        for _ in 0..<length {
          putCell(code: isDone ? lineDone : linePending, x: column, y: y, style: isDone ? style : pending)
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
        putCell(code: done ? full : empty, x: column, y: y, style: done ? style : pending)
        column += 1
      }
      column += gap
    }
  }
}
