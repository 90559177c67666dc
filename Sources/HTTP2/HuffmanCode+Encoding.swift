extension HuffmanCode {
  /// The number of bytes the Huffman coding of `bytes` takes, padding included.
  static func encodedCount(_ bytes: some Sequence<UInt8>) -> Int {
    var bits = 0
    for byte in bytes {
      bits &+= Int(lengths[Int(byte)])
    }
    return (bits &+ 7) / 8
  }

  /// Appends the Huffman coding of `bytes`, padded to a byte with the most significant bits of EOS, which
  /// are ones (RFC 7541 §5.2).
  static func encode(_ bytes: some Sequence<UInt8>, into out: inout [UInt8]) {
    var accumulator: UInt64 = 0
    var bits = 0
    for byte in bytes {
      let length = Int(lengths[Int(byte)])
      accumulator = accumulator << UInt64(length) | UInt64(codes[Int(byte)])
      bits += length
      while bits >= 8 {
        bits -= 8
        out.append(UInt8(truncatingIfNeeded: accumulator >> UInt64(bits)))
      }
    }
    if bits > 0 {
      out.append(UInt8(truncatingIfNeeded: accumulator << UInt64(8 - bits)) | UInt8(0xff >> bits))
    }
  }
}
