/// Word wrapping and clipping, measured with `CellWidth`.
enum TextWrap {
  /// The ellipsis drawn where text is clipped.
  static let ellipsis = "…"

  /// `text` clipped to `width` cells with a trailing `…`, and whether it was clipped.
  static func clip(_ text: String, width: Int, ellipsis: String = ellipsis) -> (shown: String, clipped: Bool)
  {
    let needed = CellWidth.of(text)
    guard needed > width else { return (text, false) }
    guard width > 0 else { return ("", true) }
    var shown = ""
    var used = 0
    let limit = width - CellWidth.of(ellipsis)
    for grapheme in text {
      let cells = CellWidth.of(grapheme)
      if used + cells > limit { break }
      shown.append(grapheme)
      used += cells
    }
    while shown.last == " " { shown.removeLast() }
    return (shown + ellipsis, true)
  }

  /// Greedy word wrap into lines of at most `width` cells (a word longer than a line stays whole, to be clipped).
  static func lines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if CellWidth.of(candidate) <= width || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
  }
}
