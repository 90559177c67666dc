import Foundation
import Goldens
import Scenarios
import TestSupport
import Testing

/// The review loop, driven by keys as a person at a terminal would press them.
struct ReviewSessionTests {
  /// Three pending pairs: two changed, one new.
  func pendingDirectory(in scratch: TemporaryDirectory) throws -> String {
    let directory = scratch.path
    let story = """
      wait 1m
      snapshot one compact
      wait 1m
      snapshot two compact
      wait 1m
      snapshot three compact
      """
    let store = GoldenStore(directory: directory, format: .text)
    _ = try store.record(try ScenarioTestSupport.play(story))
    try FileManager.default.removeItem(atPath: store.goldenPath("three"))
    _ = try store.verify(
      try ScenarioTestSupport.play(story.replacingOccurrences(of: "wait 1m", with: "wait 2m")))
    return directory
  }

  func run(_ keys: String, in directory: String) throws -> (ReviewSummary, String) {
    var remaining = Array(keys)
    var output = ""
    let session = ReviewSession(pending: try PendingSnapshot.find(in: directory), width: 120)
    let summary = session.run(
      nextKey: { remaining.isEmpty ? nil : remaining.removeFirst() }, write: { output += $0 })
    return (summary, output)
  }

  @Test("A golden that is there but not UTF-8 is not called new: accepting would replace it")
  func unreadableGoldenIsNotNew() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try pendingDirectory(in: scratch)
    try Data([0x66, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: directory + "/one.txt"))
    let (_, output) = try run("s", in: directory)
    #expect(
      output.contains(
        "[1/3] \(directory)/one.txt: the golden is there but cannot be read as UTF-8 text; accepting replaces it"
          + " with the actual frame"), "\(output)")
    #expect(!output.contains("one.txt: new (no golden yet)"))
  }

  @Test("A snapshot whose golden is in another format is not called new: review names that golden")
  func goldenInAnotherFormatIsNotNew() throws {
    // `play --verify DIR --format svg` against text goldens leaves `one.actual.svg` beside `one.txt`; review
    // said "new (no golden yet)" of a snapshot whose golden is right there.
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = scratch.path
    let story = "snapshot one compact"
    _ = try GoldenStore(directory: directory, format: .text).record(try ScenarioTestSupport.play(story))
    _ = try GoldenStore(directory: directory, format: .svg).verify(try ScenarioTestSupport.play(story))
    let (summary, output) = try run("s", in: directory)
    #expect(summary.skipped == 1)
    #expect(
      output.contains(
        "[1/1] \(directory)/one.svg: no golden in this format; the golden is text (\(directory)/one.txt), and "
          + "accepting adds this one beside it"), "\(output)")
    #expect(!output.contains("new (no golden yet)"))
  }

  @Test("A CRLF golden is shown line by line, each carriage return written where its line ends")
  func crlfGolden() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try pendingDirectory(in: scratch)
    let path = directory + "/one.txt"
    let golden = try ScenarioTestSupport.read(path)
    try ScenarioTestSupport.write(golden.replacingOccurrences(of: "\n", with: "\r\n"), to: path)
    let (_, output) = try run("s", in: directory)
    #expect(output.contains("\n-snapshot one\\u{D}\n"), "\(output)")
    #expect(output.contains("\nsnapshot one\\u{D}"), "the golden's column, one row per line")
    #expect(!output.contains("\\u{A}"))
  }

  @Test("a accepts, r rejects, s skips; each pair is shown with both frames and the difference")
  func keys() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try pendingDirectory(in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (summary, output) = try run("xrsa", in: directory)
    #expect(
      summary
        == {
          var s = ReviewSummary(); s.accepted = 1; s.rejected = 1; s.skipped = 1; return s
        }())
    #expect(
      output.contains(
        "[1/3] \(directory)/one.txt: 2 lines changed, the first at line 3, column 102: '1' in the golden, '2' in"
          + " the actual\n"))
    #expect(output.contains("'x' is not a choice: press a, r, s or q"))
    #expect(output.contains("Golden"))
    #expect(output.contains(" ≠ "), "differing rows are marked between the columns")
    #expect(output.contains("-│   ⛟            ●       29:00   │\n+│   ⛟            ●       28:00   │"))
    // The 34-cell compact frame, padded to the 59-cell golden column, then the actual one.
    #expect(
      output.contains(
        "│   ⛟            ●       29:00   │" + String(repeating: " ", count: 25)
          + "≠ │   ⛟            ●       28:00   │\n"))
    #expect(output.contains("[2/3] \(directory)/three.txt: new (no golden yet)"))
    #expect(output.contains("[3/3] \(directory)/two.txt: 2 lines changed, the first at line 3, column "))
    // The prompt names the snapshot too: a long diff scrolls the header away.
    #expect(output.contains("[1/3] one.txt · a accept · r reject · s skip · q quit › 'x' is not a choice"))
    #expect(output.contains("[3/3] two.txt · a accept · r reject · s skip · q quit › accepted"))
    // In path order: one rejected (golden kept, actual gone), three skipped (still pending), two accepted.
    #expect(!ScenarioTestSupport.exists("\(directory)/one.actual.txt"))
    #expect(ScenarioTestSupport.exists("\(directory)/one.txt"))
    #expect(!ScenarioTestSupport.exists("\(directory)/two.actual.txt"))
    #expect(try ScenarioTestSupport.read("\(directory)/two.txt").contains("10:04:00Z (+4m00s)"))
    #expect(try PendingSnapshot.find(in: directory).map(\.goldenPath) == ["\(directory)/three.txt"])
  }

  @Test("q quits and leaves the rest pending; the end of input quits too")
  func quit() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try pendingDirectory(in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (summary, _) = try run("aq", in: directory)
    #expect(summary.accepted == 1)
    #expect(summary.remaining == 2)
    #expect(summary.text == "1 accepted, 0 rejected, 0 skipped, 2 not reviewed")
    let (again, _) = try run("", in: directory)
    #expect(again.remaining == 2)
    #expect(try PendingSnapshot.find(in: directory).count == 2)
  }

  @Test("Frames too wide for the terminal are shown one above the other")
  func stacked() throws {
    let scratch = try TemporaryDirectory()
    defer { scratch.remove() }
    let directory = try pendingDirectory(in: scratch)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pending = try PendingSnapshot.find(in: directory)
    let narrow = ReviewSession(pending: pending, width: 62).describe(pending[0], position: 1)
    #expect(narrow.contains("Golden:\n"))
    #expect(narrow.contains("\nActual:\n"))
    #expect(narrow.contains("Difference:\n--- "))
  }
}
