import Foundation
import FrameFormats
import Rendering
import TestSupport
import Testing

/// Golden comparisons: a readable diff, the actual frame written beside the golden, recording only on request.
@Suite struct UnifiedDiffTests {
  @Test func diffShowsChangedLinesAndTrailingSpaces() throws {
    let diff = UnifiedDiff(old: "a\nb \nc\n", new: "a\nb\nc\n", context: 1)
    #expect(
      diff.text(oldLabel: "golden", newLabel: "actual")
        == "--- golden\n+++ actual\n@@ -1,3 +1,3 @@\n a\n-b␠\n+b\n c\n")
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(UnifiedDiff(old: "same\n", new: "same\n").isEmpty)
  }

  @Test func oneChangedCharacterFailsAndWritesTheActualFrame() throws {
    let scratch = try TemporaryDirectory("golden")
    defer { scratch.remove() }
    let directory = scratch.url
    let golden = directory.appendingPathComponent("frame.txt").path
    try "│🚚 29:59│\n".write(toFile: golden, atomically: true, encoding: .utf8)
    #expect(GoldenFile.compare("│🚚 29:59│\n", goldenPath: golden) == .match)
    guard case .mismatch(let message) = GoldenFile.compare("│🚚 29:58│\n", goldenPath: golden) else {
      Issue.record("a changed frame must not match")
      return
    }
    #expect(message.contains("-│🚚 29:59│") && message.contains("+│🚚 29:58│"))
    let actual = directory.appendingPathComponent("frame.actual.txt").path
    #expect(try String(contentsOfFile: actual, encoding: .utf8) == "│🚚 29:58│\n")
    guard
      case .mismatch(let missing) = GoldenFile.compare(
        "x", goldenPath: directory.appendingPathComponent("none.txt").path)
    else {
      Issue.record("a missing golden must fail")
      return
    }
    #expect(missing.contains("missing golden"))
  }
}
