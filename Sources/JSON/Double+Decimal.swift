extension Double {
  /// A number written in decimal, `[+-]digits[.digits][e[+-]digits]` (or `.digits` for the whole part),
  /// else nil. `Double(String)` alone also reads `0x10` (16), `0x1p3` (8), `inf` and `nan`, which no person
  /// means as a number of seconds or a score; what la-sim reads from a command line or a scenario is read
  /// through this.
  public init?(decimal text: String) {
    guard Self.isDecimal(text), let value = Double(text) else { return nil }
    self = value
  }

  /// Whether `text` is a decimal number as `init?(decimal:)` reads one.
  public static func isDecimal(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    func digits() -> Int {
      let count = bytes.prefix(while: { (48...57).contains($0) }).count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == 43 || bytes.first == 45 { bytes = bytes.dropFirst() }
    var count = digits()
    if bytes.first == 46 {
      bytes = bytes.dropFirst()
      count += digits()
    }
    guard count > 0 else { return false }
    if bytes.first == 101 || bytes.first == 69 {
      bytes = bytes.dropFirst()
      if bytes.first == 43 || bytes.first == 45 { bytes = bytes.dropFirst() }
      guard digits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
