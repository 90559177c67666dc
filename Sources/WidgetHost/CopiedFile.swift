/// One of the app's files as the host's build compiles it: a copy in the build's directory whose first line is
/// a `#sourceLocation` naming the user's file, so that the compiler names the user's file and line.
struct CopiedFile: Sendable {
  /// The copy's path.
  var copy: String
  /// The user's file, absolute.
  var original: String
  /// The user's text: the lines compiled below the `#sourceLocation` line, as the user wrote them (a
  /// blanked `#Preview` or `@main` shown as written when the compiler quotes past the last line).
  var text: String
  /// The `#Preview`s compiled as la-sim's longer call: a place after one on its line moves back.
  var rewrites: [WidgetSources.Rewrite] = []

  /// `diagnostics` (swiftc's, in the LLVM style) with every place in a copy named as the place in the user's
  /// file. The compiler names the copy for its end of file, which `#sourceLocation` does not reach (an
  /// unclosed brace is reported there): that place is the end of the user's last line, and the line quoted
  /// under it is that line, with the caret moved to its end.
  static func relocated(_ diagnostics: String, in copies: [CopiedFile]) -> String {
    var lines = diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for index in lines.indices {
      if let file = copies.first(where: { !$0.rewrites.isEmpty && lines[index].hasPrefix($0.original + ":") })
      {
        file.placeRewritten(&lines, at: index)
        continue
      }
      guard let file = copies.first(where: { lines[index].hasPrefix($0.copy + ":") }) else { continue }
      let rest = lines[index].dropFirst(file.copy.count + 1)
      let fields = rest.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
      guard fields.count == 3, let line = Int(fields[0]), let column = Int(fields[1]) else {
        lines[index] = file.original + ":" + rest
        continue
      }
      // The copy's line 1 is the `#sourceLocation`: its line 2 is the user's line 1.
      let place = file.place(line: line - 1, column: column)
      lines[index] = "\(file.original):\(place.line):\(place.column):" + fields[2]
      // The compiler quoted the copy's empty last line, its caret (and any fix-it) at column 1.
      guard let quoted = place.quoted, index + 1 < lines.count, lines[index + 1].isEmpty else { continue }
      lines[index + 1] = quoted.line
      var next = index + 2
      while next < lines.count, !lines[next].isEmpty, !WidgetHostError.isDiagnostic(lines[next][...]) {
        lines[next] = quoted.indent + lines[next]
        next += 1
      }
    }
    // A path in a message (not a place) names the user's file too.
    var text = lines.joined(separator: "\n")
    for file in copies where text.contains(file.copy) {
      text = text.replacing(file.copy, with: file.original)
    }
    return text
  }

  /// The diagnostic at `index` of `lines`, when it is on a line whose `#Preview` was rewritten: its column
  /// as the user's (a place inside la-sim's call is the `#Preview`), the quoted line as the user wrote it,
  /// and the caret and fix-it lines under it moved to match.
  func placeRewritten(_ lines: inout [String], at index: Int) {
    let fields = lines[index].dropFirst(original.count + 1).split(
      separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
    guard fields.count == 3, let line = Int(fields[0]), let column = Int(fields[1]),
      let rewrite = rewrites.first(where: { $0.line == line && $0.column <= column })
    else { return }
    let added = rewrite.length - 8
    let moved = column >= rewrite.column + rewrite.length ? column - added : rewrite.column
    lines[index] = "\(original):\(line):\(moved):" + fields[2]
    let userLines = text.split(omittingEmptySubsequences: false) { ["\n", "\r\n", "\r"].contains($0) }
    guard line <= userLines.count, index + 1 < lines.count else { return }
    // The compiler quotes the line as compiled; a display position is a character, tabs to stops of 8.
    var shown = ""
    var start = 0
    for character in userLines[line - 1] {
      if shown.utf8.count + 1 == rewrite.column, start == 0 { start = shown.count }
      if character == "\t" {
        repeat { shown.append(" ") } while shown.count % 8 != 0
      } else {
        shown.append(character)
      }
    }
    lines[index + 1] = shown
    var next = index + 2
    while next < lines.count, !lines[next].isEmpty, !WidgetHostError.isDiagnostic(lines[next][...]) {
      var placed: [Character] = []
      for (position, character) in lines[next].enumerated() where character != " " {
        let target =
          position < start ? position : position >= start + rewrite.length ? position - added : start
        while placed.count < target { placed.append(" ") }
        if placed.count == target { placed.append(character) }
      }
      lines[next] = String(placed)
      next += 1
    }
  }

  /// The place in the user's file for `line` (counted from the user's first) and `column` of the copy: past
  /// the user's last line, the end of that line, with the line as the compiler quotes it (tabs expanded to
  /// stops of 8) and the indent that puts a caret at its end.
  func place(line: Int, column: Int) -> (line: Int, column: Int, quoted: (line: String, indent: String)?) {
    guard line > 0 else { return (1, 1, nil) }
    // The breaks Swift counts lines by (`\r\n` is one `Character`).
    var lines = text.split(omittingEmptySubsequences: false) { ["\n", "\r\n", "\r"].contains($0) }
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
    guard line > lines.count else { return (line, column, nil) }
    let last = lines.last ?? ""
    var shown = ""
    for character in last {
      if character == "\t" {
        repeat { shown.append(" ") } while shown.count % 8 != 0
      } else {
        shown.append(character)
      }
    }
    return (lines.count, last.utf8.count + 1, (shown, String(repeating: " ", count: shown.count)))
  }
}
