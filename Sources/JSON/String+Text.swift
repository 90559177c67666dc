/// The few text helpers la-sim needs, written on the standard library so that the core does not load
/// Foundation's NSString bridge (and its ICU data) at start-up.
extension String {
  /// The text without leading and trailing spaces and tabs.
  public var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
    else {
      return ""
    }
    return String(self[first...last])
  }

  /// `value` in decimal, padded with zeros to `width` digits (`%02d`).
  public static func zeroPadded(_ value: Int, width: Int) -> String {
    let digits = String(value.magnitude)
    let padding = String(repeating: "0", count: Swift.max(0, width - digits.count))
    return (value < 0 ? "-" : "") + padding + digits
  }

  /// The text padded with spaces (or cut) to exactly `length` characters, for aligned columns.
  public func padded(to length: Int) -> String {
    count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
  }
}
