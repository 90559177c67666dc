import Formatting
import Testing

@testable import FixtureJSON

/// `FixtureDecoder.relativeTime` reads an ASCII duration byte by byte: it must give what
/// `RelativeTime.parse` gives, to the bit (a `-0s` is -0), for every text, well formed or not.
@Suite struct RelativeTimeFastPathTests {
  static func same(_ text: String) -> Bool {
    let fast = FixtureDecoder.relativeTime(text)
    let general = RelativeTime.parse(text)
    return fast?.bitPattern == general?.bitPattern
  }

  @Test func agreesOnWrittenDurations() {
    let texts = [
      "now", "+30m", "-5m", "+1h30m", "90s", "+0s", "-0s", "+1d2h3m4s", "+4s3m", "+30m30m", "+", "-", "",
      "30", "m", "+m", "++5m", "+-5m", "5m+", "+5M", "+5 m", " +5m", "+5m\r\n", "+05m", "+1e3s", "+1.5h",
      "+\u{0665}m", "+5m\u{301}", "+٣m", "now ", "Now", "+" + String(repeating: "9", count: 400) + "s",
    ]
    for text in texts { #expect(Self.same(text), "\(text)") }
  }

  @Test func agreesOnRandomTexts() {
    let alphabet = Array("0123456789dhms+-now .\r\né")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 {
      let length = Int.random(in: 0...8, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      #expect(Self.same(text), "\(text)")
    }
  }
}
