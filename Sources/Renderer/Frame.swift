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

  /// A style.
  public init(foreground: NamedColor? = nil, background: NamedColor? = nil, bold: Bool = false, dim: Bool = false) {
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
    var text = ""
    for x in 0..<width { text += self[x, y].text }
    return text
  }

  /// Every row as text.
  public var rows: [String] { (0..<height).map(row) }

  /// Writes `grapheme` (of `cells` cells) at (x, y); a wide grapheme that does not fit becomes spaces.
  mutating func put(_ grapheme: String, cells count: Int, x: Int, y: Int, style: CellStyle) {
    guard contains(x: x, y: y), count > 0 else { return }
    guard x + count <= width else {
      for column in x..<width { self[column, y] = Cell(text: " ", style: style) }
      return
    }
    clearHalf(x: x, y: y)
    clearHalf(x: x + count - 1, y: y)
    self[x, y] = Cell(text: grapheme, style: style)
    for column in (x + 1)..<(x + count) { self[column, y] = Cell(text: "", style: style) }
  }

  /// Overwriting half of a wide grapheme blanks its other half, so rows keep their width.
  private mutating func clearHalf(x: Int, y: Int) {
    if self[x, y].text.isEmpty, x > 0 {
      var left = x - 1
      while left > 0, self[left, y].text.isEmpty { left -= 1 }
      self[left, y].text = " "
      for column in (left + 1)...x where self[column, y].text.isEmpty { self[column, y].text = " " }
    } else if !self[x, y].text.isEmpty {
      var right = x + 1
      while right < width, self[right, y].text.isEmpty {
        self[right, y].text = " "
        right += 1
      }
    }
  }

  /// Changes the style of every cell with `transform`.
  mutating func restyle(_ transform: (inout CellStyle) -> Void) {
    for index in cells.indices { transform(&cells[index].style) }
  }
}
