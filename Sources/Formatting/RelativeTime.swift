import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Durations written in fixtures and scenarios: `+30m`, `-5m`, `+1h30m`, `90s`, `now`.
public enum RelativeTime {
  /// Seconds for a duration text, or nil when it is not one. Read byte by byte: every character of a
  /// duration is ASCII, so any other byte (a mark, a non-ASCII digit) makes the text none, and a fixture's
  /// steps, which hold several each, are read without walking characters.
  public static func parse(_ text: String) -> TimeInterval? {
    if text == "now" { return 0 }
    let utf8 = text.utf8
    var index = utf8.startIndex
    var sign = 1.0
    if index < utf8.endIndex, utf8[index] == UInt8(ascii: "+") || utf8[index] == UInt8(ascii: "-") {
      if utf8[index] == UInt8(ascii: "-") { sign = -1 }
      index = utf8.index(after: index)
    }
    guard index < utf8.endIndex else { return nil }
    var total = 0.0
    var digitsStart = index
    var lastUnitRank = Int.max
    while index < utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        index = next
        continue
      }
      let (seconds, rank): (Double, Int)
      switch byte {
      case UInt8(ascii: "d"): (seconds, rank) = (86400, 4)
      case UInt8(ascii: "h"): (seconds, rank) = (3600, 3)
      case UInt8(ascii: "m"): (seconds, rank) = (60, 2)
      case UInt8(ascii: "s"): (seconds, rank) = (1, 1)
      default: return nil
      }
      guard let amount = Double(text[digitsStart..<index]), rank < lastUnitRank else { return nil }
      total += amount * seconds
      lastUnitRank = rank
      index = next
      digitsStart = next
    }
    guard digitsStart == utf8.endIndex else { return nil }
    return sign * total
  }

  /// `+30m`, `+1h30m`, `-5m`, `+0s`: the shortest form `parse` reads back.
  public static func format(_ interval: TimeInterval) -> String {
    var seconds = Int(saturating: abs(interval).rounded())
    var text = interval < 0 ? "-" : "+"
    if seconds == 0 { return "+0s" }
    for (unit, size) in [("d", 86400), ("h", 3600), ("m", 60), ("s", 1)] where seconds >= size {
      text += "\(seconds / size)\(unit)"
      seconds %= size
    }
    return text
  }
}
