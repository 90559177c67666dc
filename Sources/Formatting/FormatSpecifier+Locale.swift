extension FormatSpecifier {
  /// `value` through `%d`, `%ld` or `%lld` as `String(format:locale:)` writes it in `formats`' language,
  /// which is what `LocalizedStringKey` hands SwiftUI: grouped (`1.234.567` in de), with the language's
  /// minus and plus signs, padded with spaces to the width. C's space flag (`% d`) is dropped, as
  /// CoreFoundation's localized number path (`__CFStringFormatLocalizedNumber`) drops it: it honours `+`
  /// and has no sign for the space. Zero padding (`%05d`), which Foundation fills with grouped zeros, is
  /// not modelled: it is written as without a language.
  public func format(_ value: Int, formats: LocaleFormats) -> String {
    guard !zeroPadded, precision == nil else { return format(value) }
    let number = conversion == .int32 ? Int(Int32(truncatingIfNeeded: value)) : value
    return wrap(localePadded(formats.grouped(String(number.magnitude)), negative: number < 0, formats))
  }

  /// `value` through `%f` as `String(format:locale:)` writes it in `formats`' language, which is ICU's
  /// number format rather than C's: the shortest digits of the value rounded half to even (2.675 is
  /// `2,68` at two digits, where C's exact digits give `2.67`; 1e300 is `1.000…`, not C's `…0525…`),
  /// grouped, the language's decimal separator and signs (`−1 234,500000` in fi), NaN and infinity as the
  /// language writes them (`epäluku`). Zero padding is written as without a language, but for the
  /// decimal separator.
  public func format(_ value: Double, formats: LocaleFormats) -> String {
    guard !zeroPadded else { return format(value, decimalSeparator: formats.decimalSeparator) }
    let digits = precision ?? 6
    let body = NumberFormat(style: .number, fractionLength: digits...digits).format(
      value.magnitude, formats: formats)
    return wrap(localePadded(body, negative: value.sign == .minus && !value.isNaN, formats))
  }

  private func localePadded(_ body: String, negative: Bool, _ formats: LocaleFormats) -> String {
    let sign = negative ? formats.minusSign : plusSign ? formats.plusSign : ""
    let text = sign + body
    let length = text.utf16.count
    guard let width, width > length else { return text }
    let padding = String(repeating: " ", count: width - length)
    return leftAligned ? text + padding : padding + text
  }
}
