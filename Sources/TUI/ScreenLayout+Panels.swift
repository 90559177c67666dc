import Rendering
import Simulator
import Typography
import Views

extension ScreenLayout {
  /// The most lines the clipped list takes; the rest are counted, so the event log keeps its room.
  static let clippedLines = 5

  /// The clipped list's title and note: `Clipped: none · 1 near the edge` and what each mark present means,
  /// or that every text fits.
  public static func clippedHeading(
    _ truncations: [Truncation], device: String, ascii: Bool, width: Int
  ) -> (title: String, note: String) {
    let glyphs = ChromeGlyphs(ascii: ascii)
    let counts = ClipGroup.allCases.map { group in
      (group, truncations.filter { ClipGroup($0.kind) == group }.count)
    }
    // `·` in ASCII would be `-`, which reads as a minus between counts.
    let separator = glyphs.ascii ? ", " : " \(glyphs.dot) "
    let phone = counts[0].1
    let others = counts.dropFirst().filter { $0.1 > 0 }
    let title = ([phone == 0 ? "Clipped: none" : "Clipped: \(phone)"] + others.map { $0.0.counted($0.1) })
      .joined(separator: separator)
    guard !truncations.isEmpty else { return (title, "every text fits on the \(device)") }
    let present = counts.filter { $0.1 > 0 }.map(\.0)
    // The marks' meanings in full where they fit beside the title (and at least a short rule), the last
    // ones in few words first.
    var note = ""
    for shortened in 0...present.count {
      note = present.enumerated().map { index, group in
        "\(group.mark(glyphs)) \(group.legend(short: index >= present.count - shortened))"
      }.joined(separator: separator)
      if CellWidth.of(title) + CellWidth.of(note) + 5 <= width { break }
    }
    return (title, note)
  }

  /// `CLIPPED: 1 · 1 NEAR THE EDGE ──── ✂ cut on the phone …` and up to `maxLines` lines of findings, from
  /// column `x` in `width` cells (the screen's width inside its margins when not given); returns the rows
  /// used.
  @discardableResult
  static func drawClipped(
    _ grid: inout ScreenGrid, truncations: [Truncation], model: SimulatorModel, glyphs: ChromeGlyphs, y: Int,
    maxLines: Int, x: Int = Geometry.left, width: Int? = nil
  ) -> Int {
    let width = width ?? grid.width - 2 * Geometry.left
    // Cuts the phone makes first, then what the metrics cannot settle, then what only the terminal abridges.
    let order: [Truncation.Kind] = [.clipped, .unboundedTimer, .brokenWord, .tight, .scaled, .terminalOnly]
    let truncations = order.flatMap { kind in truncations.filter { $0.kind == kind } }
    let devices = [model.device.displayName] + (model.smallFamilyDevice.map { [$0.displayName] } ?? [])
    let heading = clippedHeading(
      truncations, device: devices.joined(separator: " and "), ascii: glyphs.ascii, width: width)
    drawSection(
      &grid, heading.title, note: Segment(text: heading.note, style: ScreenStyle(dim: true)), x: x,
      width: width, y: y, glyphs: glyphs)
    guard !truncations.isEmpty else { return 1 }
    let lines = max(1, min(maxLines, clippedLines))
    let shown = truncations.count > lines ? lines - 1 : truncations.count
    for (index, truncation) in truncations.prefix(shown).enumerated() {
      let row = y + 1 + index
      let group = ClipGroup(truncation.kind)
      let used = grid.write(
        group.mark(glyphs) + " ", x: x, y: row,
        style: group == .phone ? ScreenStyle(foreground: .yellow, bold: true) : ScreenStyle(dim: true))
      // The small family's clips are the watch's or the car's: the line names the device.
      let device = truncation.presentation == .small ? model.smallFamilyDevice.map { "\($0.name) " } : nil
      grid.write(
        ((device ?? "") + summary(truncation, glyphs: glyphs)).terminalSafe, x: x + used, y: row,
        style: .plain,
        limit: width - used)
    }
    if shown < truncations.count {
      grid.write(
        "  and \(truncations.count - shown) more (la-sim render lists them all)", x: x,
        y: y + 1 + shown, style: ScreenStyle(dim: true), limit: width)
    }
    return 1 + min(truncations.count, lines)
  }

  /// `expanded/leading: "Pizza Planet" needs 12 cells, has 11 → "Pizza Plan…"`. A text near the edge says
  /// how much room it has to spare, as the note already says what `≈` means.
  static func summary(_ truncation: Truncation, glyphs: ChromeGlyphs) -> String {
    if truncation.kind == .tight, truncation.needed > 0, truncation.needed.isFinite,
      truncation.available.isFinite
    {
      let unit = truncation.unit.rawValue
      let spare = (truncation.available - truncation.needed) / truncation.needed * 100
      // Tenths below 10 %: a text 0.1 % short is not "0 % short".
      let magnitude = min(abs(spare), 1000)
      let tenths = Int((magnitude * 10).rounded())
      let percent = tenths >= 100 ? "\(Int(magnitude.rounded()))" : "\(tenths / 10).\(tenths % 10)"
      let margin = spare >= 0 ? "\(percent) % to spare" : "\(percent) % short"
      return "\(truncation.presentation.rawValue)/\(truncation.region): \"\(truncation.text)\" needs "
        + "\(truncation.format(truncation.needed)) \(unit)" + (truncation.isVertical ? " of height" : "")
        + ", has \(truncation.format(truncation.available)) \(unit)"
        + " (\(margin), within the metrics' \(TextMetrics.relativeErrorText))"
    }
    return glyphs.ascii ? truncation.summary.replacing("→", with: "->") : truncation.summary
  }

  /// The most rows one log line may wrap onto; the rest is cut with an ellipsis.
  static let logLineRows = 3
  /// The narrowest event log whose lines keep the key pressed and the seconds (`10:00:00  ● n     …`).
  static let narrowLog = 40

  /// `EVENT LOG ────` and the newest lines that fit between `top` and `bottom` (exclusive), from column `x`
  /// in `width` cells (the screen's width inside its margins when not given); a long line (a push's
  /// diagnostic) wraps under its text, so the reason is readable whole. Narrower than `narrowLog` cells, a
  /// line leaves out the key and the seconds, so that its text keeps some room.
  static func drawLog(
    _ grid: inout ScreenGrid, log: [LogLine], glyphs: ChromeGlyphs, top: Int, bottom: Int,
    x: Int = Geometry.left, width: Int? = nil
  ) {
    let width = width ?? grid.width - 2 * Geometry.left
    drawSection(
      &grid, "Event log", note: Segment(text: "newest last", style: ScreenStyle(dim: true)), x: x,
      width: width, y: top, glyphs: glyphs)
    let rows = max(0, bottom - top - 1)
    // time (8) + 2 + mark (1) + 1 + key (5) + 1: the text starts 18 cells in. A key is always followed by a
    // space: `space` and `right` fill the key's five cells, and a longer one (`e right`, a key pressed at
    // the end prompt) moves its own line's text on rather than running into it.
    let narrow = width < narrowLog
    let indent = narrow ? 8 : 18
    let textWidth = max(1, width - indent)
    var lines: [[Segment]] = []
    for line in log.suffix(rows).reversed() {
      let color: NamedColor? =
        switch line.kind {
        case .applied: .green
        case .ignored: .yellow
        case .refused: .red
        case .warning: .orange
        case .info: nil
        }
      let textStyle = ScreenStyle(foreground: line.kind == .info ? nil : color)
      // Escaped before it is wrapped, so the lines are cut where the escaped text is.
      let wrapped = wrap(line.text.terminalSafe, width: textWidth, rows: logLineRows)
      let time = SimulatorModel.time(line.date)
      var entry = [
        narrow
          ? [
            Segment(text: String(time.prefix(5)), style: ScreenStyle(dim: true)),
            Segment(text: " ", style: .plain),
            Segment(text: glyphs.mark(line.kind), style: ScreenStyle(foreground: color, bold: true)),
            Segment(text: " ", style: .plain),
            Segment(text: wrapped[0], style: textStyle),
          ]
          : [
            Segment(text: time, style: ScreenStyle(dim: true)),
            Segment(text: "  ", style: .plain),
            Segment(text: glyphs.mark(line.kind), style: ScreenStyle(foreground: color, bold: true)),
            Segment(text: " " + pad(line.key, to: 5) + " ", style: ScreenStyle(bold: true)),
            Segment(text: wrapped[0], style: textStyle),
          ]
      ]
      for more in wrapped.dropFirst() {
        entry.append([
          Segment(text: String(repeating: " ", count: indent), style: .plain),
          Segment(text: more, style: textStyle),
        ])
      }
      // Whole entries only, newest first; the newest is shown even when it alone overflows.
      if !lines.isEmpty, lines.count + entry.count > rows { break }
      lines.insert(contentsOf: entry, at: 0)
    }
    for (index, segments) in lines.prefix(rows).enumerated() {
      write(segments, to: &grid, x: x, y: top + 1 + index, limit: width)
    }
  }

  /// `text` in lines of at most `width` cells, broken between words (inside a word longer than a line), at
  /// most `rows` lines; the last line keeps the rest, for the grid to cut with an ellipsis.
  public static func wrap(_ text: String, width: Int, rows: Int) -> [String] {
    CellWidth.wrap(text, width: width, rows: rows)
  }

  static func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - CellWidth.of(text)))
  }

  /// The key bar, and the help over the screen while it is open: one `HelpBox` for both.
  static func drawKeys(_ grid: inout ScreenGrid, model: SimulatorModel, glyphs: ChromeGlyphs, y: Int) {
    let help =
      model.mode == .help ? HelpBox(rows: grid.height, columns: grid.width, ascii: glyphs.ascii) : nil
    drawKeyBar(&grid, model: model, glyphs: glyphs, y: y, helpPages: help?.pages ?? 1)
    if let help { drawHelp(&grid, box: help, glyphs: glyphs, page: model.helpPage) }
  }

  /// The last row: the keys, generated from the key table that dispatches them; with the help open, how to
  /// turn its `helpPages` pages or close it.
  static func drawKeyBar(
    _ grid: inout ScreenGrid, model: SimulatorModel, glyphs: ChromeGlyphs, y: Int, helpPages: Int = 1
  ) {
    let bar = ScreenStyle(reverse: true)
    var keyStyle = bar
    keyStyle.bold = true
    var segments: [Segment] = []
    let table: [KeyBinding]
    switch model.mode {
    case .endPrompt:
      let prompt = ScreenStyle(foreground: .yellow, bold: true, reverse: true)
      grid.fill(x: 0, y: y, count: grid.width, style: prompt)
      keyStyle = prompt
      segments.append(Segment(text: " End the activity with dismissal:  ", style: prompt))
      table = KeyTable.end
    case .help:
      grid.fill(x: 0, y: y, count: grid.width, style: bar)
      let paged = model.helpPage < helpPages - 1
      segments.append(
        Segment(
          text: paged ? " space turns the page, any other key closes help  " : " any key closes help  ",
          style: bar))
      table = KeyTable.main.filter { $0.action == .quit }
    case .normal:
      grid.fill(x: 0, y: y, count: grid.width, style: bar)
      segments.append(Segment(text: " ", style: bar))
      table = KeyTable.main.filter(\.inKeyBar)
    }
    for (index, binding) in table.enumerated() {
      let key = glyphs.ascii ? binding.keys[0].asciiLabel : binding.keys[0].label
      segments.append(Segment(text: key, style: keyStyle))
      let label = binding.action == .end(.fixtureDelay) ? fixtureDelayLabel(model) : binding.short
      // Two cells between bindings, none after the last: a bar that fits to its last letter is not cut (the
      // row is filled in the bar's style anyway).
      let gap = index < table.count - 1 ? "  " : ""
      segments.append(Segment(text: " \(label)\(gap)", style: model.mode == .endPrompt ? keyStyle : bar))
    }
    write(segments, to: &grid, x: 0, y: y, limit: grid.width)
  }

  /// `after delay (+5 min)`, from the fixture's end.
  static func fixtureDelayLabel(_ model: SimulatorModel) -> String {
    switch model.definition.end.dismissal {
    case .afterDelay(let delay): "after delay (end + \(SimulatorModel.amount(delay)))"
    case .default: "fixture's end (.default)"
    case .immediate: "fixture's end (.immediate)"
    }
  }

  /// The key help, centred over the screen, generated from the key tables (`HelpBox`): page `page` when it
  /// is taller than the terminal (the last where the model counted more, as it does not know the glyphs).
  static func drawHelp(_ grid: inout ScreenGrid, box: HelpBox, glyphs: ChromeGlyphs, page: Int = 0) {
    let width = box.width
    let height = box.height
    guard width > 10, height > 4 else { return }
    let x = (grid.width - width) / 2
    let y = (grid.height - height) / 2
    let border = ScreenStyle(foreground: .cyan, bold: true)
    // A cell of margin each side where the screen has it: no stray character of the screen beside the box.
    let margin = x > 0 ? 1 : 0
    for row in y..<(y + height) {
      grid.fill(x: x - margin, y: row, count: min(grid.width - x + margin, width + 2 * margin), style: .plain)
    }
    let inner = width - 2
    grid.write(
      glyphs.topLeft + String(repeating: glyphs.rule, count: inner) + glyphs.topRight, x: x, y: y,
      style: border)
    grid.write(" Keys ", x: x + 2, y: y, style: border)
    grid.write(
      glyphs.bottomLeft + String(repeating: glyphs.rule, count: inner) + glyphs.bottomRight, x: x,
      y: y + height - 1, style: border)
    for row in (y + 1)..<(y + height - 1) {
      grid.write(glyphs.vertical, x: x, y: row, style: border)
      grid.write(glyphs.vertical, x: x + width - 1, y: row, style: border)
    }
    let shownPage = min(page, box.pages - 1)
    if box.pages > 1 {
      let turn =
        shownPage < box.pages - 1 ? "space: page \(shownPage + 2) of \(box.pages)" : "any key closes the help"
      grid.write(
        "page \(shownPage + 1) of \(box.pages) \(glyphs.dot) \(turn)", x: x + 3, y: y + height - 2,
        style: ScreenStyle(dim: true), limit: inner - 2)
    }
    for (index, line) in box.rows(onPage: shownPage).enumerated() {
      let row = y + box.firstRow + index
      let used = grid.write(
        pad(line.key, to: box.keyWidth), x: x + 3, y: row, style: ScreenStyle(foreground: .cyan, bold: true),
        limit: inner - 2)
      grid.write(line.text, x: x + 3 + used + 2, y: row, style: .plain, limit: max(0, inner - 5 - used))
    }
  }

}
