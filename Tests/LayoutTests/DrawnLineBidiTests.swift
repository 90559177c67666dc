import Layout
import Testing
import Typography
import Views

/// A line is drawn without its bidirectional controls, found in its UTF-8 without decoding it: the byte
/// patterns must name exactly the scalars Unicode gives the Bidi_Control property, no more (a `…` or a `●`,
/// also E2 characters, is drawn) and no fewer.
@Suite struct DrawnLineBidiTests {
  @Test(
    "Every scalar of the Basic Multilingual Plane and beyond is dropped exactly when it is a Bidi_Control")
  func exactlyTheBidiControls() {
    let font = TextFont(.body)
    var scalars = (0...0xFFFF).compactMap(Unicode.Scalar.init)
    scalars += [0x1_0000, 0x1_F600, 0xE_0001, 0x10_FFFF].compactMap { Unicode.Scalar(UInt32($0)) }
    for scalar in scalars where scalar != "\t" && scalar.value >= 0x20 {
      let line = "a" + String(Character(scalar)) + "b"
      let drawn = DrawnLine(line, font: font).pieces.map(\.text).joined()
      let expected = scalar.properties.isBidiControl ? "ab" : line
      if drawn != expected {
        Issue.record("U+\(String(scalar.value, radix: 16, uppercase: true)): drew \(drawn.debugDescription)")
      }
    }
  }
}
