import ActivityState

/// How one cell is drawn, in terms a painter maps to its own palette.
public struct CellStyle: Hashable, Sendable {
  /// The text colour; nil is the surface's default (white on the island and on dark cards).
  public var foreground: NamedColor?
  /// The background colour; nil is the terminal's own.
  public var background: NamedColor?
  /// Bold text.
  public var bold = false
  /// Dimmed (stale content, empty surfaces).
  public var dim = false
  /// The ellipsis where a text was cut: painters may highlight it so clips can be seen at a glance.
  public var isClipMark = false

  /// A style.
  public init(
    foreground: NamedColor? = nil, background: NamedColor? = nil, bold: Bool = false, dim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
  }
}

/// One terminal cell: a grapheme and its style. The cell after a 2-cell grapheme holds `""`.
public struct Cell: Equatable, Sendable {
  /// The grapheme drawn here, `""` for the second half of a wide grapheme.
  public var text: String
  /// How it is drawn.
  public var style: CellStyle

  /// A cell.
  public init(text: String, style: CellStyle = CellStyle()) {
    self.text = text
    self.style = style
  }
}

/// A fixed-size grid of cells: what one presentation looks like.
public struct Frame: Equatable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Cells, row by row.
  public private(set) var cells: [Cell]

  /// A frame of spaces in `style`.
  public init(width: Int, height: Int, style: CellStyle = CellStyle()) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: Cell(text: " ", style: style), count: self.width * self.height)
  }

  /// A frame of spaces whose top-left `fillWidth`×`fillHeight` cells are in `fill` and the rest in `style`:
  /// a presentation drawn at its real size inside its fixed box, built row by row.
  init(width: Int, height: Int, style: CellStyle, fillWidth: Int, fillHeight: Int, fill: CellStyle) {
    self.width = max(0, width)
    self.height = max(0, height)
    let blank = Cell(text: " ", style: style)
    let filled = Cell(text: " ", style: fill)
    let across = min(max(0, fillWidth), self.width)
    let down = min(max(0, fillHeight), self.height)
    let columns = self.width
    let count = self.width * self.height
    let rows = self.height
    cells = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
      guard var cell = buffer.baseAddress else { return }
      for row in 0..<rows {
        let filledColumns = row < down ? across : 0
        for _ in 0..<filledColumns {
          cell.initialize(to: filled)
          cell += 1
        }
        for _ in filledColumns..<columns {
          cell.initialize(to: blank)
          cell += 1
        }
      }
      initialized = count
    }
  }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// Whether (x, y) lies inside the frame.
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// Row `y` as text, exactly `width` cells wide.
  public func row(_ y: Int) -> String {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(width * 3)
    for cell in cells[(y * width)..<((y + 1) * width)] { utf8.append(contentsOf: cell.text.utf8) }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Every row as text.
  public var rows: [String] { (0..<height).map(row) }

  /// Writes `grapheme` (of `cells` cells) at (x, y); a wide grapheme that does not fit becomes spaces.
  /// Overwriting half of a wide grapheme blanks its other half, so rows keep their width.
  mutating func put(_ grapheme: String, cells count: Int, x: Int, y: Int, style: CellStyle) {
    guard contains(x: x, y: y), count > 0 else { return }
    let row = y * width
    guard x + count <= width else {
      for column in x..<width { cells[row + column] = Cell(text: " ", style: style) }
      return
    }
    if cells[row + x].text.isEmpty {
      var head = x - 1
      while head > 0, cells[row + head].text.isEmpty {
        cells[row + head].text = " "
        head -= 1
      }
      if head >= 0 { cells[row + head].text = " " }
    }
    var tail = x + count
    while tail < width, cells[row + tail].text.isEmpty {
      cells[row + tail].text = " "
      tail += 1
    }
    cells[row + x] = Cell(text: grapheme, style: style)
    for column in (x + 1)..<(x + count) { cells[row + column] = Cell(text: "", style: style) }
  }

  /// One-character strings for every ASCII byte, made once.
  private static let asciiText: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  /// Writes a run of printable ASCII (one cell a byte) at (x, y), clipped at the right edge: the fast path
  /// for most frame text. Wide graphemes it overwrites at either end are blanked as `put` does.
  mutating func putASCII(_ text: String, x: Int, y: Int, style: CellStyle) {
    guard y >= 0, y < height, x < width else { return }
    let start = max(0, x)
    let end = min(width, x + text.utf8.count)
    guard start < end else { return }
    put(" ", cells: 1, x: start, y: y, style: style)
    put(" ", cells: 1, x: end - 1, y: y, style: style)
    let row = y * width
    let table = Self.asciiText
    // One uniqueness check for the run, not one per cell.
    cells.withUnsafeMutableBufferPointer { buffer in
      var column = x
      for byte in text.utf8 {
        if column >= end { break }
        if column >= start { buffer[row + column] = Cell(text: table[Int(byte & 0x7F)], style: style) }
        column += 1
      }
    }
  }

  /// Marks a rectangle's cells dimmed.
  mutating func dim(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int) {
    for row in max(0, y)..<min(height, y + rectHeight) {
      for column in max(0, x)..<min(width, x + rectWidth) { cells[row * width + column].style.dim = true }
    }
  }
}
