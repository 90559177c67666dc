import Formatting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension FixtureDecoder {
  /// `RelativeTime.parse(text)`, read byte by byte when the text is ASCII (a fixture's `+30m`, `-5m`,
  /// `+1h30m` always are): the general parse walks characters and builds its table of units at every unit
  /// it reads, a quarter of decoding a fixture's steps. Any other text is left to it.
  static func relativeTime(_ text: String) -> TimeInterval? {
    let utf8 = text.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else { return RelativeTime.parse(text) }
    if text == "now" { return 0 }
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
}
