import Layout
import Testing
import Typography
import Views

/// SwiftUI's proposal rules, each as a picture of where things land.
@Suite struct LayoutRulesTests {
  @Test func aShortTextKeepsItsWidthAndALongOneTakesTheRest() {
    let output = V.place(
      V.hstack([V.text("Hi"), V.text(String(repeating: "word ", count: 20), lineLimit: 1)]), width: 200)
    #expect(V.lines(output).first == "Hi")
    let long = output.clips.first { $0.kind == .clipped }
    #expect(long != nil)
    let hi = V.element("Hi", in: output)!
    #expect(abs((long?.available ?? 0) - (200 - 8 - hi.rect.width)) < 0.01)
  }

  @Test func aSpacerPushesItsNeighboursToTheEdges() {
    let output = V.place(V.hstack([V.text("Left"), V.spacer, V.text("Right")]), width: 300)
    #expect(V.element("Left", in: output)!.rect.x == 0)
    #expect(abs(V.element("Right", in: output)!.rect.maxX - 300) < 0.001)
    #expect(output.clips.isEmpty)
  }

  @Test func layoutPriorityIsServedFirst() {
    let long = String(repeating: "x", count: 40)
    let plain = V.place(V.hstack([V.text(long, lineLimit: 1), V.text(long, lineLimit: 1)]), width: 200)
    #expect(plain.clips.filter { $0.kind == .clipped }.count == 2, "two equals share the width")
    let first = V.place(
      V.hstack([V.modified(V.text(long, lineLimit: 1), priority: 1), V.text(long, lineLimit: 1)]), width: 400)
    #expect(V.lines(first).first == long, "the higher priority is offered all it needs first")
  }

  @Test func textWrapsByWordsWithoutALineLimitAndTruncatesWithOne() {
    let text = "Out for delivery, 2 stops left"
    let wrapped = V.place(V.text(text, .body), width: 120)
    #expect(V.lines(wrapped).count > 1)
    #expect(V.lines(wrapped).joined(separator: " ") == text)
    #expect(wrapped.clips.isEmpty)
    let cut = V.place(V.text(text, .body, lineLimit: 1), width: 120)
    #expect(V.lines(cut).count == 1 && V.lines(cut)[0].hasSuffix("…"))
    let two = V.place(V.text(text + ", then one more and more", .body, lineLimit: 2), width: 120)
    #expect(V.lines(two).count == 2 && V.lines(two)[1].hasSuffix("…"))
    #expect(two.clips.first?.isVertical == true)
  }

  @Test(arguments: [(TruncationMode.head, "…"), (.middle, "…"), (.tail, "…")])
  func truncationModesPutTheEllipsisWhereTheySay(_ mode: TruncationMode, _ mark: String) {
    let output = V.place(V.text("Preparing Your Pizza", .body, lineLimit: 1, truncation: mode), width: 90)
    let line = V.lines(output)[0]
    switch mode {
    case .head: #expect(line.hasPrefix(mark) && line.hasSuffix("Pizza"))
    case .middle: #expect(line.hasPrefix("Pre") && line.hasSuffix("za") && line.contains(mark))
    case .tail: #expect(line.hasPrefix("Preparing") && line.hasSuffix(mark))
    }
  }

  @Test func minimumScaleFactorShrinksBeforeCuttingAndSaysByHowMuch() {
    let output = V.place(V.text("Preparing Your Pizza", .body, lineLimit: 1, scale: 0.5), width: 120)
    #expect(V.lines(output) == ["Preparing Your Pizza"])
    guard case .scaled(let factor) = output.clips.first?.kind else {
      Issue.record("no scaled finding: \(output.clips)")
      return
    }
    #expect(factor < 1 && factor >= 0.5)
  }

  @Test func paddingDefaultsToSixteenPointsOnEveryEdge() {
    #expect(EdgeInsets.systemPadding == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
    let output = V.place(V.modified(V.text("Hi"), padding: .systemPadding), width: 300)
    let hi = V.element("Hi", in: output)!
    #expect(hi.rect.x == 16 && hi.rect.y == 16)
  }

  @Test func framesFixBoundAndGrow() {
    let fixed = V.place(V.modified(V.text("Hi"), frame: FrameModifier(width: 100)), width: 300)
    // A fixed frame is 100 pt; its content is centred in it.
    let hi = V.element("Hi", in: fixed)!
    #expect(abs(hi.rect.midX - 50) < 0.001)
    let bounded = V.place(
      V.modified(V.text("A longer label", lineLimit: 1), frame: FrameModifier(maxWidth: 40)), width: 300)
    #expect(bounded.clips.first { $0.kind == .clipped }?.available == 40)
    let grown = V.place(
      V.modified(V.text("Hi"), frame: FrameModifier(maxWidth: .infinity, alignment: .trailing)), width: 300)
    #expect(abs(V.element("Hi", in: grown)!.rect.maxX - 300) < 0.001)
  }

  @Test func fixedSizeTakesTheIdealWidthWhateverIsOffered() {
    let output = V.place(V.modified(V.text("Preparing Your Pizza", lineLimit: 1), fixed: true), width: 40)
    #expect(V.lines(output) == ["Preparing Your Pizza"])
    // Nothing is cut; it runs past the 40 pt it had, which is reported.
    #expect(output.clips.map(\.shown) == ["Preparing Your Pizza"])
  }

  @Test func aTimerTakesAllTheWidthItIsOffered() {
    let size = LayoutEngine.size(V.text("29:59", .caption, timer: true), ProposedSize(width: 150, height: 40))
    #expect(size.width == 150)
    let ideal = LayoutEngine.size(V.text("29:59", .caption, timer: true), .unspecified)
    #expect(ideal.width < 50)
  }

  @Test func stacksCentreByDefaultAndAlignWhenTold() {
    let centred = V.place(V.vstack([V.text("Wide wide wide"), V.text("Hi")]), width: 300)
    let wide = V.element("Wide wide wide", in: centred)!
    #expect(abs(V.element("Hi", in: centred)!.rect.midX - wide.rect.midX) < 0.001)
    let leading = V.place(
      V.vstack([V.text("Wide wide wide"), V.text("Hi")], alignment: .leading), width: 300)
    #expect(V.element("Hi", in: leading)!.rect.x == V.element("Wide wide wide", in: leading)!.rect.x)
  }

  @Test func multilineTextAlignmentAlignsTheLinesOfOneText() {
    let output = V.place(V.text("Out for delivery, 2 stops left", alignment: .center), width: 120)
    let rects = output.elements.map(\.rect)
    #expect(rects.count > 1)
    #expect(Set(rects.map { ($0.midX * 1000).rounded() }).count == 1, "\(rects)")
  }

  /// No proposal, however absurd, traps or produces a non-finite size.
  @Test(arguments: [0, 1e-9, 1e308, Double.infinity, Double.nan, -5])
  func absurdProposalsGiveFiniteSizes(_ length: Double) {
    let view = V.vstack([
      V.hstack([V.text("Order #4821", .caption), V.spacer, V.text("30:00", timer: true)]),
      V.modified(V.text("x"), frame: FrameModifier(maxWidth: .infinity), padding: EdgeInsets(all: 16)),
    ])
    let size = LayoutEngine.size(view, ProposedSize(width: length, height: length))
    #expect(size.width.isFinite && size.height.isFinite)
    _ = V.place(view, width: length, height: length)
  }

  /// A text drawn whole is "tight" only when its width is within the metrics' error of its room on either
  /// side: a `Text(timerInterval:)` as wide as "10:00" (its widest value) showing "0:00" in far less room
  /// is no "needs 157 pt, has 128 pt: within ±3 %" (the widest value is checked where it is shown).
  @Test func aTightTextIsWithinTheBandOnBothSides() {
    let font = TextFont(.largeTitle, dynamicType: .accessibility5)
    let run = TextRun("0:00", font: font, lineLimit: 1, measuredAs: "10:00")
    let room = TextMetrics.width(of: "0:00", font: font) + 20
    #expect(run.width > room * (1 + TextMetrics.relativeError))
    let output = V.place(.text(run), width: room)
    #expect(!output.clips.contains { $0.kind == .tight }, "\(output.clips)")
    let near = V.place(.text(TextRun("0:00", font: font, lineLimit: 1)), width: room - 19)
    #expect(near.clips.map(\.kind) == [.tight])
  }

  /// A text that may shrink or tighten far enough to fit at the band's widest is not tight: a phone that
  /// measures it 3 % wider than la-sim shrinks or squeezes it rather than cutting it.
  @Test func aTextThatMayShrinkPastTheBandIsNotTight() {
    let font = TextFont(.headline)
    let room = TextMetrics.width(of: "Arriving", font: font)
    func kinds(_ change: (inout TextRun) -> Void) -> [LayoutClip.Kind] {
      var run = TextRun("Arriving", font: font, lineLimit: 1)
      change(&run)
      return V.place(.text(run), width: room).clips.map(\.kind)
    }
    #expect(kinds { _ in } == [.tight])
    #expect(kinds { $0.minimumScaleFactor = 0.95 } == [])
    // 0.99 of a text 3 % wider is still wider than the room.
    #expect(kinds { $0.minimumScaleFactor = 0.99 } == [.tight])
    #expect(kinds { $0.allowsTightening = true } == [])
  }

  /// A text la-sim shrinks near its factor is tight too: 3 % wider, it would need more than the factor.
  @Test func aTextShrunkNearItsFactorIsTight() {
    let font = TextFont(.headline)
    let width = TextMetrics.width(of: "Arriving", font: font)
    func kinds(room: Double) -> [String] {
      let run = TextRun("Arriving", font: font, lineLimit: 1, minimumScaleFactor: 0.95)
      return V.place(.text(run), width: room).clips.map { clip in
        if case .scaled = clip.kind { "scaled" } else { "\(clip.kind)" }
      }
    }
    #expect(kinds(room: width * 0.99) == ["scaled"])
    #expect(kinds(room: width * 0.96) == ["scaled", "tight"])
  }
}
