extension CellWidth {
  /// `text` in lines of at most `width` cells, broken between words (inside a word longer than a line), at
  /// most `rows` lines; the last line keeps the rest, for the grid to cut with an ellipsis.
  public static func wrap(_ text: String, width: Int, rows: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty, lines.count < rows - 1, CellWidth.of(String(rest)) > width {
      var used = 0
      var cut = rest.startIndex
      var lastSpace: String.Index?
      for index in rest.indices {
        let cells = CellWidth.of(rest[index])
        if used + cells > width {
          // The first character that does not fit is a space: the line breaks right there.
          if rest[index] == " " { lastSpace = index }
          break
        }
        if rest[index] == " " { lastSpace = index }
        used += cells
        cut = rest.index(after: index)
      }
      if let lastSpace, lastSpace > rest.startIndex { cut = lastSpace }
      if cut == rest.startIndex { cut = rest.index(after: cut) }
      lines.append(String(rest[..<cut]))
      rest = rest[cut...].drop { $0 == " " }
    }
    lines.append(String(rest))
    return lines
  }
}
