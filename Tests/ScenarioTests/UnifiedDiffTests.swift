import FrameFormats
import Rendering
import Testing

/// The unified diff verify prints.
struct UnifiedDiffTests {
  @Test("Equal texts give no hunks")
  func equal() {
    #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n").isEmpty)
    #expect(UnifiedDiff(old: "", new: "").isEmpty)
  }

  @Test("CRLF lines are lines: each keeps its carriage return, and a last one without a newline says so")
  func crlfLines() {
    #expect(UnifiedDiff.lines("a\r\nb\r\n") == ["a\r", "b\r"])
    #expect(UnifiedDiff(old: "a\r\nb\r\n", new: "a\nb\n").lineChanges == UnifiedDiff.LineChanges(changed: 2))
    #expect(UnifiedDiff(old: "a\r\nb", new: "a\r\nb\n").lineChanges == UnifiedDiff.LineChanges(changed: 1))
  }

  @Test(
    "The first change names its line, its column in scalars, and what each side has there",
    arguments: [
      ("a\nxx 1 yy\n", "a\nxx 0 yy\n", "line 2, column 4: '1' in the golden, '0' in the actual"),
      (
        "\u{FEFF}snapshot a\n", "snapshot a\n",
        "line 1, column 1: U+FEFF ZERO WIDTH NO-BREAK SPACE in the golden, 's' in the actual (a byte order mark;"
          + " la-sim writes none)"
      ),
      (
        "│ a\r\n", "│ a\n",
        "line 1, column 4: U+000D CARRIAGE RETURN in the golden, the end of the line in the actual (a CRLF line"
          + " ending; la-sim writes LF)"
      ),
      ("a\u{A0}b\n", "a b\n", "line 1, column 2: U+00A0 NO-BREAK SPACE in the golden, ' ' in the actual"),
      ("ab \n", "ab\n", "line 1, column 3: ' ' in the golden, the end of the line in the actual"),
      ("x\nab", "x\nab\n", "line 2, column 3: no newline at the end of the golden, a newline in the actual"),
      ("ab", "abc\n", "line 1, column 3: the end of the line in the golden, 'c' in the actual"),
      ("e\u{1B}[31m\n", "e\u{1B}[32m\n", "line 1, column 5: '1' in the golden, '2' in the actual"),
      ("👨‍🍳\n", "👨🍳\n", "line 1, column 2: U+200D ZERO WIDTH JOINER in the golden, '🍳' in the actual"),
    ])
  func firstChange(golden: String, actual: String, expected: String) throws {
    let first = try #require(UnifiedDiff(old: golden, new: actual).firstChange)
    #expect(first.summary == expected)
  }

  @Test("Lines only added or removed have no first change to point at")
  func noFirstChange() {
    #expect(UnifiedDiff(old: "", new: "a\nb\n").firstChange == nil)
    #expect(UnifiedDiff(old: "a\nb\n", new: "a\n").firstChange == nil)
    #expect(UnifiedDiff(old: "a\nb\nc\n", new: "a\nc\nd\nB\n").firstChange?.line == nil)
  }

  @Test("A changed line with three lines of context either side")
  func changedLine() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    let diff = UnifiedDiff(old: old, new: new)
    #expect(
      diff.text(oldLabel: "g", newLabel: "a") == """
        --- g
        +++ a
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    #expect(diff.lineChanges == UnifiedDiff.LineChanges(changed: 1))
    #expect(diff.lineChanges.summary == "1 line changed")
  }

  @Test(
    "A line replaced counts once; a run that removes and adds unequal numbers says the rest",
    arguments: [
      ("a\nb\nc\n", "a\nB\nc\n", "1 line changed"),
      ("a\nb\nc\nd\n", "a\nB\nC\nd\n", "2 lines changed"),
      ("a\nb\nc\n", "a\nB\nX\nY\nc\n", "1 line changed, 2 added"),
      ("a\nb\nc\nd\n", "a\nB\nd\n", "1 line changed, 1 removed"),
      ("a\nb\n", "a\nx\ny\nb\n", "2 lines added"),
      ("a\nb\nc\n", "c\n", "2 lines removed"),
      // Runs far apart are counted each on its own: a replaced line and, apart, a removed one.
      (
        (1...20).map { "\($0)\n" }.joined(),
        (1...20).map { $0 == 2 ? "two\n" : $0 == 18 ? "" : "\($0)\n" }.joined(),
        "1 line changed, 1 removed"
      ),
    ])
  func lineChanges(_ old: String, _ new: String, _ summary: String) {
    #expect(UnifiedDiff(old: old, new: new).lineChanges.summary == summary)
  }

  @Test("Changes far apart make separate hunks; close ones share one")
  func hunks() {
    let old = (1...30).map { "\($0)" }.joined(separator: "\n") + "\n"
    let far = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n").replacingOccurrences(
      of: "\n25\n", with: "\n")
    #expect(UnifiedDiff(old: old, new: far).hunks.map(\.header) == ["@@ -1,6 +1,6 @@", "@@ -22,7 +22,6 @@"])
    let near = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n").replacingOccurrences(
      of: "\n9\n", with: "\nnine\n")
    #expect(UnifiedDiff(old: old, new: near).hunks.map(\.header) == ["@@ -1,12 +1,12 @@"])
  }

  @Test("Added and removed lines at the edges, and into an empty text")
  func edges() {
    #expect(UnifiedDiff(old: "", new: "a\n").hunks.map(\.header) == ["@@ -0,0 +1,1 @@"])
    #expect(UnifiedDiff(old: "a\n", new: "").hunks.map(\.header) == ["@@ -1,1 +0,0 @@"])
    #expect(
      UnifiedDiff(old: "a\nb\n", new: "z\na\nb\n").text(oldLabel: "o", newLabel: "n")
        == "--- o\n+++ n\n@@ -1,2 +1,3 @@\n+z\n a\n b\n")
  }

  @Test("Trailing spaces are visible, and so is a missing final newline")
  func visible() {
    let diff = UnifiedDiff(old: "a  \nb\n", new: "a\nb")
    #expect(
      diff.text(oldLabel: "o", newLabel: "n")
        == "--- o\n+++ n\n@@ -1,2 +1,2 @@\n-a␠␠\n-b\n+a\n+b\n\\ No newline at end of file\n")
  }

  @Test("Colour marks removed lines red and added lines green")
  func color() {
    let text = UnifiedDiff(old: "a\n", new: "b\n").text(oldLabel: "o", newLabel: "n", color: true)
    #expect(text.contains("\u{1B}[31m-a\u{1B}[0m"))
    #expect(text.contains("\u{1B}[32m+b\u{1B}[0m"))
  }
}
