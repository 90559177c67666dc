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

  /// A flexible frame offered no width (inside `.fixedSize(horizontal: true, vertical: false)`) that takes
  /// one of its bounds offers its content the size it took when placing it (OpenSwiftUI's
  /// `_FlexFrameLayout.placement`: the frame's own size, except on an axis offered nil where it took a
  /// length strictly between its bounds): a text wider than `.frame(maxWidth: 60)` is cut to 60 pt on its
  /// one line, where it was drawn whole past the frame and not reported.
  @Test func aFlexibleFrameOfferedNoWidthPlacesItsContentAtTheBoundItTook() {
    let title = "Arriving at the depot"
    var fixed = LayoutView.Modifiers()
    fixed.fixedHorizontal = true
    let view = LayoutView.modified(V.modified(V.text(title), frame: FrameModifier(maxWidth: 60)), fixed)
    #expect(LayoutEngine.size(view, ProposedSize(width: 300, height: 160)).width == 60)
    let output = V.place(view, width: 300)
    #expect(V.lines(output).count == 1)
    #expect(V.lines(output).first?.hasSuffix("…") == true, "\(V.lines(output))")
    #expect(output.clips.contains { $0.text == title && $0.kind == .clipped }, "\(output.clips)")
    // Fixed on both axes, the frame took its height between no bounds: it offers none, and the text wraps
    // in the 60 pt (below the frame's one line, as SwiftUI draws it).
    let both = V.modified(V.modified(V.text(title), frame: FrameModifier(maxWidth: 60)), fixed: true)
    #expect(V.lines(V.place(both, width: 300)).count > 1)
    // Taking a width between its bounds, it leaves its content its ideal width.
    let loose = V.modified(V.modified(V.text("Depot"), frame: FrameModifier(maxWidth: 200)), fixed: true)
    #expect(V.lines(V.place(loose, width: 300)) == ["Depot"])
  }
}
