/// A `Double` written with a fixed number of fraction digits from its exact binary value, as C's `printf`
/// `%.Nf` does (and so `String(format:)` and SwiftUI's `Text("\(x)")`, which use `%lf`): 0.1 is
/// 0.1000000000000000055511151231257827…, 2.675 is a little below 2.675 and prints `2.67` at two digits, and
/// only a value exactly half-way (0.125 at two digits) rounds to even.
enum ExactDecimal {
  /// The magnitude of a finite `value` with `fractionDigits` digits after the point, no sign: `18.500000`.
  static func fixed(_ value: Double, fractionDigits: Int) -> String {
    let magnitude = value.magnitude
    guard magnitude.isFinite else { return magnitude.isNaN ? "nan" : "inf" }
    let significand =
      magnitude.significandBitPattern | (magnitude.isNormal ? 1 << UInt64(Double.significandBitCount) : 0)
    let exponent = magnitude.isNormal ? Int(magnitude.exponentBitPattern) - 1075 : -1074
    guard significand != 0 else { return text(integer: "0", fraction: [], fractionDigits: fractionDigits) }
    if exponent >= 0 {
      // An integer: no fraction to round.
      return text(
        integer: integerText(significand, shift: exponent), fraction: [], fractionDigits: fractionDigits)
    }
    let shift = -exponent
    var integer = shift < 64 ? significand >> UInt64(shift) : 0
    var fraction = Fraction(significand: significand, shift: shift)
    var digits: [UInt8] = []
    digits.reserveCapacity(fractionDigits)
    while digits.count < fractionDigits, !fraction.isZero { digits.append(fraction.nextDigit()) }
    if fraction.roundsUp(lastDigitOdd: (digits.last.map(UInt64.init) ?? integer) % 2 == 1) {
      var index = digits.count - 1
      while index >= 0, digits[index] == 9 {
        digits[index] = 0
        index -= 1
      }
      if index >= 0 { digits[index] += 1 } else { integer += 1 }
    }
    return text(integer: String(integer), fraction: digits, fractionDigits: fractionDigits)
  }

  private static func text(integer: String, fraction: [UInt8], fractionDigits: Int) -> String {
    guard fractionDigits > 0 else { return integer }
    var text = integer
    text.reserveCapacity(integer.utf8.count + 1 + fractionDigits)
    text.append(".")
    for digit in fraction { text.append(Character(Unicode.Scalar(digit + UInt8(ascii: "0")))) }
    if fraction.count < fractionDigits {
      text.append(String(repeating: "0", count: fractionDigits - fraction.count))
    }
    return text
  }

  /// `significand × 2^shift` in decimal: up to 309 digits for the largest `Double`.
  private static func integerText(_ significand: UInt64, shift: Int) -> String {
    if shift <= 10 { return String(significand << UInt64(shift)) }
    // Little-endian 32-bit limbs, then repeated division by 10⁹.
    var limbs = [UInt32](repeating: 0, count: (64 + shift) / 32 + 1)
    let word = shift / 32
    let bit = UInt64(shift % 32)
    let low = significand << bit
    let high = bit == 0 ? 0 : significand >> (64 - bit)
    for (index, part) in [low, low >> 32, high, high >> 32].enumerated() where word + index < limbs.count {
      limbs[word + index] = UInt32(truncatingIfNeeded: part)
    }
    var groups: [UInt32] = []
    while limbs.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for index in limbs.indices.reversed() {
        let current = remainder << 32 | UInt64(limbs[index])
        limbs[index] = UInt32(current / 1_000_000_000)
        remainder = current % 1_000_000_000
      }
      groups.append(UInt32(remainder))
    }
    var text = String(groups.last ?? 0)
    for group in groups.dropLast().reversed() {
      let part = String(group)
      text.append(String(repeating: "0", count: 9 - part.utf8.count))
      text.append(part)
    }
    return text
  }

  /// The fraction part `f / 2^shift` (0 ≤ f < 2^shift), read one decimal digit at a time.
  private struct Fraction {
    /// Below 2^shift, in a machine word when the shift leaves room for a digit (×10) above it.
    var small: UInt64 = 0
    /// Little-endian 32-bit limbs, for the shifts of tiny numbers (up to 1074 bits).
    var limbs: [UInt32] = []
    let shift: Int

    init(significand: UInt64, shift: Int) {
      self.shift = shift
      let fraction = shift < 64 ? significand & ((1 << UInt64(shift)) - 1) : significand
      if shift <= 60 {
        small = fraction
      } else {
        limbs = [UInt32](repeating: 0, count: shift / 32 + 2)
        limbs[0] = UInt32(truncatingIfNeeded: fraction)
        limbs[1] = UInt32(truncatingIfNeeded: fraction >> 32)
      }
    }

    var isZero: Bool { shift <= 60 ? small == 0 : !limbs.contains { $0 != 0 } }

    /// Multiplies by ten and takes the integer digit that rises above the point.
    mutating func nextDigit() -> UInt8 {
      if shift <= 60 {
        small *= 10
        let digit = small >> UInt64(shift)
        small &= (1 << UInt64(shift)) - 1
        return UInt8(digit)
      }
      var carry: UInt64 = 0
      for index in limbs.indices {
        let product = UInt64(limbs[index]) * 10 + carry
        limbs[index] = UInt32(truncatingIfNeeded: product)
        carry = product >> 32
      }
      let word = shift / 32
      let bit = UInt32(shift % 32)
      let high = UInt64(limbs[word]) | (word + 1 < limbs.count ? UInt64(limbs[word + 1]) << 32 : 0)
      let digit = high >> UInt64(bit)
      limbs[word] &= bit == 0 ? 0 : (1 << bit) - 1
      if word + 1 < limbs.count { limbs[word + 1] = 0 }
      return UInt8(digit)
    }

    /// Whether what is left is more than half a unit of the last digit, or exactly half and the digit odd.
    func roundsUp(lastDigitOdd: Bool) -> Bool {
      if shift <= 60 {
        let half: UInt64 = 1 << UInt64(shift - 1)
        return small > half || (small == half && lastDigitOdd)
      }
      let word = (shift - 1) / 32
      let bit = UInt32((shift - 1) % 32)
      guard limbs[word] >> bit & 1 == 1 else { return false }
      let below = limbs[word] & (bit == 0 ? 0 : (1 << bit) - 1) != 0 || limbs[..<word].contains { $0 != 0 }
      return below || lastDigitOdd
    }
  }
}
