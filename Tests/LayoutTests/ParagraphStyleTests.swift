import Testing
import Typography
import Views

/// `ParagraphStyle.default`, `NSParagraphStyle.default`'s tab stops: 12 left stops 28 pt apart and a
/// `defaultTabInterval` of 0, so none after 336 pt; a positive interval places more at its multiples.
@Suite struct ParagraphStyleTests {
  @Test("The default stops: 28, 56 … 336 pt, the next after a position, none past the last")
  func defaultStops() {
    let style = ParagraphStyle.default
    #expect(style.tabStops == [28, 56, 84, 112, 140, 168, 196, 224, 252, 280, 308, 336])
    #expect(style.defaultTabInterval == 0)
    #expect(style.tabStop(after: 0) == 28)
    #expect(style.tabStop(after: 28) == 56)
    #expect(style.tabStop(after: 335.9) == 336)
    #expect(style.tabStop(after: 336) == nil)
    #expect(style.tabAdvance(at: 336) == 0)
    #expect(style.tabAdvance(at: 10) == 18)
    #expect(style.widestTabAdvance == 28)
  }

  @Test("Hostile positions never trap: NaN and infinity have no stop, a negative one is the line's start")
  func hostilePositions() {
    let style = ParagraphStyle.default
    #expect(style.tabAdvance(at: .nan) == 0)
    #expect(style.tabAdvance(at: .infinity) == 0)
    #expect(style.tabAdvance(at: -.infinity) == 0)
    #expect(style.tabStop(after: -5) == 28)
    let every = ParagraphStyle(tabStops: [], defaultTabInterval: 1e308)
    #expect(every.tabStop(after: 1e308) == nil)
    #expect(every.tabAdvance(at: .greatestFiniteMagnitude) == 0)
  }

  @Test("A positive defaultTabInterval places stops at its multiples after the last")
  func interval() {
    let style = ParagraphStyle(tabStops: [10], defaultTabInterval: 28)
    #expect(style.tabStop(after: 5) == 10)
    #expect(style.tabStop(after: 10) == 28)
    #expect(style.tabStop(after: 56) == 84)
    #expect(style.widestTabAdvance == 28)
  }

  @Test("At a scale, a tab goes to the stop after where the scaled line has reached; stops do not scale")
  func scaled() {
    let body = TextFont(.body)
    let x = TextMetrics.width(of: "X", font: body)
    #expect(TextMetrics.width(of: "Qty\tX", font: body, scale: 0.5) == 28 + x * 0.5)
    let whole = TextMetrics.width(of: "Qty\tX", font: body)
    #expect(TextMetrics.width(of: "Qty\tX", font: body, scale: 1) == whole)
  }
}
