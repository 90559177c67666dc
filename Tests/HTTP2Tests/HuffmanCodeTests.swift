import Testing

@testable import HTTP2

/// The Huffman code of RFC 7541 Appendix B and the padding rules of §5.2.
@Suite struct HuffmanCodeTests {
  func decoded(_ bytes: [UInt8]) -> [UInt8]? {
    var out: [UInt8] = []
    return HuffmanCode.decode(bytes[...], into: &out) ? out : nil
  }

  @Test func everyByteRoundTrips() {
    let all = (0...255).map(UInt8.init)
    var encoded: [UInt8] = []
    HuffmanCode.encode(all, into: &encoded)
    #expect(encoded.count == HuffmanCode.encodedCount(all))
    #expect(decoded(encoded) == all)
  }

  @Test func appendixCStringsDecode() {
    #expect(decoded(hex("f1e3 c2e5 f23a 6ba0 ab90 f4ff")) == Array("www.example.com".utf8))
    #expect(decoded(hex("a8eb 1064 9cbf")) == Array("no-cache".utf8))
    #expect(decoded(hex("640e ff")) == Array("307".utf8))
  }

  @Test func theCodeIsComplete() {
    // 257 symbols in a complete prefix code need 256 internal nodes, whose 512 child slots are all set.
    #expect(HuffmanCode.decodingTree.count == 512)
    #expect(!HuffmanCode.decodingTree.dropFirst().contains(0))
  }

  @Test func endOfStringSymbolIsRejected() {
    // EOS is 30 one bits; with two more padding bits it fills 4 bytes.
    #expect(decoded([0xff, 0xff, 0xff, 0xff]) == nil)
  }

  @Test func paddingLongerThanSevenBitsIsRejected() {
    // "0" is 00000 (5 bits); a whole byte of ones after it is 11 bits of padding.
    #expect(decoded([0b0000_0111]) == Array("0".utf8))
    #expect(decoded([0b0000_0111, 0xff]) == nil)
  }

  @Test func paddingThatIsNotOnesIsRejected() {
    #expect(decoded([0b0000_0110]) == nil)
    // "0" then three zero bits, which begin a code rather than pad.
    #expect(decoded([0b0000_0000]) == nil)
  }
}
