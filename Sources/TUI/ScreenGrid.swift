import Rendering

/// The whole terminal screen as a grid of cells: what the painter sends to ncurses, and what tests read.
///
/// It follows `Frame`'s convention: a two-cell grapheme is followed by a `""` cell, and overwriting either
/// half of a wide grapheme blanks the other half, so every row keeps exactly `width` cells.
public struct ScreenGrid: Equatable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Whether only ASCII may be drawn (a terminal without UTF-8): other graphemes become `?`.
  public let ascii: Bool
  /// Cells, row by row.
  public private(set) var cells: [ScreenCell]

  /// A blank screen.
  public init(width: Int, height: Int, ascii: Bool = false) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.ascii = ascii
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> ScreenCell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// Row `y` as text.
  public func row(_ y: Int) -> String {
    var text = ""
    for x in 0..<width { text += self[x, y].text }
    return text
  }

  /// Every row as text.
  public var rows: [String] { (0..<height).map(row) }

  /// The whole screen as text, rows joined by newlines, trailing spaces kept.
  public var text: String { rows.joined(separator: "\n") }

  /// Whether (x, y) is on the screen.
  public func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

  /// Writes `text` from (x, y), using at most `limit` columns (to the right edge by default); text that does
  /// not fit ends with an ellipsis. Returns the columns used.
  ///
  /// Much of what the screen shows came from the fixture or a payload (names, alerts, the log, the clips),
  /// so `text` is escaped first (`TerminalSafe`): a control character shows as `\u{1B}`, never vanishes
  /// and never reaches ncurses.
  @discardableResult
  public mutating func write(_ text: String, x: Int, y: Int, style: ScreenStyle, limit: Int? = nil) -> Int {
    let available = min(limit ?? (width - x), width - x)
    guard available > 0, y >= 0, y < height else { return 0 }
    let graphemes = text.terminalSafe.map { drawable($0) }
    let needed = graphemes.reduce(0) { $0 + $1.cells }
    let ellipsis = ascii ? "~" : "…"
    let room = needed > available ? available - 1 : available
    var column = x
    for (grapheme, cells) in graphemes where cells > 0 {
      if column + cells > x + room { break }
      put(grapheme, cells: cells, x: column, y: y, style: style)
      column += cells
    }
    if needed > available {
      put(ellipsis, cells: 1, x: column, y: y, style: style)
      column += 1
    }
    return column - x
  }

  /// Fills `count` cells of row `y` from `x` with blanks in `style`.
  public mutating func fill(x: Int, y: Int, count: Int, style: ScreenStyle) {
    for column in max(0, x)..<min(width, x + max(0, count)) {
      put(" ", cells: 1, x: column, y: y, style: style)
    }
  }

  /// Copies `frame` with its top-left corner at (x, y); the parts off the screen are dropped.
  public mutating func blit(_ frame: Frame, x: Int, y: Int) {
    for row in 0..<frame.height {
      var column = 0
      while column < frame.width {
        let cell = frame[column, row]
        var cells = 1
        while column + cells < frame.width, frame[column + cells, row].text.isEmpty { cells += 1 }
        if !cell.text.isEmpty {
          let (text, measured) = ascii ? drawable(Character(cell.text)) : (cell.text, cells)
          put(text, cells: measured, x: x + column, y: y + row, style: ScreenStyle(cell.style, colorScheme: frame.colorScheme))
        }
        column += cells
      }
    }
  }

  /// Changes the style of the cell at (x, y) (and of its other half, for a wide grapheme).
  public mutating func restyle(x: Int, y: Int, _ transform: (inout ScreenStyle) -> Void) {
    guard contains(x: x, y: y) else { return }
    transform(&self[x, y].style)
    var right = x + 1
    while right < width, self[right, y].text.isEmpty {
      transform(&self[right, y].style)
      right += 1
    }
  }

  /// ASCII stand-ins for the punctuation the simulator's own text uses.
  private static let asciiPunctuation: [Character: String] = [
    "·": ".", "“": "\"", "”": "\"", "‘": "'", "’": "'", "→": ">", "←": "<", "–": "-", "—": "-", "…": "~",
    "×": "x", "│": "|", "─": "-", "▶": ">", "±": "~",
  ]

  /// The text drawn for a grapheme and its cells: on an ASCII terminal, an ASCII stand-in for common
  /// punctuation and `?` for anything else that is not ASCII.
  private func drawable(_ grapheme: Character) -> (String, cells: Int) {
    if ascii && !grapheme.isASCII { return (Self.asciiPunctuation[grapheme] ?? "?", 1) }
    return (String(grapheme), CellWidth.of(grapheme))
  }

  /// Writes one grapheme of `cells` cells; a wide grapheme that does not fit becomes spaces.
  mutating func put(_ grapheme: String, cells count: Int, x: Int, y: Int, style: ScreenStyle) {
    guard contains(x: x, y: y), count > 0 else { return }
    guard x + count <= width else {
      for column in x..<width { clearHalves(x: column, y: y, style: style) }
      return
    }
    for column in x..<(x + count) { clearHalves(x: column, y: y, style: style) }
    self[x, y] = ScreenCell(text: grapheme, style: style)
    for column in (x + 1)..<(x + count) { self[column, y] = ScreenCell(text: "", style: style) }
  }

  /// Before (x, y) is overwritten: a wide grapheme it belongs to loses its other half, which becomes blank.
  private mutating func clearHalves(x: Int, y: Int, style: ScreenStyle) {
    if self[x, y].text.isEmpty {
      var left = x - 1
      while left > 0, self[left, y].text.isEmpty { left -= 1 }
      if left >= 0 { self[left, y].text = " " }
      for column in max(0, left + 1)..<x where self[column, y].text.isEmpty { self[column, y].text = " " }
    }
    var right = x + 1
    while right < width, self[right, y].text.isEmpty {
      self[right, y].text = " "
      right += 1
    }
    self[x, y] = ScreenCell(text: " ", style: style)
  }
}
