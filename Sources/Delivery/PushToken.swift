/// Push tokens as la-sim issues them: 32 bytes written as 64 lowercase hex digits, like an APNs device token,
/// derived from a seed so that the same run gives the same tokens on every machine (a real token is random).
public enum PushToken {
  /// Bytes in a token (APNs device tokens have 32; Apple documents no length for Live Activity tokens).
  public static let byteCount = 32

  /// The token for `seed`: the same seed gives the same token.
  public static func make(_ seed: String) -> String {
    // FNV-1a folds the seed to 64 bits; SplitMix64 spreads them over 32 bytes.
    var state: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in seed.utf8 {
      state ^= UInt64(byte)
      state = state &* 0x100_0000_01b3
    }
    var hex = ""
    for _ in 0..<(byteCount / 8) {
      state = state &+ 0x9e37_79b9_7f4a_7c15
      var mixed = state
      mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
      mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
      mixed ^= mixed >> 31
      let digits = String(mixed, radix: 16)
      hex += String(repeating: "0", count: 16 - digits.count) + digits
    }
    return hex
  }

  /// Whether `text` can be a token APNs accepts: an even number of hex digits (APNs answers
  /// `400 BadDeviceToken` otherwise).
  public static func isWellFormed(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count.isMultiple(of: 2) && text.utf8.count <= maximumDigits
      && text.utf8.allSatisfy { isHexDigit(UInt32($0)) }
  }

  /// The longest token la-sim accepts, in hex digits.
  static let maximumDigits = 400

  /// Whether the code point is `0`–`9`, `a`–`f` or `A`–`F`.
  static func isHexDigit(_ value: UInt32) -> Bool {
    (0x30...0x39).contains(value) || (0x61...0x66).contains(value) || (0x41...0x46).contains(value)
  }

  /// What is wrong with the form of `text` as a token, in words that end a sentence about it ("is not hex:
  /// '-' is not a hex digit"), or nil when it is well-formed. A sentence about a malformed token shows it
  /// whole: shortened, the character that makes it wrong may be the part left out.
  public static func formProblem(_ text: String) -> String? {
    guard !isWellFormed(text) else { return nil }
    if text.isEmpty { return "is empty" }
    if let bad = text.unicodeScalars.first(where: { !isHexDigit($0.value) }) {
      // A printable ASCII character is shown as itself; any other (a space, a dash look-alike) by its code.
      let code = String(bad.value, radix: 16, uppercase: true)
      let shown =
        (0x21...0x7E).contains(bad.value)
        ? "'\(bad)'" : "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
      return "is not hex: \(shown) is not a hex digit (0-9, a-f)"
    }
    if !text.utf8.count.isMultiple(of: 2) {
      return "has an odd number of hex digits (\(text.utf8.count)), so it is not whole bytes"
    }
    return "is \(text.utf8.count) hex digits, longer than la-sim accepts (\(maximumDigits))"
  }

  /// `9f3c…41d0`: a token shortened for a sentence that already names it in full elsewhere.
  public static func short(_ token: String) -> String {
    token.utf8.count <= 12 ? token : String(token.prefix(6)) + "…" + String(token.suffix(4))
  }
}
