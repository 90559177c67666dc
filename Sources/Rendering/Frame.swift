import Views

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
  /// The foreground's opacity in percent (`.gray.opacity(0.3)`: 30): blended with the background.
  public var foregroundOpacity: UInt8 = 100
  /// The background's opacity in percent (a status capsule's 20 % tint): blended with `backdrop`.
  public var backgroundOpacity: UInt8 = 100
  /// What a translucent background lies on: the surface's colour.
  public var backdrop: NamedColor?

  /// A style.
  public init(
    foreground: NamedColor? = nil, background: NamedColor? = nil, bold: Bool = false, dim: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
  }

  /// The style's foreground set to `color` (nil: the surface's default), opacity included.
  public mutating func setForeground(_ color: StyleColor?) {
    foreground = color?.color
    foregroundOpacity = CellStyle.percent(color?.opacity ?? 1)
  }

  /// The style's background set to `color` lying on `backdrop`, opacity included.
  public mutating func setBackground(_ color: StyleColor?, on backdrop: NamedColor) {
    guard let color else {
      background = backdrop
      backgroundOpacity = 100
      self.backdrop = nil
      return
    }
    background = color.color
    backgroundOpacity = CellStyle.percent(color.opacity)
    self.backdrop = backgroundOpacity < 100 ? backdrop : nil
  }

  static func percent(_ opacity: Double) -> UInt8 { UInt8((min(1, max(0, opacity)) * 100).rounded()) }
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
///
/// Cells are kept packed: a grapheme of one scalar (nearly all of them) as the scalar itself, a longer one
/// (an emoji sequence, a letter with a combining mark) by its index in a side list. A packed cell holds no
/// reference, so a frame is made, copied and freed without touching a reference count per cell.
public struct Frame: Equatable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The appearance its surface is drawn in: what `.primary`, `.secondary` and the system colours of its
  /// cells resolve to (the Dynamic Island is always dark; the Lock Screen follows the phone).
  public var colorScheme: ColorScheme = .dark
  private var packed: [Packed]
  private var graphemes: [String] = []

  /// One cell: `code` 0 is the second half of a wide grapheme (`""`), a scalar value is that scalar, and
  /// `graphemeFlag` plus an index is an entry of `graphemes`.
  struct Packed: Equatable {
    var code: UInt32
    var style: CellStyle
  }

  static let graphemeFlag: UInt32 = 0x8000_0000
  static let space = UInt32(0x20)

  /// Cells, row by row.
  public var cells: [Cell] { packed.map { Cell(text: text(of: $0.code), style: $0.style) } }

  /// A frame of spaces in `style`.
  public init(width: Int, height: Int, style: CellStyle = CellStyle()) {
    self.init(width: width, height: height, style: style, fillWidth: 0, fillHeight: 0, fill: style)
  }

  /// A frame of spaces whose top-left `fillWidth`×`fillHeight` cells are in `fill` and the rest in `style`:
  /// a presentation drawn at its real size inside its fixed box, built row by row.
  init(width: Int, height: Int, style: CellStyle, fillWidth: Int, fillHeight: Int, fill: CellStyle) {
    self.width = max(0, width)
    self.height = max(0, height)
    let blank = Packed(code: Self.space, style: style)
    let filled = Packed(code: Self.space, style: fill)
    let across = min(max(0, fillWidth), self.width)
    let down = min(max(0, fillHeight), self.height)
    let width = self.width
    let count = width * self.height
    let height = self.height
    let filledRows = across > 0 ? down : 0
    // One row of each kind is written cell by cell and copied down: a subscript per cell costs more than
    // the cell.
    self.packed = [Packed](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress, width > 0 else { return }
      if filledRows > 0 {
        base.initialize(repeating: filled, count: across)
        (base + across).initialize(repeating: blank, count: width - across)
        for row in 1..<filledRows { (base + row * width).initialize(from: base, count: width) }
      }
      if filledRows < height {
        let first = base + filledRows * width
        first.initialize(repeating: blank, count: width)
        for row in 1..<(height - filledRows) {
          (first + row * width).initialize(from: first, count: width)
        }
      }
      initialized = count
    }
  }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      let cell = packed[y * width + x]
      return Cell(text: text(of: cell.code), style: cell.style)
    }
    set {
      let index = y * width + x
      // A change of style alone keeps the grapheme's place.
      if newValue.text == text(of: packed[index].code) {
        packed[index].style = newValue.style
      } else {
        packed[index] = Packed(code: code(of: newValue.text), style: newValue.style)
      }
    }
  }

  /// Sets one cell to a packed code made with `code(of:)` (a glyph drawn many times is packed once).
  mutating func set(code: UInt32, x: Int, y: Int, style: CellStyle) {
    guard contains(x: x, y: y) else { return }
    packed[y * width + x] = Packed(code: code, style: style)
  }

  /// Sets cells `columns` of row `y`, those inside the frame, to one packed code (an outline's edge).
  mutating func set(code: UInt32, columns: Range<Int>, y: Int, style: CellStyle) {
    guard y >= 0, y < height else { return }
    let first = max(0, columns.lowerBound)
    let end = min(width, columns.upperBound)
    guard first < end else { return }
    let row = y * width
    packed.withUnsafeMutableBufferPointer { buffer in
      for column in first..<end { buffer[row + column] = Packed(code: code, style: style) }
    }
  }

  /// Sets cells `rows` of column `x`, those inside the frame, to one packed code (an outline's side).
  mutating func set(code: UInt32, x: Int, rows: Range<Int>, style: CellStyle) {
    guard x >= 0, x < width else { return }
    let first = max(0, rows.lowerBound)
    let end = min(height, rows.upperBound)
    guard first < end else { return }
    let width = width
    packed.withUnsafeMutableBufferPointer { buffer in
      for row in first..<end { buffer[row * width + x] = Packed(code: code, style: style) }
    }
  }

  /// Marks the cell at (x, y) as the ellipsis of a clip.
  mutating func markClip(x: Int, y: Int) {
    guard contains(x: x, y: y) else { return }
    packed[y * width + x].style.isClipMark = true
  }

  /// Frames are equal when every cell reads the same.
  public static func == (lhs: Frame, rhs: Frame) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    if lhs.graphemes == rhs.graphemes { return lhs.packed == rhs.packed }
    return lhs.cells == rhs.cells
  }

  /// The grapheme a packed code stands for.
  func text(of code: UInt32) -> String {
    if code == 0 { return "" }
    if code & Self.graphemeFlag != 0 { return graphemes[Int(code & ~Self.graphemeFlag)] }
    return Unicode.Scalar(code).map { String(Character($0)) } ?? " "
  }

  /// The packed code of a grapheme, adding it to the side list when it is more than one scalar.
  mutating func code(of grapheme: String) -> UInt32 {
    var scalars = grapheme.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    if first.value != 0, scalars.next() == nil { return first.value }
    graphemes.append(grapheme)
    return Self.graphemeFlag | UInt32(graphemes.count - 1)
  }

  /// Whether (x, y) lies inside the frame.
  public func contains(x: Int, y: Int) -> Bool {
    x >= 0 && y >= 0 && x < width && y < height
  }

  /// Row `y` as text, exactly `width` cells wide.
  public func row(_ y: Int) -> String {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(width * 3)
    for cell in packed[(y * width)..<((y + 1) * width)] {
      if cell.code == 0 { continue }
      if cell.code & Self.graphemeFlag != 0 {
        utf8.append(contentsOf: graphemes[Int(cell.code & ~Self.graphemeFlag)].utf8)
      } else {
        Self.appendUTF8(cell.code, to: &utf8)
      }
    }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Every row as text.
  public var rows: [String] { (0..<height).map(row) }

  /// A scalar's UTF-8 bytes, written out by hand: most cells are ASCII, and the generic encoder costs more
  /// than the rest of making a row. A code that is no scalar (never stored) is written as a space.
  static func appendUTF8(_ code: UInt32, to utf8: inout [UInt8]) {
    switch code {
    case 0..<0x80:
      utf8.append(UInt8(code))
    case 0x80..<0x800:
      utf8.append(UInt8(0xC0 | code >> 6))
      utf8.append(UInt8(0x80 | code & 0x3F))
    case 0xD800..<0xE000:
      utf8.append(0x20)
    case 0x800..<0x10000:
      utf8.append(UInt8(0xE0 | code >> 12))
      utf8.append(UInt8(0x80 | code >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | code & 0x3F))
    case 0x10000..<0x110000:
      utf8.append(UInt8(0xF0 | code >> 18))
      utf8.append(UInt8(0x80 | code >> 12 & 0x3F))
      utf8.append(UInt8(0x80 | code >> 6 & 0x3F))
      utf8.append(UInt8(0x80 | code & 0x3F))
    default:
      utf8.append(0x20)
    }
  }

  /// Writes `grapheme` (of `cells` cells) at (x, y); a wide grapheme that does not fit becomes spaces.
  /// Overwriting half of a wide grapheme blanks its other half, so rows keep their width.
  mutating func put(_ grapheme: String, cells count: Int, x: Int, y: Int, style: CellStyle) {
    guard contains(x: x, y: y), count > 0 else { return }
    put(code: code(of: grapheme), cells: count, x: x, y: y, style: style)
  }

  /// `put` with the grapheme packed already.
  mutating func put(code: UInt32, cells count: Int, x: Int, y: Int, style: CellStyle) {
    guard contains(x: x, y: y), count > 0 else { return }
    let row = y * width
    guard x + count <= width else {
      for column in x..<width { packed[row + column] = Packed(code: Self.space, style: style) }
      return
    }
    blankHalves(row: row, from: x, to: x + count)
    packed[row + x] = Packed(code: code, style: style)
    for column in (x + 1)..<(x + count) { packed[row + column] = Packed(code: 0, style: style) }
  }

  /// Before cells `start..<end` of a row are written: the other half of a wide grapheme cut by either end
  /// becomes a space.
  private mutating func blankHalves(row: Int, from start: Int, to end: Int) {
    if packed[row + start].code == 0 {
      var head = start - 1
      while head > 0, packed[row + head].code == 0 {
        packed[row + head].code = Self.space
        head -= 1
      }
      if head >= 0 { packed[row + head].code = Self.space }
    }
    var tail = end
    while tail < width, packed[row + tail].code == 0 {
      packed[row + tail].code = Self.space
      tail += 1
    }
  }

  /// Writes simple text (`CellWidth.simpleWidth`) at (x, y), scalar by scalar, each one grapheme, up to
  /// column `end`: what `put` grapheme by grapheme gives, but with no grapheme breaking and no string per
  /// cell. A scalar that does not fit before `end` ends the text there. False, with nothing written, when
  /// the text is not simple or would run past the frame's right edge (then `put` must do it).
  mutating func putSimple(_ utf8: UnsafeBufferPointer<UInt8>, x: Int, y: Int, end: Int, style: CellStyle)
    -> Bool
  {
    guard x >= 0, y >= 0, y < height else { return false }
    // Every scalar is checked, past the cut too: one that is not simple may join the last one drawn.
    var stop = x
    var stopIndex = 0
    var isCut = false
    var index = 0
    while index < utf8.count {
      let (scalar, length) = CellWidth.decode(utf8, at: index)
      let cells = CellWidth.simpleScalar(scalar)
      guard cells > 0 else { return false }
      index += length
      if !isCut {
        if stop + cells <= end {
          stop += cells
          stopIndex = index
        } else {
          isCut = true
        }
      }
    }
    guard stop > x else { return true }
    guard stop <= width else { return false }
    let row = y * width
    blankHalves(row: row, from: x, to: stop)
    packed.withUnsafeMutableBufferPointer { buffer in
      var column = row + x
      var index = 0
      while index < stopIndex {
        let (scalar, length) = CellWidth.decode(utf8, at: index)
        index += length
        buffer[column] = Packed(code: scalar, style: style)
        column += 1
        if scalar >= 0x300, CellWidth.simpleScalar(scalar) == 2 {
          buffer[column] = Packed(code: 0, style: style)
          column += 1
        }
      }
    }
    return true
  }

  /// Marks a rectangle's cells dimmed.
  mutating func dim(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int) {
    for row in max(0, y)..<min(height, y + rectHeight) {
      for column in max(0, x)..<min(width, x + rectWidth) { packed[row * width + column].style.dim = true }
    }
  }
}
