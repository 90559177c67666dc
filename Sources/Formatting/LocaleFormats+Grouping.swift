extension LocaleFormats {
  /// Whether this is en, whose texts la-sim writes with its own en_US code (every frame without
  /// `--locale`): the currency, date and duration tables are read only for another language.
  public var isEnglish: Bool { language == "en" }

  /// A plain decimal, ASCII digits with an optional `.` and no sign (`1234567.500000`), in this language's
  /// separators and groups (`1.234.567,500000` in de, `12,34,567.5` in hi), as `String(format:locale:)`
  /// writes `%lld` and `%f`.
  public func grouped(_ plain: String) -> String {
    let parts = plain.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let integer = parts[0].utf8
    let count = integer.count
    let primary = max(groupingSize, 1)
    let secondary = max(secondaryGroupingSize, 1)
    let grouped = count - primary >= minimumGroupingDigits
    var text = ""
    for (position, digit) in integer.enumerated() {
      let remaining = count - position
      if grouped, position > 0,
        remaining == primary || (remaining > primary && (remaining - primary) % secondary == 0)
      {
        text.append(groupingSeparator)
      }
      text.unicodeScalars.append(Unicode.Scalar(digit))
    }
    guard parts.count == 2 else { return text }
    return text + decimalSeparator + parts[1]
  }
}
