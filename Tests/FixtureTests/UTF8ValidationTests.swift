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

  @Test("Invalid UTF-8 is reported at its line and column, a BOM and UTF-16 by name")
  func errorsSayWhere() {
    func message(_ bytes: [UInt8]) -> String {
      do {
        _ = try JSONParser.parse(bytes: bytes)
        return "parsed"
      } catch {
        return "\(error.position.line):\(error.position.column): \(error.message)"
      }
    }
    let text = Array("{\n  \"name\": \"caf\u{E9} ".utf8) + [0xC3, 0x28] + Array("\"\n}".utf8)
    #expect(message(text) == "2:17: the file is not valid UTF-8: byte 0xC3 here begins no character")
    #expect(
      message([0xEF, 0xBB, 0xBF] + Array("{}".utf8)).hasPrefix("1:1: the file begins with a byte-order mark"))
    #expect(message([0xFF, 0xFE, 0x7B, 0x00]).hasPrefix("1:1: the file is UTF-16"))
    #expect(message(Array("{\"a\": [1, 2]}".utf8)) == "parsed")
  }
}
