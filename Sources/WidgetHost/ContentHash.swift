/// A 128-bit FNV-1a digest, in hex: names a cached build after everything that went into it. Not a
/// cryptographic hash: the cache is the user's own, and a collision only reuses a build.
struct ContentHash {
  private var low: UInt64 = 0xcbf2_9ce4_8422_2325
  private var high: UInt64 = 0x6c62_272e_07bb_0142

  /// Adds `text`, then a separator, so that ("ab", "c") and ("a", "bc") differ.
  mutating func add(_ text: String) {
    for byte in text.utf8 { mix(byte) }
    mix(0)
  }

  private mutating func mix(_ byte: UInt8) {
    low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    high = (high ^ UInt64(byte) ^ (low >> 29)) &* 0x0000_0100_0000_01b3
  }

  /// The digest.
  var hex: String {
    func part(_ value: UInt64) -> String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
    return part(high) + part(low)
  }
}
