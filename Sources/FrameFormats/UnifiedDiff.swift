import JSON

/// A line diff of two texts in unified form, with trailing spaces made visible.
///
/// Golden frames are pictures whose rows end in meaningful spaces, so a changed trailing space must show:
/// every trailing space on a `-`, `+` or context line is written as `␠`.
public struct UnifiedDiff: Equatable, Sendable {
  /// One line of the diff body.
  public enum Line: Equatable, Sendable {
    /// In both texts.
    case context(String)
    /// Only in the old text.
    case removed(String)
    /// Only in the new text.
    case added(String)
  }

  /// A run of changes with its context.
  public struct Hunk: Equatable, Sendable {
    /// 1-based first line in the old text (0 when the range is empty at the top).
    public var oldStart: Int
    /// Lines of the old text in the hunk.
    public var oldCount: Int
    /// 1-based first line in the new text.
    public var newStart: Int
    /// Lines of the new text in the hunk.
    public var newCount: Int
    /// The lines.
    public var lines: [Line]

    /// `@@ -3,7 +3,7 @@`.
    public var header: String { "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@" }
  }

  /// The hunks; empty when the texts are equal.
  public var hunks: [Hunk]

  /// The visible stand-in for a trailing space.
  public static let visibleSpace = "␠"

  /// The difference from `old` to `new`, with `context` unchanged lines around each change.
  public init(old: String, new: String, context: Int = 3) {
    let a = Self.lines(old)
    let b = Self.lines(new)
    hunks = Self.hunks(Self.editScript(a, b), a: a, b: b, context: context)
  }

  /// Whether the texts were equal.
  public var isEmpty: Bool { hunks.isEmpty }

  /// The lines that differ, counted as a reader of the diff counts them.
  public struct LineChanges: Equatable, Sendable {
    /// Lines of the old text replaced by lines of the new: in a run of changes, as many as the fewer of its
    /// removed and added lines.
    public var changed = 0
    /// Lines of the new text beyond those that replace old ones.
    public var added = 0
    /// Lines of the old text beyond those replaced.
    public var removed = 0

    /// Counts.
    public init(changed: Int = 0, added: Int = 0, removed: Int = 0) {
      self.changed = changed
      self.added = added
      self.removed = removed
    }

    /// `1 line changed`, `1 line changed, 2 added`, `3 lines removed`: what verify, review and JUnit say.
    public var summary: String {
      var parts: [String] = []
      for (count, verb) in [(changed, "changed"), (added, "added"), (removed, "removed")] where count > 0 {
        parts.append((parts.isEmpty ? String.counted(count, "line") : String(count)) + " " + verb)
      }
      return parts.isEmpty ? "no line changed" : parts.joinedText(separator: ", ")
    }
  }

  /// The lines that differ: a line replaced by another counts once, as `changed`, not as one removed and
  /// one added; a run of changes that removes and adds unequal numbers counts the rest as added or removed.
  public var lineChanges: LineChanges {
    var changes = LineChanges()
    var removed = 0
    var added = 0
    func endRun() {
      let replaced = min(removed, added)
      changes.changed += replaced
      changes.added += added - replaced
      changes.removed += removed - replaced
      (removed, added) = (0, 0)
    }
    for hunk in hunks {
      for line in hunk.lines {
        switch line {
        case .context: endRun()
        case .removed: removed += 1
        case .added: added += 1
        }
      }
      endRun()
    }
    return changes
  }

  /// The same diff with each line's text passed through `transform` (a last line's missing newline still
  /// said): how a diff of two texts is shown escaped without comparing the escaped texts again, which could
  /// find other lines, or none (an escape written out in one file and obeyed in the other read alike).
  public func mapLines(_ transform: (String) -> String) -> UnifiedDiff {
    func map(_ text: String) -> String {
      guard text.hasSuffix(Self.noNewlineMark) else { return transform(text) }
      return transform(String(text.dropLast(Self.noNewlineMark.count))) + Self.noNewlineMark
    }
    var copy = self
    for index in copy.hunks.indices {
      copy.hunks[index].lines = copy.hunks[index].lines.map {
        switch $0 {
        case .context(let text): .context(map(text))
        case .removed(let text): .removed(map(text))
        case .added(let text): .added(map(text))
        }
      }
    }
    return copy
  }

  /// The diff as text: `---`/`+++` labels, then each hunk; `color` adds red and green escapes.
  public func text(oldLabel: String, newLabel: String, color: Bool = false) -> String {
    let red = color ? "\u{1B}[31m" : ""
    let green = color ? "\u{1B}[32m" : ""
    let cyan = color ? "\u{1B}[36m" : ""
    let reset = color ? "\u{1B}[0m" : ""
    var out = ["\(red)--- \(oldLabel)\(reset)", "\(green)+++ \(newLabel)\(reset)"]
    for hunk in hunks {
      out.append(cyan + hunk.header + reset)
      for line in hunk.lines {
        switch line {
        case .context(let text): out.append(" " + Self.visible(text))
        case .removed(let text): out.append(red + "-" + Self.visible(text) + reset)
        case .added(let text): out.append(green + "+" + Self.visible(text) + reset)
        }
      }
    }
    return out.joined(separator: "\n") + "\n"
  }

  /// `text` with each trailing space shown as `␠`, and a missing final newline said in words.
  public static func visible(_ text: String) -> String {
    var body = Substring(text)
    var suffix = ""
    if body.hasSuffix(noNewlineMark) {
      body = body.dropLast(noNewlineMark.count)
      suffix = "\n\\ No newline at end of file"
    }
    let trimmed = body.reversed().drop { $0 == " " }
    let spaces = body.count - trimmed.count
    return String(body.dropLast(spaces)) + String(repeating: visibleSpace, count: spaces) + suffix
  }

  /// Marks the last line of a text that does not end in a newline, so that such a change shows.
  static let noNewlineMark = "\u{0}no-newline"

  /// The lines of `text`; a last line without a newline is marked so that the difference shows. Lines end at
  /// each U+000A, not at each `Character` "\n": a CRLF file's "\r\n" is one `Character`, so split by
  /// characters such a file was one line, and its diff one line of `\u{D}\u{A}`s. Split by scalars, each of
  /// its lines keeps its carriage return, shown escaped where it ends.
  public static func lines(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" {
      lines.removeLast()
    } else {
      lines[lines.count - 1] += noNewlineMark
    }
    return lines
  }

  /// One step of an edit script: keep a line of both texts, delete one of the old, insert one of the new.
  public enum Edit: Equatable, Sendable {
    /// Old line index, new line index.
    case keep(Int, Int)
    /// Old line index.
    case delete(Int)
    /// New line index.
    case insert(Int)
  }

  /// The shortest edit script from `a` to `b` (Myers' O(ND) algorithm).
  public static func editScript(_ a: [String], _ b: [String]) -> [Edit] {
    let n = a.count
    let m = b.count
    let limit = n + m
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []
    search: for d in 0...limit {
      trace.append(v)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        v[offset + k] = x
        if x >= n, y >= m { break search }
      }
    }
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let v = trace[d]
      let k = x - y
      let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
      let previousX = v[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        edits.append(.keep(x - 1, y - 1))
        x -= 1
        y -= 1
      }
      if d > 0 {
        if x == previousX {
          edits.append(.insert(y - 1))
        } else {
          edits.append(.delete(x - 1))
        }
        x = previousX
        y = previousY
      }
    }
    return edits.reversed()
  }

  static func hunks(_ edits: [Edit], a: [String], b: [String], context: Int) -> [Hunk] {
    let changes = edits.indices.filter { if case .keep = edits[$0] { false } else { true } }
    guard let first = changes.first else { return [] }
    // Group changes whose context would touch or overlap.
    var groups: [(Int, Int)] = [(first, first)]
    for index in changes.dropFirst() {
      if index - groups[groups.count - 1].1 <= 2 * context + 1 {
        groups[groups.count - 1].1 = index
      } else {
        groups.append((index, index))
      }
    }
    return groups.map { group in
      let start = max(0, group.0 - context)
      let end = min(edits.count - 1, group.1 + context)
      var lines: [Line] = []
      var oldStart: Int?
      var newStart: Int?
      var oldCount = 0
      var newCount = 0
      // Positions before the hunk, for empty ranges.
      var oldBefore = 0
      var newBefore = 0
      for edit in edits[..<start] {
        switch edit {
        case .keep:
          oldBefore += 1
          newBefore += 1
        case .delete: oldBefore += 1
        case .insert: newBefore += 1
        }
      }
      for edit in edits[start...end] {
        switch edit {
        case .keep(let i, let j):
          lines.append(.context(a[i]))
          oldStart = oldStart ?? i + 1
          newStart = newStart ?? j + 1
          oldCount += 1
          newCount += 1
        case .delete(let i):
          lines.append(.removed(a[i]))
          oldStart = oldStart ?? i + 1
          oldCount += 1
        case .insert(let j):
          lines.append(.added(b[j]))
          newStart = newStart ?? j + 1
          newCount += 1
        }
      }
      return Hunk(
        oldStart: oldStart ?? oldBefore, oldCount: oldCount, newStart: newStart ?? newBefore,
        newCount: newCount,
        lines: lines)
    }
  }
}
