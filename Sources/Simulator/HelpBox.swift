/// The key help's box on a terminal of a given height: the lines with a blank row above and below them where
/// they fit so, without where only that fits, and otherwise in pages, each ending with a row that says how
/// to turn it (80×24 holds about two thirds of the help). The model turns the pages, the screen draws them.
public struct HelpBox: Equatable, Sendable {
  /// What the help says after the keys: how the clock and the other surfaces work.
  public static let notes = [
    "The clock runs in real time from 2026-11-29 10:00:00 UTC.",
    "Every change goes through the activity's lifecycle, as ActivityKit would apply it.",
    // The screen fits one phone's island and Lock Screen: the other surfaces are the renderer's.
    "Other surfaces (StandBy, iPad, Watch, CarPlay…): la-sim render FIXTURE --device NAME.",
  ]

  /// The help's lines: a line per key of the main, phone and end tables, then the notes.
  public static var lineCount: Int {
    KeyTable.main.count + KeyTable.phone.count + KeyTable.end.count + notes.count
  }

  /// The box's height in rows, borders included.
  public var height: Int
  /// The row inside the box of the first line.
  public var firstRow: Int
  /// The lines a page holds.
  public var perPage: Int
  /// How many pages the help takes.
  public var pages: Int

  /// The box on a terminal `rows` high, for `count` lines.
  public init(rows: Int, count: Int = HelpBox.lineCount) {
    let room = rows - 2
    if count + 4 <= room {
      (height, firstRow, perPage, pages) = (count + 4, 2, count, 1)
    } else if count + 2 <= room {
      (height, firstRow, perPage, pages) = (count + 2, 1, count, 1)
    } else {
      let perPage = max(1, room - 3)
      (height, firstRow, self.perPage, pages) = (max(0, room), 1, perPage, (count + perPage - 1) / perPage)
    }
  }
}
