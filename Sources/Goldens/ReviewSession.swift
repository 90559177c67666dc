import FrameFormats
import Rendering
import Scenarios

/// Walks pending snapshots one by one: shows the golden, the actual frame and the difference, and reads a
/// key for each: `a` accept (the actual replaces the golden), `r` reject (the actual is deleted), `s` skip,
/// `q` quit. Keys and output are passed in, so the same loop runs on a terminal and in tests.
public struct ReviewSession: Sendable {
  /// The pairs to review, in order.
  public var pending: [PendingSnapshot]
  /// Terminal columns, to decide between side by side and one above the other.
  public var width: Int
  /// Whether to colour the difference.
  public var color: Bool

  /// A session over `pending`.
  public init(pending: [PendingSnapshot], width: Int = 80, color: Bool = false) {
    self.pending = pending
    self.width = width
    self.color = color
  }

  /// The keys and what they do, as the prompt shows them.
  public static let prompt = "a accept · r reject · s skip · q quit › "

  /// Runs the review. `nextKey` returns nil at the end of input, which quits.
  public func run(nextKey: () -> Character?, write: (String) -> Void) -> ReviewSummary {
    var summary = ReviewSummary()
    for (index, item) in pending.enumerated() {
      write(describe(item, position: index + 1))
      var decided = false
      // The header names the snapshot above a long diff; the prompt names it again where the eye is.
      let name = item.goldenPath.split(separator: "/").last.map(String.init) ?? item.goldenPath
      let header = "[\(index + 1)/\(pending.count)] \(name.terminalSafe) · "
      while !decided {
        write(header + Self.prompt)
        guard let key = nextKey() else {
          write("\n")
          summary.remaining = pending.count - index
          return summary
        }
        switch key.lowercased() {
        case "a":
          write("accepted\n\n")
          do {
            try item.accept()
            summary.accepted += 1
          } catch {
            write("la-sim review: \(error.description)\n")
            summary.failed += 1
          }
          decided = true
        case "r":
          write("rejected\n\n")
          do {
            try item.reject()
            summary.rejected += 1
          } catch {
            write("la-sim review: \(error.description)\n")
            summary.failed += 1
          }
          decided = true
        case "s":
          write("skipped\n\n")
          summary.skipped += 1
          decided = true
        case "q", "\u{3}", "\u{4}":
          write("quit\n")
          summary.remaining = pending.count - index
          return summary
        default:
          write("\(key.isLetter || key.isNumber ? "'\(key)' is not a choice: " : "")press a, r, s or q\n")
        }
      }
    }
    return summary
  }

  /// The golden, the actual frame and the difference of one pending pair.
  public func describe(_ item: PendingSnapshot, position: Int) -> String {
    let goldenPath = item.goldenPath.terminalSafe
    let actualPath = item.actualPath.terminalSafe
    let goldenFile = item.goldenText()
    let actualFile = item.actualText() ?? ""
    var lines: [String] = []
    let isSVG = item.actualPath.hasSuffix(".svg")
    // An ANSI golden is compared escape by escape: its lines are shown with ESC written out, never obeyed.
    let isANSI = item.actualPath.hasSuffix(".ans")
    let golden = goldenFile.map(SnapshotCheck.visible)
    let actual = SnapshotCheck.visible(actualFile)
    if let golden {
      let diff = UnifiedDiff(old: golden, new: actual)
      // Where, in the files as they are: the escaped texts shown would count other columns.
      let first = goldenFile.flatMap { UnifiedDiff(old: $0, new: actualFile).firstChange }
      lines.append(
        "[\(position)/\(pending.count)] \(goldenPath): \(diff.lineChanges.summary)"
          + (first.map { ", the first at \($0.summary)" } ?? ""))
      if !isSVG, !isANSI { lines += sideBySide(golden, actual) }
      lines.append("Difference:")
      var text = diff.text(
        oldLabel: "\(goldenPath) (golden)", newLabel: "\(actualPath) (actual)", color: color)
      if isSVG {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        if all.count > 41 {
          text =
            all.prefix(40).joined(separator: "\n")
            + "\n… \(all.count - 41) more lines; open both files in a browser\n"
        }
      }
      lines.append(String(text.dropLast()))
    } else {
      // A golden that is there but not readable as text is not a new snapshot: accepting replaces it.
      let state =
        if let other = item.otherFormatGolden {
          // Not a new snapshot: its golden is in another format, and accepting keeps both.
          "no golden in this format; the golden is \(other.format.rawValue) (\(other.path.terminalSafe)), and "
            + "accepting adds this one beside it"
        } else if item.isNew {
          "new (no golden yet)"
        } else {
          "the golden is there but cannot be read as UTF-8 text; accepting replaces it with the actual frame"
        }
      lines.append("[\(position)/\(pending.count)] \(goldenPath): \(state)")
      lines.append(isSVG ? "Actual: \(actualPath) (open it in a browser)" : "Actual:")
      if !isSVG { lines += textLines(actual) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Golden and actual next to each other, each in half the terminal (longer lines are clipped with `…`; the
  /// difference below shows them whole), or one above the other when half the terminal is too narrow.
  func sideBySide(_ golden: String, _ actual: String) -> [String] {
    let left = textLines(golden)
    let right = textLines(actual)
    let column = (width - 3) / 2
    let widest = (left + right).map(CellWidth.of).max() ?? 0
    guard column >= Self.narrowestColumn else {
      return ["Golden:"] + left + ["", "Actual:"] + right + [""]
    }
    let leftWidth = min(column, max(6, left.map(CellWidth.of).max() ?? 0))
    var lines = [pad("Golden", to: leftWidth) + " │ Actual"]
    for row in 0..<max(left.count, right.count) {
      let l = row < left.count ? left[row] : ""
      let r = row < right.count ? right[row] : ""
      let marker = l == r ? " │ " : " ≠ "
      lines.append(pad(clip(l, to: leftWidth), to: leftWidth) + marker + clip(r, to: column))
    }
    if widest > column {
      lines.append("(lines wider than \(column) cells are clipped here; the difference shows them whole)")
    }
    lines.append("")
    return lines
  }

  /// Half a terminal narrower than this shows golden and actual one above the other.
  static let narrowestColumn = 30

  /// `text` cut to `width` cells, ending in `…` when it was longer.
  func clip(_ text: String, to width: Int) -> String {
    guard CellWidth.of(text) > width else { return text }
    var result = ""
    var used = 0
    for grapheme in text {
      let cells = CellWidth.of(grapheme)
      if used + cells > width - 1 { break }
      result.append(grapheme)
      used += cells
    }
    return result + "…"
  }

  private func textLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private func pad(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - CellWidth.of(text)))
  }
}
