/// A number's magnitude as decimal digits, the form ICU (under Foundation's `FormatStyle`s) rounds and prints:
/// the value is `0.d₁d₂d₃… × 10^pointPosition`, so `digits` `[1, 8, 5]` with `pointPosition` 2 is 18.5.
/// There are no leading or trailing zero digits; zero has no digits.
struct DecimalDigits: Equatable {
  /// The significant digits, 0…9 each.
  var digits: [UInt8]
  /// How many digits stand before the decimal point (negative for 0.00ddd, beyond `digits.count` for ddd00).
  var pointPosition: Int

  /// Digits as they are (already without leading or trailing zeros).
  init(digits: [UInt8], pointPosition: Int) {
    self.digits = digits
    self.pointPosition = pointPosition
  }

  /// The digits of an integer's magnitude.
  init(_ magnitude: UInt) {
    digits = String(magnitude).utf8.map { $0 - UInt8(ascii: "0") }
    pointPosition = digits.count
    normalize()
  }

  /// The shortest digits that read back as `magnitude` (finite, not negative): the digits ICU starts from
  /// (double-conversion's shortest form), which Swift's `description` also prints. So 0.125 is 125 × 10⁻³,
  /// and a half-way case in those digits is a tie, whatever the binary value is on either side of it.
  init(shortest magnitude: Double) {
    digits = []
    pointPosition = 0
    var exponent = 0
    var seenPoint = false
    var text = magnitude.description.utf8[...]
    if let e = text.firstIndex(of: UInt8(ascii: "e")) {
      // "1e-07", "1.5e+20": Swift's exponent is always a short, signed integer.
      exponent = Int(String(decoding: text[text.index(after: e)...], as: UTF8.self)) ?? 0
      text = text[..<e]
    }
    for byte in text {
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else {
        digits.append(byte &- UInt8(ascii: "0"))
        if !seenPoint { pointPosition += 1 }
      }
    }
    pointPosition += exponent
    normalize()
  }

  /// Whether the number is zero.
  var isZero: Bool { digits.isEmpty }

  /// Multiplied by 10^power, exactly (percent moves the point by two).
  func scaled(byPowerOfTen power: Int) -> DecimalDigits {
    var scaled = self
    if !isZero { scaled.pointPosition += power }
    return scaled
  }

  /// Rounded to at most `fractionDigits` digits after the point, half to even, as ICU's default rounding
  /// mode does: 12.5 → 12, 13.5 → 14, 0.0005 → 0 at three digits.
  func rounded(fractionDigits: Int) -> DecimalDigits {
    let keep = pointPosition + fractionDigits
    guard keep < digits.count else { return self }
    guard keep >= 0 else { return DecimalDigits(digits: [], pointPosition: 0) }
    let first = digits[keep]
    let rest = digits[(keep + 1)...].contains { $0 != 0 }
    let lastKept = keep > 0 ? digits[keep - 1] : 0
    let roundsUp = first > 5 || (first == 5 && (rest || lastKept % 2 == 1))
    var result = DecimalDigits(digits: Array(digits[..<keep]), pointPosition: pointPosition)
    if roundsUp { result.incrementLast() }
    result.normalize()
    return result
  }

  /// `1,234.5` with `grouping` (en_US: a comma every three integer digits) and at least `minimumFraction`
  /// fraction digits, padded with zeros; the fraction is printed in full, so round first. `formats` gives
  /// the separators and group sizes (`1.234,5` in de, `12,34,567` in hi).
  func text(minimumFraction: Int, grouping: Bool, formats: LocaleFormats = .english) -> String {
    var text = ""
    let integerCount = max(pointPosition, 0)
    if integerCount == 0 {
      text = "0"
    } else {
      let primary = max(formats.groupingSize, 1)
      let secondary = max(formats.secondaryGroupingSize, 1)
      let grouped = grouping && integerCount - primary >= formats.minimumGroupingDigits
      text.reserveCapacity(integerCount + integerCount / 3 + minimumFraction + 2)
      for position in 0..<integerCount {
        let remaining = integerCount - position
        if grouped, position > 0,
          remaining == primary || (remaining > primary && (remaining - primary) % secondary == 0)
        {
          text.append(formats.groupingSeparator)
        }
        text.append(digit(at: position))
      }
    }
    let fractionCount = max(digits.count - pointPosition, minimumFraction, 0)
    guard fractionCount > 0 else { return text }
    text.append(formats.decimalSeparator)
    for position in integerCount..<(integerCount + fractionCount) { text.append(digit(at: position)) }
    return text
  }

  /// The digit `position` places into the printed number: from the first integer digit, or from the first
  /// fraction digit when the integer part is a bare 0; zero beyond the stored digits.
  private func digit(at position: Int) -> Character {
    let index = pointPosition > 0 ? position : position + pointPosition
    guard index >= 0, index < digits.count else { return "0" }
    return Character(Unicode.Scalar(digits[index] + UInt8(ascii: "0")))
  }

  /// Adds one unit in the last place, carrying.
  private mutating func incrementLast() {
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] < 9 {
        digits[index] += 1
        return
      }
      digits[index] = 0
      index -= 1
    }
    digits.insert(1, at: 0)
    pointPosition += 1
  }

  /// Drops leading zeros (moving the point) and trailing zeros.
  private mutating func normalize() {
    let leading = digits.prefix { $0 == 0 }.count
    if leading == digits.count {
      digits = []
      pointPosition = 0
      return
    }
    if leading > 0 {
      digits.removeFirst(leading)
      pointPosition -= leading
    }
    while digits.last == 0 { digits.removeLast() }
  }
}
