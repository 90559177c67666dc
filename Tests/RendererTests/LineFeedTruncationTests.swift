import Fixture
import Foundation
import Layout
import Lifecycle
import Rendering
import Testing

/// A text with a line feed on fewer lines than its paragraphs: the last line shown is its own paragraph cut
/// with `…`, never the paragraphs run together (`line oneline two…`), and the paragraphs hidden below are a
/// clip in height, not a "tight" width.
@Suite struct LineFeedTruncationTests {
  @Test func aLineLimitOfOneShowsTheFirstParagraphAndReportsTheRestAsAClip() throws {
    let activity = try VocabularyTests.activity(
      lockScreen: #"{ "text": "line one\nline two", "lineLimit": 1 }"#)
    let frame = VocabularyTests.frame(activity)
    #expect(frame.frame.rows.contains { $0.contains("line one…") }, "\(frame.frame.rows)")
    #expect(!frame.frame.rows.contains { $0.contains("oneline") }, "\(frame.frame.rows)")
    let findings = frame.truncations.filter { $0.text == "line one\nline two" }
    #expect(findings.map(\.kind) == [.clipped], "\(frame.truncations.map(\.summary))")
    #expect(findings.first?.isVertical == true)
    #expect(findings.first?.shown == "line one…")
  }

  @Test func theLastLineAHeightAllowsKeepsToItsParagraph() throws {
    // Two lines of the three paragraphs: the second line is "b…", and "c" is not pulled up beside it.
    let activity = try VocabularyTests.activity(
      lockScreen: #"{ "text": "a\nb\nc", "lineLimit": 2 }"#)
    let frame = VocabularyTests.frame(activity)
    let finding = try #require(frame.truncations.first { $0.text == "a\nb\nc" })
    #expect(finding.kind == .clipped)
    #expect(finding.isVertical)
    #expect(finding.shown == "a b…")
  }

  /// A backend on Windows sends "\r\n"; Foundation strings carry U+2028 and U+2029: each breaks a line on a
  /// phone, as "\n" does.
  @Test(arguments: [#"\r\n"#, #"\r"#, #"\u2028"#, #"\u2029"#])
  func everyLineBreakCharacterBreaksTheLine(separator: String) throws {
    let text = "line one\(separator)line two"
    let whole = VocabularyTests.frame(try VocabularyTests.activity(lockScreen: #"{ "text": "\#(text)" }"#))
    let rows = whole.frame.rows
    let first = try #require(rows.firstIndex { $0.contains("line one") }, "\(rows)")
    let second = try #require(rows.firstIndex { $0.contains("line two") }, "\(rows)")
    #expect(first < second, "\(rows)")
    let limited = VocabularyTests.frame(
      try VocabularyTests.activity(lockScreen: #"{ "text": "\#(text)", "lineLimit": 1 }"#))
    let finding = try #require(limited.truncations.first { $0.text.hasPrefix("line one") })
    #expect(finding.kind == .clipped)
    #expect(finding.shown == "line one…")
  }

  @Test func aParagraphTooWideForItsOneLineIsStillAWidthClip() throws {
    let text = #"Out for delivery, two stops left before yours, almost there\nsoon"#
    let activity = try VocabularyTests.activity(lockScreen: #"{ "text": "\#(text)", "lineLimit": 1 }"#)
    let frame = VocabularyTests.frame(activity)
    let finding = try #require(frame.truncations.first { $0.text.hasPrefix("Out for delivery") })
    #expect(finding.kind == .clipped)
    #expect(finding.shown.hasSuffix("…"))
    #expect(!finding.shown.contains("soon"))
  }
}
