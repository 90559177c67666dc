import Testing

/// An expected frame or screen region written out as its rows, compared whole. Rows are compared without
/// their trailing blanks, so a picture in a test's source stays readable; a test that cares about width
/// checks it apart. On a mismatch the issue shows every row, the differing ones as `-` expected and `+`
/// actual, so the change reads as a picture.
public enum Picture {
  /// `rows` with the blanks at the end of each removed.
  public static func trimmed(_ rows: [String]) -> [String] {
    rows.map { row in
      var row = row
      while row.last == " " { row.removeLast() }
      return row
    }
  }

  /// The rows of `text`, split at each newline.
  public static func rows(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// A row-by-row difference of `actual` from `expected` (both trimmed), or nil when they agree.
  public static func difference(actual: [String], expected: [String]) -> String? {
    let actual = trimmed(actual)
    let expected = trimmed(expected)
    guard actual != expected else { return nil }
    var lines = ["picture differs (- expected \(expected.count) rows, + actual \(actual.count)):"]
    for index in 0..<max(actual.count, expected.count) {
      let want = index < expected.count ? expected[index] : nil
      let got = index < actual.count ? actual[index] : nil
      let number = String(index).leftPadded(to: 3)
      if want == got {
        lines.append("  \(number)  |\(want ?? "")|")
      } else {
        lines.append("- \(number)  " + (want.map { "|\($0)|" } ?? "(no row)"))
        lines.append("+ \(number)  " + (got.map { "|\($0)|" } ?? "(no row)"))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Records an issue showing the difference when `actual` is not the picture `expected`.
  public static func expect(
    _ actual: [String], _ expected: [String], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let difference = difference(actual: actual, expected: expected) else { return }
    let heading = comment.map { "\($0): " } ?? ""
    Issue.record(Comment(rawValue: heading + difference), sourceLocation: sourceLocation)
  }

  /// Records an issue showing the difference when `actual` is not the picture `expected`, written as a
  /// multi-line string literal of the rows.
  public static func expect(
    _ actual: [String], _ expected: String, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(actual, rows(expected), comment, sourceLocation: sourceLocation)
  }

  /// Records an issue when the text `actual` (rows separated by newlines) is not the picture `expected`.
  public static func expect(
    _ actual: String, _ expected: String, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expect(rows(actual), rows(expected), comment, sourceLocation: sourceLocation)
  }
}

extension String {
  /// The string with spaces in front up to `width` characters.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: Swift.max(0, width - count)) + self
  }
}
