import Layout
import Testing
import Views

/// `ViewThatFits`: SwiftUI's documented example, a long text and its short form, laid out in rooms of
/// several widths; only the child shown is drawn and checked.
@Suite struct ViewThatFitsTests {
  static let long = V.text("Estimated arrival in twelve minutes", lineLimit: 1)
  static let short = V.text("12 min", lineLimit: 1)

  static func fits(horizontal: Bool = true, vertical: Bool = true) -> LayoutView {
    .viewThatFits([long, short], horizontal: horizontal, vertical: vertical)
  }

  @Test func theFirstChildShowsWhenItsIdealWidthFits() {
    let ideal = LayoutEngine.size(Self.long, .unspecified).width
    let output = V.place(Self.fits(), width: ideal + 20)
    #expect(V.lines(output) == ["Estimated arrival in twelve minutes"])
    #expect(output.clips.isEmpty)
  }

  @Test func theLastChildShowsWhenTheFirstIsTooWide() {
    let ideal = LayoutEngine.size(Self.long, .unspecified).width
    let output = V.place(Self.fits(), width: ideal - 1)
    #expect(V.lines(output) == ["12 min"], "the long text is not drawn, so it is no clip either")
    #expect(output.clips.isEmpty)
    #expect(
      LayoutEngine.size(Self.fits(), ProposedSize(width: ideal - 1, height: 160)).width
        == LayoutEngine.size(Self.short, .unspecified).width)
  }

  @Test func theLastChildIsCutWhenNothingFits() {
    let output = V.place(Self.fits(), width: 20)
    #expect(!V.lines(output).contains { $0.hasPrefix("Estimated") })
    #expect(output.clips.contains { $0.text == "12 min" }, "a cut in the child shown is still reported")
  }

  @Test func onlyTheConstrainedAxisCounts() {
    let ideal = LayoutEngine.size(Self.long, .unspecified)
    // Too short for a line: fitting both axes falls to the last child; fitting horizontally only keeps the
    // first, which fits in width.
    let offer = ProposedSize(width: ideal.width + 1, height: ideal.height / 2)
    let both = LayoutEngine.size(Self.fits(), offer)
    let horizontal = LayoutEngine.size(Self.fits(vertical: false), offer)
    #expect(both.width == LayoutEngine.size(Self.short, .unspecified).width)
    #expect(horizontal.width == ideal.width)
  }

  @Test func inAnHStackItGivesWayToItsSibling() {
    let title = V.text("Order #4821", lineLimit: 1)
    let titleWidth = LayoutEngine.size(title, .unspecified).width
    let longWidth = LayoutEngine.size(Self.long, .unspecified).width
    let wide = V.place(V.hstack([title, Self.fits()]), width: titleWidth + 8 + longWidth + 20)
    #expect(V.lines(wide) == ["Order #4821", "Estimated arrival in twelve minutes"])
    let narrow = V.place(V.hstack([title, Self.fits()]), width: titleWidth + 8 + longWidth - 10)
    #expect(V.lines(narrow) == ["Order #4821", "12 min"])
    #expect(narrow.clips.isEmpty)
  }
}
