import Layout
import Testing
import Typography
import Views

/// A tab (U+0009) as TextKit lays a `Text` out with `NSParagraphStyle.default`: to the next of 12 left tab
/// stops 28 pt apart from the line's start, nothing past the last (336 pt, `defaultTabInterval` 0); a line
/// may end after it (UAX #14 class BA) and it hangs at the line's end as a space does.
@Suite struct TabStopTests {
  static let body = TextFont(.body)

  @Test("A tab advances to the next 28-pt stop from the line's start")
  func advancesToTheNextStop() {
    let qty = TextMetrics.width(of: "Qty", font: Self.body)
    #expect(qty > 0 && qty < 28)
    #expect(TextMetrics.width(of: "\t", font: Self.body) == 28)
    #expect(TextMetrics.width(of: "\t\t", font: Self.body) == 56)
    #expect(TextMetrics.width(of: "Qty\t", font: Self.body) == 28)
    let two = TextMetrics.width(of: "2", font: Self.body)
    #expect(abs(TextMetrics.width(of: "Qty\t2", font: Self.body) - (28 + two)) < 1e-9)
    #expect(abs(TextMetrics.width(of: "Qty\t2\tPizza", font: Self.body) - (56 + Self.width("Pizza"))) < 1e-9)
  }

  @Test("A text ending on a stop goes on to the next; past the last stop (336 pt) a tab adds nothing")
  func stopsEndAt336() {
    // "W" is wider than 28 pt / 3 at 17 pt: find a run of them past each point measured.
    var text = ""
    while TextMetrics.width(of: text, font: Self.body) < 336 { text += "W" }
    let reached = TextMetrics.width(of: text, font: Self.body)
    #expect(reached >= 336)
    #expect(TextMetrics.width(of: text + "\t", font: Self.body) == reached)
    let before = String(text.dropLast())
    let short = TextMetrics.width(of: before, font: Self.body)
    #expect(short < 336)
    #expect(TextMetrics.width(of: before + "\t", font: Self.body) == 336)
  }

  @Test("A Text + Text places a tab in a later part after the parts before it")
  func joinedParts() {
    let parts = [TextRun("Total", font: Self.body), TextRun("\t12", font: TextFont(.caption))]
    let joined = TextRun(
      joining: parts, lineLimit: nil, truncationMode: .tail, minimumScaleFactor: 1, alignment: .leading)
    let total = Self.width("Total")
    let stop = (total / 28).rounded(.down) * 28 + 28
    #expect(abs(joined.width - (stop + TextMetrics.width(of: "12", font: TextFont(.caption)))) < 1e-9)
  }

  @Test("A line may end after a tab: 'Name<TAB>Value' wraps whole words, the tab hanging at the end")
  func breaksAfterATab() {
    let run = TextRun("Name\tValue", font: Self.body)
    let width = TextMetrics.width(of: "Name\t", font: Self.body) + 4
    #expect(run.width > width)
    let layout = TextLayout.layout(run, proposal: ProposedSize(width: width, height: nil))
    #expect(layout.lines.map(\.text) == ["Name", "Value"])
    #expect(layout.brokenWord == nil)
    #expect(!layout.isTruncated)
    // The tab hangs: the first line is as wide as its word.
    #expect(abs(layout.lines[0].width - Self.width("Name")) < 1e-9)
  }

  @Test("On one line, a tab takes its room: the text is measured to the stop and cut where it overflows")
  func oneLine() {
    // "Qty" ends before 28 pt and "2" before 56: "Pizza" starts at 56.
    let run = TextRun("Qty\t2\tPizza", font: Self.body, lineLimit: 1)
    #expect(abs(run.width - (56 + Self.width("Pizza"))) < 1e-9)
    let whole = TextLayout.layout(run, proposal: ProposedSize(width: 200, height: nil))
    #expect(whole.lines.map(\.width) == [run.width])
    // In 70 pt, "Pizza" does not fit after the second stop: the ellipsis is drawn there.
    let cut = TextLayout.layout(run, proposal: ProposedSize(width: 70, height: nil))
    #expect(cut.isTruncated)
    #expect(cut.lines.map(\.text) == ["Qty\t2\t…"], "\(cut.lines)")
    let ellipsis = TextMetrics.width(of: "…", font: Self.body)
    #expect(abs((cut.lines.first?.width ?? 0) - (56 + ellipsis)) < 1e-9)
  }

  @Test(
    "Thousands of tabs, at any width down to none, lay out without trapping", arguments: [0.0, 1, 27.9, 50])
  func manyTabs(width: Double) {
    let run = TextRun(String(repeating: "a\t", count: 5_000), font: Self.body)
    #expect(run.width.isFinite)
    let layout = TextLayout.layout(run, proposal: ProposedSize(width: width, height: 1_000))
    #expect(layout.lines.allSatisfy { $0.width.isFinite })
    #expect(!layout.lines.isEmpty)
  }

  static func width(_ text: String) -> Double { TextMetrics.width(of: text, font: body) }
}
