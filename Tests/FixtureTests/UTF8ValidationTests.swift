import Testing

@testable import JSON

/// `JSONParser.isValidUTF8` skips ASCII eight bytes at a time: it must agree with the standard library's
/// validation wherever a non-ASCII byte falls in or across a word, and at every length.
@Suite struct UTF8ValidationTests {
  @Test func agreesWithTheStandardLibrary() {
    let pieces: [[UInt8]] = [
      [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x8D, 0x95], [0x80], [0xC3], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0xFF],
    ]
    for length in 0...20 {
      for piece in pieces {
        for offset in 0...length {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes.insert(contentsOf: piece, at: offset)
          let expected = String(validating: bytes, as: UTF8.self) != nil
          #expect(JSONParser.isValidUTF8(bytes) == expected, "\(bytes)")
        }
      }
      let ascii = [UInt8](repeating: UInt8(ascii: "{"), count: length)
      #expect(JSONParser.isValidUTF8(ascii))
    }
  }
}
