import JSON
import Layout
import Testing
import Views

/// The cases where la-sim's stacks and frames once departed from SwiftUI, each with SwiftUI's result and
/// where it comes from: OpenSwiftUI's reimplementation (tested against SwiftUI's own snapshots) of
/// `StackLayout` (`Layout/Stack/StackLayout.swift`), `_FlexFrameLayout` (`Layout/Modifier/FrameLayout.swift`),
/// `StyledTextLayoutEngine` (`View/Text/Text/Text+View.swift`) and `Spacer` (`Layout/Separator/Spacer.swift`).
@Suite struct SwiftUIStackRulesTests {
  static func width(_ string: String, _ style: Font = .body) -> Double {
    LayoutEngine.size(V.text(string, style), .unspecified).width
  }

  /// `StyledTextLayoutEngine.lengthThatFits` answers 0 for a zero width, so a stack sets aside nothing for
  /// a lower-priority text: a `layoutPriority(1)` sibling is offered all but the spacing, and fits in a row
  /// 1 pt wider than it and the spacing.
  @Test func aLowerPriorityTextKeepsNothingForAPrioritySibling() throws {
    let title = "Pizza Planet Delivery"
    let row = Self.width(title) + 8 + 1
    let output = V.place(
      V.hstack([V.modified(V.text(title, lineLimit: 1), priority: 1), V.text("Order #4821", lineLimit: 1)]),
      width: row)
    #expect(V.lines(output).first == title, "SwiftUI offers the title \(row - 8) pt")
    #expect(!output.clips.contains { $0.text == title && $0.kind == .clipped })
    #expect(output.clips.contains { $0.text == "Order #4821" && $0.kind == .clipped })
  }

  /// A padded text can shrink only to its padding (a padding's `lengthThatFits` is its `sizeThatFits`), so
  /// it is less flexible than a bare text and is served first, offered half the row: SwiftUI cuts it even
  /// though both ideal widths fit.
  @Test func aPaddedTextIsOfferedTheAverageAndCutWhenAllIdealsFit() throws {
    let padding = EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 30)
    let padded = V.modified(V.text("Hi", lineLimit: 1), padding: padding)
    let plain = V.text("Delivery", lineLimit: 1)
    let paddedIdeal = LayoutEngine.size(padded, .unspecified).width
    let plainIdeal = Self.width("Delivery")
    let row = paddedIdeal + 8 + plainIdeal + 2
    // The case: the padded text wants more than the average, and is the less flexible of the two.
    try #require(paddedIdeal > (row - 8) / 2)
    let paddedMinimum = LayoutEngine.size(padded, ProposedSize(width: 0, height: nil)).width
    try #require(paddedIdeal - paddedMinimum < plainIdeal)
    let output = V.place(V.hstack([padded, plain]), width: row)
    let hi = try #require(output.clips.first { $0.text == "Hi" }, "SwiftUI cuts \"Hi\": \(output.clips)")
    #expect(hi.kind == .clipped)
    #expect(abs(hi.available - ((row - 8) / 2 - 60)) < 0.01, "offered half the row, less its padding")
    #expect(V.lines(output).contains("Delivery"))
  }

  /// `HStack(spacing:)` is a uniform spacing (`StackLayout`'s `uniformSpacing`), put in every gap; the
  /// default spacing comes from each view's `ViewSpacing`, and a `Spacer`'s is zero.
  @Test func explicitSpacingGoesBesideASpacerAndTheDefaultDoesNot() {
    let children = [V.text("A"), V.spacer, V.text("B")]
    let explicit = LayoutView.stack(
      LayoutView.Stack(axis: .horizontal, children: children, spacing: 12, isSpacingExplicit: true))
    let system = LayoutView.stack(LayoutView.Stack(axis: .horizontal, children: children, spacing: 8))
    let letters = Self.width("A") + Self.width("B")
    // Ideal widths: the spacer at its 8-pt minimum length.
    #expect(abs(LayoutEngine.size(explicit, .unspecified).width - (letters + 12 + 8 + 12)) < 0.001)
    #expect(abs(LayoutEngine.size(system, .unspecified).width - (letters + 8)) < 0.001)
    let placed = V.place(explicit, width: 300)
    #expect(abs(V.element("B", in: placed)!.rect.maxX - 300) < 0.001)
  }

  /// `_FlexFrameLayout` with only `minWidth` answers `max(min(proposal, child), minWidth)`: never less
  /// than the minimum, whatever its content takes.
  @Test func aMinimumWidthFrameIsNeverNarrowerThanItsMinimum() {
    let framed = V.modified(V.text("Hi"), frame: FrameModifier(minWidth: 60))
    #expect(LayoutEngine.size(framed, ProposedSize(width: 300, height: 40)).width == 60)
    #expect(LayoutEngine.size(framed, .unspecified).width == 60)
    let hi = V.element("Hi", in: V.place(framed, width: 300))!
    #expect(abs(hi.rect.midX - 30) < 0.001, "content centred in the 60-pt frame")
    // A wider content takes what it is offered, down to the minimum.
    let long = V.modified(V.text("Preparing Your Pizza", lineLimit: 1), frame: FrameModifier(minWidth: 60))
    #expect(abs(LayoutEngine.size(long, ProposedSize(width: 100, height: 40)).width - 100) < 0.5)
    #expect(LayoutEngine.size(long, ProposedSize(width: 20, height: 40)).width == 60)
  }

  /// la-sim's assumption, uncertain: a `.fixedSize()` timer is asked for its ideal width and answers the
  /// width of its text, as any text does. (OpenSwiftUI leaves a dynamic text's measuring to UIKit's
  /// string metrics, which it does not reimplement; WidgetKit may measure it to the width requested.)
  @Test func aFixedSizeTimerIsAsWideAsItsText() {
    let timer = V.modified(V.text("29:59", .caption, timer: true), fixed: true)
    let width = LayoutEngine.size(timer, ProposedSize(width: 150, height: 40)).width
    #expect(abs(width - Self.width("29:59", .caption)) < 0.001)
  }

  /// A `.fixedSize()` text wider than its region is drawn whole and runs past the region's edge; on a
  /// phone it overflows onto the camera or the island clips it. It is reported as a clip (LA001) that shows
  /// the whole text.
  @Test func aFixedSizeTextWiderThanItsRegionIsReported() throws {
    let text = "On the Way"
    let room = 42.33
    let output = V.place(V.modified(V.text(text, .caption, lineLimit: 1), fixed: true), width: room)
    #expect(V.lines(output) == [text])
    let clip = try #require(output.clips.first)
    #expect(clip.kind == .clipped && clip.shown == text && !clip.isVertical)
    #expect(abs(clip.needed - Self.width(text, .caption)) < 0.001 && clip.available == room)
    // Within its room, nothing is reported.
    let fits = V.place(V.modified(V.text(text, .caption), fixed: true), width: 100)
    #expect(fits.clips.isEmpty)
  }

  /// SwiftUI asks each child three questions (offered nothing, its ideal, its share), so a stack nested
  /// deep is asked many proposals; each is worked out once, so twelve levels lay out in moments.
  @Test func deeplyNestedStacksAreWorkedOutOncePerProposal() {
    var view = V.text("Order #4821", lineLimit: 1)
    for level in 0..<12 {
      let children = [V.text("Level \(level)", lineLimit: 1), view, V.spacer]
      view = .stack(
        LayoutView.Stack(
          axis: level % 2 == 0 ? .horizontal : .vertical, children: children, spacing: 8, id: level + 1))
    }
    let clock = ContinuousClock()
    let elapsed = clock.measure { _ = V.place(view, width: 361, height: 160) }
    #expect(elapsed < .seconds(2), "\(elapsed)")
  }
}
