import Rendering

/// The key help's box on a terminal of a given size: a row per key of the main, phone and end tables, then
/// the notes, each summary wrapped under itself where the terminal is too narrow for it (an 80-column one
/// is); the rows with a blank row above and below them where they fit so, without where only that fits,
/// and otherwise in pages, each ending with a row that says how to turn it (80×24 holds about half of the
/// help). The model turns the pages, the screen draws them.
public struct HelpBox: Equatable, Sendable {
  /// A row of the help: a key's label (empty for a note, and on a summary's later rows) and its text.
  public struct Row: Equatable, Sendable {
    /// The key, as the terminal writes it.
    public var key: String
    /// What it does, or a note.
    public var text: String
    /// Whether it is a line's first row (a later one carries on the summary above it).
    public var isFirst = true
  }

  /// What the help says after the keys: how the clock and the other surfaces work.
  public static let notes = [
    "The clock runs in real time from 2026-11-29 10:00:00 UTC; each change goes through the lifecycle.",
    // The screen fits one phone's island and Lock Screen (or one small family, `w`): the other surfaces
    // and sizes are the renderer's.
    "Other surfaces (StandBy, iPad, every Watch and CarPlay size): la-sim render FIXTURE --device NAME.",
  ]

  /// The most rows one summary wraps onto; the rest is cut with an ellipsis.
  static let rowsPerLine = 3

  /// The help's lines before wrapping: each key and what it does, then the notes.
  public static func lines(ascii: Bool) -> [Row] {
    var lines = KeyTable.main.map { Row(key: $0.keyLabel(ascii: ascii), text: $0.summary) }
    lines += KeyTable.phone.map { Row(key: $0.keyLabel(ascii: ascii), text: $0.summary) }
    // After e, the dismissal policy, written as the log writes the pair (`e d`).
    lines += KeyTable.end.map { Row(key: "e " + $0.keyLabel(ascii: ascii), text: $0.summary) }
    return lines + notes.map { Row(key: "", text: $0) }
  }

  /// The box's width in cells, borders included.
  public var width: Int
  /// The widest key's cells: the texts start after it.
  public var keyWidth: Int
  /// The rows, wrapped to the box.
  public var rows: [Row]
  /// The box's height in rows, borders included.
  public var height: Int
  /// The row inside the box of the first line.
  public var firstRow: Int
  /// The rows a page holds.
  public var perPage: Int
  /// Where each page starts in `rows`: a key's rows are never split between pages.
  public var pageStarts: [Int]
  /// How many pages the help takes.
  public var pages: Int { pageStarts.count }

  /// The rows of page `page` (counted from 0; past the last, the last).
  public func rows(onPage page: Int) -> ArraySlice<Row> {
    let index = min(max(0, page), pageStarts.count - 1)
    let end = index + 1 < pageStarts.count ? pageStarts[index + 1] : rows.count
    return rows[pageStarts[index]..<min(end, pageStarts[index] + perPage)]
  }

  /// The box on a terminal `rows` high and `columns` wide, its keys written in ASCII or not.
  public init(rows terminalRows: Int, columns: Int, ascii: Bool) {
    let lines = Self.lines(ascii: ascii)
    keyWidth = lines.map { CellWidth.of($0.key) }.max() ?? 0
    let textWidth = lines.map { CellWidth.of($0.text) }.max() ?? 0
    width = max(0, min(columns - 2, keyWidth + textWidth + 7))
    // Three cells of margin and two between the key and its text, one at the right.
    let room = max(1, width - 7 - keyWidth)
    rows = lines.flatMap { line in
      CellWidth.wrap(line.text, width: room, rows: Self.rowsPerLine).enumerated().map {
        Row(key: $0.offset == 0 ? line.key : "", text: $0.element, isFirst: $0.offset == 0)
      }
    }
    let count = rows.count
    let tall = terminalRows - 2
    if count + 4 <= tall {
      (height, firstRow, perPage, pageStarts) = (count + 4, 2, count, [0])
    } else if count + 2 <= tall {
      (height, firstRow, perPage, pageStarts) = (count + 2, 1, count, [0])
    } else {
      (height, firstRow, perPage) = (max(0, tall), 1, max(1, tall - 3))
      // Whole keys to a page: a key starts a new page where its rows would not all fit on this one.
      var starts = [0]
      for index in rows.indices where index > 0 && rows[index].isFirst {
        let end = rows[(index + 1)...].firstIndex(where: \.isFirst) ?? rows.count
        if end - starts[starts.count - 1] > perPage { starts.append(index) }
      }
      pageStarts = starts
    }
  }

  /// The pages of the help on a terminal of `screen`'s size, its keys written in ASCII or not.
  public static func pages(on screen: ScreenSize, ascii: Bool) -> Int {
    HelpBox(rows: screen.rows, columns: screen.columns, ascii: ascii).pages
  }
}
