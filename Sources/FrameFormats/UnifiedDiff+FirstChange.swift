extension UnifiedDiff {
  /// The first line of the old text that the new one replaces, and the first place in it where the two differ:
  /// what a reader of the diff needs when the two lines print alike (a byte order mark, a no-break space, a
  /// carriage return, a zero-width joiner) or differ in one digit of a long line of escapes.
  public struct FirstChange: Equatable, Sendable {
    /// What one text has at the place.
    public enum Found: Equatable, Sendable {
      /// A scalar.
      case scalar(Unicode.Scalar)
      /// Nothing: the line ends there.
      case lineEnd
      /// Nothing: the line ends there, and the file, without a newline.
      case fileEnd
    }

    /// 1-based line in the old text.
    public var line: Int
    /// 1-based column, counted in Unicode scalars (as every line:column la-sim prints).
    public var column: Int
    /// What the old text has there.
    public var old: Found
    /// What the new text has there.
    public var new: Found

    /// `line 8, column 28: '1' in the golden, '0' in the actual`.
    public var summary: String {
      "line \(line), column \(column): \(described(old: "the golden", new: "the actual"))"
    }

    /// `'1' in the golden, '0' in the actual`, with `oldName` and `newName` for the two texts; a line ending in
    /// CRLF, or a byte order mark, is said to be one.
    public func described(old oldName: String, new newName: String) -> String {
      if old == .fileEnd || new == .fileEnd, old != new {
        return old == .fileEnd
          ? "no newline at the end of \(oldName), a newline in \(newName)"
          : "a newline in \(oldName), no newline at the end of \(newName)"
      }
      var note = ""
      if old == .scalar("\r") && new == .lineEnd || new == .scalar("\r") && old == .lineEnd {
        note = " (a CRLF line ending; la-sim writes LF)"
      } else if line == 1, column == 1, old == .scalar("\u{FEFF}") || new == .scalar("\u{FEFF}") {
        note = " (a byte order mark; la-sim writes none)"
      }
      return "\(Self.named(old)) in \(oldName), \(Self.named(new)) in \(newName)\(note)"
    }

    /// A scalar as a reader can tell it from another: quoted when it shows as itself, else by its code point
    /// and Unicode name (`U+00A0 NO-BREAK SPACE`), so that nothing invisible or terminal-moving is printed.
    static func named(_ found: Found) -> String {
      guard case .scalar(let scalar) = found else { return "the end of the line" }
      if scalar == " " || !invisible(scalar) { return "'\(scalar)'" }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      let name = scalar.properties.name ?? controlNames[scalar.value]
      return code + (name.map { " \($0)" } ?? "")
    }

    /// Names of the controls a golden is likeliest to hold (Unicode gives controls no `name`).
    static let controlNames: [UInt32: String] = [
      0x00: "NULL", 0x09: "CHARACTER TABULATION", 0x0B: "LINE TABULATION", 0x0C: "FORM FEED",
      0x0D: "CARRIAGE RETURN", 0x1B: "ESCAPE", 0x7F: "DELETE",
    ]

    /// Whether `scalar` shows as nothing, as a space, or as a change to its neighbours rather than itself.
    static func invisible(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.properties.generalCategory {
      case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark,
        .enclosingMark, .privateUse, .surrogate, .unassigned:
        true
      default: scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
      }
    }
  }

  /// The first line replaced (a removed line followed, in its run of changes, by an added one) and where the
  /// two first differ; nil when the change only adds or removes lines.
  public var firstChange: FirstChange? {
    for hunk in hunks {
      var line = hunk.oldStart
      var removed: (line: Int, text: String)?
      for entry in hunk.lines {
        switch entry {
        case .context:
          removed = nil
          line += 1
        case .removed(let text):
          if removed == nil { removed = (line, text) }
          line += 1
        case .added(let text):
          if let removed { return Self.firstChange(removed.text, text, line: removed.line) }
        }
      }
    }
    return nil
  }

  static func firstChange(_ old: String, _ new: String, line: Int) -> FirstChange {
    func body(_ text: String) -> (scalars: [Unicode.Scalar], endsFile: Bool) {
      text.hasSuffix(noNewlineMark)
        ? (Array(text.dropLast(noNewlineMark.count).unicodeScalars), true)
        : (Array(text.unicodeScalars), false)
    }
    let a = body(old)
    let b = body(new)
    var index = 0
    while index < a.scalars.count, index < b.scalars.count, a.scalars[index] == b.scalars[index] {
      index += 1
    }
    // The end of the file is the difference only when the lines are otherwise the same.
    let same = a.scalars == b.scalars
    func found(_ side: (scalars: [Unicode.Scalar], endsFile: Bool)) -> FirstChange.Found {
      if index < side.scalars.count { return .scalar(side.scalars[index]) }
      return same && side.endsFile ? .fileEnd : .lineEnd
    }
    return FirstChange(line: line, column: index + 1, old: found(a), new: found(b))
  }
}
