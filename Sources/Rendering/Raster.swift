import Layout

/// The one conversion from points to terminal cells: a column is `pointsPerColumn` wide and a row
/// `pointsPerRow` tall, at every size, and a position in points maps to the nearest cell edge.
///
/// 7.25 pt a column keeps two 408-pt cards side by side in a 120-column terminal; text is about 5 pt a
/// character in `.caption` and 6–7 pt in `.body`, so a text that fits in points usually fits in cells,
/// and where it does not, the raster says so ("terminal only"). 160/12 pt a row gives the tallest card
/// 12 rows and every text style a row of its own (the smallest leading, `.caption2`'s, is 13 pt).
public enum Raster {
  /// Points per terminal column.
  public static let pointsPerColumn = 7.25
  /// Points per terminal row.
  public static let pointsPerRow = 160.0 / 12

  /// The cell edge nearest to `points` across.
  public static func column(_ points: Double) -> Int { cells(points / pointsPerColumn) }
  /// The row edge nearest to `points` down.
  public static func row(_ points: Double) -> Int { cells(points / pointsPerRow) }

  /// A count of cells from a finite or hostile value, kept within 0…10,000.
  static func cells(_ value: Double) -> Int {
    guard value.isFinite else { return value > 0 ? 10_000 : 0 }
    return Int(min(max(value, 0), 10_000).rounded())
  }
}

extension DeviceProfile {
  /// The box a presentation is drawn in, without its outline: the largest the presentation can be, in
  /// cells (at least one row).
  public func interiorSize(of presentation: Presentation) -> (columns: Int, rows: Int) {
    let size = maximumSize(of: presentation)
    return (Raster.column(size.width), max(1, Raster.row(size.height)))
  }

  /// The box with its one-cell outline: the fixed size every frame of the presentation has.
  public func frameSize(of presentation: Presentation) -> (columns: Int, rows: Int) {
    let interior = interiorSize(of: presentation)
    return (interior.columns + 2, interior.rows + 2)
  }
}
