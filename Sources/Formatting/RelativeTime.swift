import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Durations written in fixtures and scenarios: `+30m`, `-5m`, `+1h30m`, `90s`, `now`.
public enum RelativeTime {
  /// Seconds for a duration text, or nil when it is not one.
  public static func parse(_ text: String) -> TimeInterval? {
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
    for character in rest {
      if character.isASCII, character.isNumber {
        digits.append(character)
        continue
      }
      let units: [Character: (Double, Int)] = ["d": (86400, 4), "h": (3600, 3), "m": (60, 2), "s": (1, 1)]
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
