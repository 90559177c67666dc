import Testing
import Typography
import Views

/// Scripts Inter lacks (Hebrew, Arabic, Devanagari, Thai) are measured with Noto Sans's advances, Arabic at
/// its joined width, and every report of such a width calls it an estimate; CJK is one em a character.
struct ScriptWidthTests {
  let body = TextFont(.body)

  /// `text`'s width in `body` without SF Pro's tracking, which HarfBuzz does not add.
  func untracked(_ text: String) -> Double {
    TextMetrics.width(of: text, font: body) - Double(text.count) * body.tracking
  }

  @Test(
    "Arabic and Hebrew measure within 10 % of HarfBuzz shaping the same Noto font (joined Arabic forms)",
    arguments: [
      // HarfBuzz 8 (uharfbuzz 0.57) shaping Noto Sans Arabic and Hebrew Regular (fonts-noto-core
      // 20201225), in em, times 17 pt: 2.711, 8.869 and 7.731 em.
      ("الطريق", 46.09), ("طردك في الطريق إليك", 150.77), ("החבילה שלך בדרך", 131.43),
    ])
  func againstHarfBuzz(text: String, shaped: Double) {
    let width = untracked(text)
    #expect(abs(width - shaped) / shaped < 0.10, "\(text): \(width) pt against \(shaped) pt")
  }

  @Test("Bold Arabic is wider than regular")
  func arabicWeight() {
    #expect(
      TextMetrics.width(of: "الطريق", font: TextFont(.body, weight: .bold))
        > TextMetrics.width(of: "الطريق", font: body))
  }

  @Test("Thai and Arabic marks take no room; a Devanagari vowel sign that spaces does")
  func marks() {
    let consonant = TextMetrics.width(of: "ก", font: body)
    #expect(TextMetrics.width(of: "ก\u{0E48}", font: body) == consonant)  // mai ek, above
    #expect(TextMetrics.width(of: "ب\u{064E}", font: body) == TextMetrics.width(of: "ب", font: body))
    #expect(TextMetrics.width(of: "कि", font: body) > TextMetrics.width(of: "क", font: body))
  }

  @Test("CJK ideographs and kana are one em each, tracking aside")
  func cjkFullWidth() {
    let size = body.pointSize
    let tracking = body.tracking
    let width = TextMetrics.width(of: "お荷物は配送中", font: body)
    #expect(abs(width - 7 * (size + tracking)) < 0.001)
  }

  @Test(
    "The reports call a width of these scripts an estimate, naming the stand-in font",
    arguments: [
      ("طردك في الطريق", "Arabic width estimated from Noto Sans Arabic"),
      ("החבילה שלך בדרך", "Hebrew width estimated from Noto Sans Hebrew"),
      ("आपका पार्सल", "Devanagari width estimated from Noto Sans Devanagari"),
      ("พัสดุของคุณ 12", "Thai width estimated from Noto Sans Thai"),
    ])
  func estimateNote(text: String, note: String) {
    #expect(TextMetrics.estimateNote(for: text) == note)
  }

  @Test("Latin, Greek, Cyrillic and CJK widths are not called estimates")
  func noNote() {
    for text in ["Arriving in 12 min", "Παράδοση", "Доставка", "お荷物は配送中です", "배송 중"] {
      #expect(TextMetrics.estimateNote(for: text) == nil, "\(text)")
    }
  }
}
