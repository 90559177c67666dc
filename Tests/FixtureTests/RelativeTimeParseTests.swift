import Formatting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `RelativeTime.parse` reads a duration byte by byte: it must give what reading it character by character
/// gives (`reference`, the grammar as first written), to the bit (a `-0s` is -0), for every text, well formed
/// or not.
@Suite struct RelativeTimeParseTests {
  /// The grammar read character by character: a sign, then digits each followed by a unit, larger units
  /// first; `now`.
  static func reference(_ text: String) -> TimeInterval? {
    if text == "now" { return 0 }
    var rest = Substring(text)
    var sign = 1.0
    if rest.first == "+" {
      rest = rest.dropFirst()
    } else if rest.first == "-" {
      sign = -1
      rest = rest.dropFirst()
    }
    guard !rest.isEmpty else { return nil }
    var total = 0.0
    var digits = ""
    var lastUnitRank = Int.max
    let units: [Character: (Double, Int)] = ["d": (86400, 4), "h": (3600, 3), "m": (60, 2), "s": (1, 1)]
    for character in rest {
      if character.isASCII, character.isNumber {
        digits.append(character)
        continue
      }
      guard let (seconds, rank) = units[character], let amount = Double(digits), rank < lastUnitRank else {
        return nil
      }
      total += amount * seconds
      lastUnitRank = rank
      digits = ""
    }
    guard digits.isEmpty else { return nil }
    return sign * total
  }

  static func same(_ text: String) -> Bool {
    RelativeTime.parse(text)?.bitPattern == reference(text)?.bitPattern
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
