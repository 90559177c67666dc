/// A line diff in unified format, with trailing spaces made visible, for golden-frame mismatches.
public enum UnifiedDiff {
  /// Drawn in place of each trailing space so that a difference in trailing spaces can be seen.
  public static let visibleSpace = "·"

  /// The unified diff from `expected` to `actual`, or nil when they are equal.
  public static func diff(
    expected: String, actual: String, expectedName: String = "golden", actualName: String = "actual",
    context: Int = 3
  ) -> String? {
    guard expected != actual else { return nil }
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(old, new)
    var lines = ["--- \(expectedName)", "+++ \(actualName)"]
    var index = 0
    while index < edits.count {
      guard let firstChange = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
      var end = firstChange
      var lastChange = firstChange
      while end < edits.count {
        if edits[end].kind != .same {
          lastChange = end
        } else if end - lastChange > 2 * context {
          break
        }
        end += 1
      }
      let start = max(index, firstChange - context)
      let stop = min(edits.count, lastChange + context + 1)
      let hunk = edits[start..<stop]
      let oldStart = (hunk.first?.oldIndex ?? 0) + 1
      let newStart = (hunk.first?.newIndex ?? 0) + 1
      let oldCount = hunk.filter { $0.kind != .insert }.count
      let newCount = hunk.filter { $0.kind != .delete }.count
      lines.append("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@")
      for edit in hunk {
        let prefix = edit.kind == .same ? " " : edit.kind == .delete ? "-" : "+"
        lines.append(prefix + showTrailingSpaces(edit.text))
      }
      index = stop
    }
    return lines.joined(separator: "\n")
  }

  /// `text` with each trailing space replaced by `visibleSpace`.
  public static func showTrailingSpaces(_ text: String) -> String {
    let trimmed = text.reversed().drop { $0 == " " }
    let trailing = text.count - trimmed.count
    return String(text.prefix(text.count - trailing)) + String(repeating: visibleSpace, count: trailing)
  }

  struct Edit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var text: String
    var oldIndex: Int
    var newIndex: Int
  }

  /// The shortest edit script by longest common subsequence (frames are small).
  static func script(_ old: [String], _ new: [String]) -> [Edit] {
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(Edit(kind: .same, text: old[i], oldIndex: i, newIndex: j))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(Edit(kind: .delete, text: old[i], oldIndex: i, newIndex: j))
        i += 1
      } else {
        edits.append(Edit(kind: .insert, text: new[j], oldIndex: i, newIndex: j))
        j += 1
      }
    }
    return edits
  }
}
