import Layout
import Testing
import Typography
import Views

/// How a `Text` answers SwiftUI's layout questions, each with SwiftUI's result and where it comes from.
@Suite struct SwiftUITextRulesTests {
  static func width(_ string: String, _ style: Font = .body) -> Double {
    LayoutEngine.size(V.text(string, style), .unspecified).width
  }

  static let bodyLine = TextFont(.body).lineHeight

  /// Offered no width (its ideal size: `.fixedSize()`, `ViewThatFits`), a text is as wide as its widest
  /// line and as tall as its lines: a line feed starts a new line at any width (Apple: `Text` "displays
  /// … text on multiple lines"; a paragraph is never joined to the next). It was the width of every
  /// paragraph end to end on one line.
  @Test func aTextOfferedNoWidthTakesAWidthAndALinePerParagraph() {
    let ideal = LayoutEngine.size(V.text("Arriving soon\nat 12:30"), .unspecified)
    let widest = max(Self.width("Arriving soon"), Self.width("at 12:30"))
    #expect(abs(ideal.width - widest) < 0.001)
    #expect(abs(ideal.height - 2 * Self.bodyLine) < 0.001)
    // Its `lineLimit` holds at its ideal size too.
    let limited = LayoutEngine.size(V.text("One\nTwo\nThree", lineLimit: 2), .unspecified)
    #expect(abs(limited.height - 2 * Self.bodyLine) < 0.001)
  }

  /// A `.fixedSize()` text of two paragraphs, each narrower than its room, is drawn on two lines and is no
  /// clip: before, its paragraphs' widths were added, and it was reported drawn whole past the region's
  /// edge on one line.
  @Test func aFixedSizeTextWithALineFeedIsNoClipWhereEachParagraphFits() throws {
    let text = "Arriving soon\nat 12:30"
    let room = max(Self.width("Arriving soon"), Self.width("at 12:30")) + 4
    try #require(room < Self.width("Arriving soon") + Self.width("at 12:30"))
    let output = V.place(V.modified(V.text(text), fixed: true), width: room)
    #expect(V.lines(output) == ["Arriving soon", "at 12:30"])
    #expect(output.clips.isEmpty, "\(output.clips)")
  }

}
