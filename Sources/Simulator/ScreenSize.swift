/// A terminal size in cells.
package struct ScreenSize: Equatable, Sendable {
  /// Columns.
  package var columns: Int
  /// Rows.
  package var rows: Int

  /// A size.
  package init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }
}
