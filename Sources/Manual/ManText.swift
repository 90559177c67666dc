/// A command's `--help` text in roff: its usage lines and tables kept as written, its prose filled, each
/// option of its option list a tagged paragraph, every `--option` in bold. Text is escaped for roff: a
/// backslash, a `-` (an ASCII hyphen-minus, so an option copied from the page still works), a control
/// character at a line's start, and every non-ASCII character (written `\[uXXXX]`, which groff and mandoc
/// read whatever the input encoding).
package enum ManText {
  /// The roff lines for one help text.
  package static func section(_ help: String) -> [String] {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var output: [String] = []
    var previous = Kind.none
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let indent = line.prefix { $0 == " " }.count
      let text = line.dropFirst(indent)
      if text.isEmpty {
        index += 1
      } else if line.hasPrefix("Usage:") || (indent > 0 && !text.hasPrefix("--")) {
        // A usage line, a table, a list: as written.
        if previous != .prose { output.append(".PP") }
        output.append(".nf")
        let start = index
        let usage = line.hasPrefix("Usage:")
        while index < lines.count, !lines[index].isEmpty {
          let next = lines[index]
          let nextIndent = next.prefix { $0 == " " }.count
          if index > start, nextIndent == 0 || (!usage && next.dropFirst(nextIndent).hasPrefix("--")) {
            break
          }
          output.append(escaped(next))
          index += 1
        }
        output.append(".fi")
        previous = .table
      } else if indent > 0 {
        // An option of the option list: its name and value, then its description.
        var continuation: [String] = []
        var column: Int?
        index += 1
        while index < lines.count {
          let next = lines[index]
          let nextIndent = next.prefix { $0 == " " }.count
          guard !next.isEmpty, nextIndent > indent else { break }
          column = column ?? nextIndent - indent
          continuation.append(String(next.dropFirst(nextIndent)))
          index += 1
        }
        let (term, first) = split(String(text), descriptionColumn: column)
        var description = first.isEmpty ? "" : escaped(first)
        for (number, line) in continuation.enumerated() {
          // A note after a description's last sentence starts a line of its own, as on the terminal.
          let before = number == 0 ? first : continuation[number - 1]
          let newSentence =
            (before.hasSuffix(")") || before.hasSuffix(".")) && line.first?.isUppercase == true
          description += description.isEmpty ? escaped(line) : (newSentence ? "\n.br\n" : " ") + escaped(line)
        }
        output += [".TP", escaped(term), description]
        previous = .option
      } else {
        // Prose: filled, up to a blank line or an indented one.
        if previous != .none { output.append(".PP") }
        var paragraph: [String] = []
        while index < lines.count, !lines[index].isEmpty, !lines[index].hasPrefix(" ") {
          paragraph.append(lines[index])
          index += 1
        }
        output.append(escaped(paragraph.joined(separator: " ")))
        previous = .prose
      }
    }
    return output
  }

  private enum Kind { case none, prose, table, option }

  /// `--device NAME  the first device…` → (`--device NAME`, `the first device…`): the term ends at the
  /// first run of two spaces, or else where the description's next lines start (`--pseudo-locale L double…`).
  private static func split(_ text: String, descriptionColumn: Int?) -> (String, String) {
    if let gap = text.firstRange(of: "  ") {
      return (String(text[..<gap.lowerBound]), String(text[gap.upperBound...].drop { $0 == " " }))
    }
    let characters = Array(text)
    guard let column = descriptionColumn, column > 2, column < characters.count, characters[column - 1] == " "
    else { return (text, "") }
    return (String(characters[..<(column - 1)]), String(characters[column...]))
  }

  /// `text` escaped for roff, as one line of its own, with each `--option` in bold.
  package static func escaped(_ text: String) -> String {
    var result = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "-", index + 2 < scalars.count, scalars[index + 1] == "-",
        isOptionScalar(scalars[index + 2]), index == 0 || !isOptionScalar(scalars[index - 1])
      {
        var end = index + 2
        while end < scalars.count, isOptionScalar(scalars[end]) || scalars[end] == "-" { end += 1 }
        let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
        result += "\\fB\\-\\-" + name.replacing("-", with: "\\-") + "\\fR"
        index = end
        continue
      }
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
      index += 1
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }

  private static func isOptionScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }
}
