import Layout
import Testing
import Typography
import Views

/// `.tracking`/`.kerning` widen a text by their points after every character; `.allowsTightening(true)`
/// squeezes a line up to 5 % too wide into its room instead of cutting it.
@Suite struct TrackingTests {
  @Test func trackingAddsItsPointsAfterEveryCharacter() {
    var font = TextFont(.headline)
    let plain = TextMetrics.width(of: "SOLD OUT", font: font)
    font.extraTracking = 3
    #expect(abs(TextMetrics.width(of: "SOLD OUT", font: font) - (plain + 8 * 3)) < 0.001)
    // Line breaking measures the same advances.
    let advances = TextMetrics.advances(of: "SOLD OUT", font: font).reduce(0, +)
    #expect(abs(advances - (plain + 8 * 3)) < 0.001)
    // Non-ASCII text takes the same path.
    let accented = TextMetrics.width(of: "Müller", font: TextFont(.headline))
    #expect(abs(TextMetrics.width(of: "Müller", font: font) - (accented + 6 * 3)) < 0.001)
  }

  static func run(tightening: Bool) -> TextRun {
    var run = TextRun("Delivering now", font: TextFont(.body), lineLimit: 1)
    run.allowsTightening = tightening
    return run
  }

  @Test func tighteningFitsALineUpToFivePercentTooWide() {
    let width = Self.run(tightening: false).width
    let room = width / 1.04
    let cut = V.place(.text(Self.run(tightening: false)), width: room)
    #expect(V.lines(cut) != ["Delivering now"], "without tightening a line 4 % too wide is cut")
    #expect(cut.clips.contains { $0.text == "Delivering now" })
    let squeezed = V.place(.text(Self.run(tightening: true)), width: room)
    #expect(V.lines(squeezed) == ["Delivering now"])
    #expect(!squeezed.clips.contains { $0.kind == .clipped })
    let element = try! #require(V.element("Delivering now", in: squeezed))
    #expect(abs(element.rect.width - room) < 0.001, "drawn in its room, squeezed")
    let tooWide = V.place(.text(Self.run(tightening: true)), width: width / 1.06)
    #expect(tooWide.clips.contains { $0.text == "Delivering now" && $0.kind == .clipped })
  }
}
