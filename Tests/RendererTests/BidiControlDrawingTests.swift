import FrameFormats
import Layout
import Lifecycle
import Rendering
import Testing

/// A bidirectional control is drawn as nothing by every painter: in ASCII glyphs too (not as `?`), and
/// inside a `Text + Text`, whose parts keep their colours.
@Suite struct BidiControlDrawingTests {
  static let parts =
    #"{ "text": [ { "text": "Ab\u202ec", "color": "red" }, { "text": "\u2066de\u2069", "color": "blue" } ] }"#

  @Test("ASCII glyphs draw the text without its bidirectional controls, as Unicode ones do")
  func asciiGlyphs() throws {
    let activity = try VocabularyTests.activity(lockScreen: #"{ "text": "Ab\u202ec\u200f d\u061ce" }"#)
    for glyphs in [GlyphSet.unicode, .ascii] {
      let frame = try #require(
        Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now, glyphs: glyphs).first {
          $0.presentation == .lockScreen
        })
      #expect(frame.frame.rows.contains { $0.contains("Abc de") }, "\(glyphs): \(frame.frame.rows)")
      #expect(!frame.frame.rows.contains { $0.contains("?") }, "\(glyphs): \(frame.frame.rows)")
    }
  }

  @Test("A Text + Text with bidirectional controls keeps each part's colour, in cells and in points")
  func textPlusText() throws {
    let frame = VocabularyTests.frame(try VocabularyTests.activity(lockScreen: Self.parts))
    let row = try #require(frame.frame.rows.firstIndex { $0.contains("Abcde") }, "\(frame.frame.rows)")
    let column = try #require(frame.frame.rows[row].firstRange(of: "Abcde")).lowerBound
    let x = frame.frame.rows[row].distance(from: frame.frame.rows[row].startIndex, to: column)
    let colors = (0..<5).map { frame.frame[x + $0, row].style.foreground }
    #expect(colors == [.red, .red, .red, .blue, .blue], "\(colors)")
    let svg = PointsSVG.svg([frame], header: "")
    #expect(svg.contains(">Abc</tspan>") && svg.contains(">de</tspan>"), "\(svg)")
    #expect(!svg.contains("\\u{"))
  }
}
