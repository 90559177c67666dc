import JSON

extension NumberFormat {
  /// The spellings a `format:` accepts, for error messages.
  static let acceptedSpellings =
    ".number, .percent or .currency(code: \"USD\"), each optionally followed by"
    + " .precision(.fractionLength(2)), .precision(.fractionLength(0...2)), .grouping(.never) or"
    + " .grouping(.automatic)"

  /// The most fraction digits a fixture may ask for.
  static let maximumFractionLength = 100

  /// Reads a style as Swift writes it, e.g. `.currency(code: "EUR").precision(.fractionLength(0))`; spaces
  /// outside the quotes do not matter. A later modifier replaces an earlier one of its kind, as in Swift.
  init(spelling: String, cursor: JSONCursor) throws(FixtureError) {
    let unknown = cursor.error("unknown format \"\(spelling)\"; expected \(Self.acceptedSpellings)")
    var rest = Self.compacted(spelling)[...]
    if rest.hasPrefix(".number") {
      rest = rest.dropFirst(7)
      self.init(style: .number)
    } else if rest.hasPrefix(".percent") {
      rest = rest.dropFirst(8)
      self.init(style: .percent)
    } else if rest.hasPrefix(".currency(code:\""), let close = rest.dropFirst(16).firstIndex(of: "\"") {
      let code = rest[rest.index(rest.startIndex, offsetBy: 16)..<close]
      guard code.utf8.count == 3, code.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
        throw cursor.error("expected a three-letter ISO 4217 currency code, found \"\(code)\" in \(spelling)")
      }
      rest = rest[rest.index(after: close)...]
      guard rest.first == ")" else { throw unknown }
      rest = rest.dropFirst()
      self.init(style: .currency(code: code.uppercased()))
    } else {
      throw unknown
    }
    while !rest.isEmpty {
      if rest.hasPrefix(".grouping(.never)") {
        rest = rest.dropFirst(17)
        grouping = false
      } else if rest.hasPrefix(".grouping(.automatic)") {
        rest = rest.dropFirst(21)
        grouping = true
      } else if rest.hasPrefix(".precision(.fractionLength("), let close = rest.firstRange(of: "))") {
        let length = rest[rest.index(rest.startIndex, offsetBy: 27)..<close.lowerBound]
        guard let range = Self.fractionRange(length) else {
          throw cursor.error(
            "expected .fractionLength(N) or .fractionLength(A...B) with 0 ≤ A ≤ B ≤ \(Self.maximumFractionLength),"
              + " found .fractionLength(\(length)) in \(spelling)")
        }
        fractionLength = range
        rest = rest[close.upperBound...]
      } else {
        throw unknown
      }
    }
  }

  /// `2` or `0...2`, within 0…`maximumFractionLength`.
  private static func fractionRange(_ text: Substring) -> ClosedRange<Int>? {
    let bounds = text.split(separator: "...", omittingEmptySubsequences: false)
    guard bounds.count <= 2, let lower = Int(bounds[0]), let upper = Int(bounds[bounds.count - 1]),
      lower >= 0, lower <= upper, upper <= maximumFractionLength
    else { return nil }
    return lower...upper
  }

  /// The spelling without the spaces outside string literals.
  private static func compacted(_ spelling: String) -> String {
    var text = ""
    var quoted = false
    for character in spelling {
      if character == "\"" { quoted.toggle() }
      if quoted || !character.isWhitespace { text.append(character) }
    }
    return text
  }
}
