import Testing

@testable import HTTP2

/// The frame layout of RFC 9113 §4.1.
@Suite struct FrameTests {
  @Test func aFrameRoundTrips() throws {
    let frame = HTTP2Frame(
      .headers, flags: [.endHeaders, .endStream], stream: 0x1234_5678, payload: [1, 2, 3])
    let bytes = frame.bytes
    #expect(bytes == [0, 0, 3, 1, 0x05, 0x12, 0x34, 0x56, 0x78, 1, 2, 3])
    let parsed = try #require(HTTP2Frame.parse(bytes, at: 0))
    #expect(parsed == frame)
    #expect(parsed.type == .headers)
  }

  @Test func theReservedBitIsIgnored() throws {
    let parsed = try #require(HTTP2Frame.parse([0, 0, 0, 6, 0, 0x80, 0, 0, 1], at: 0))
    #expect(parsed.stream == 1)
  }

  @Test func anIncompleteFrameIsNotParsed() {
    #expect(HTTP2Frame.parse([0, 0, 4, 6, 0, 0, 0, 0], at: 0) == nil)
    #expect(HTTP2Frame.parse([0, 0, 4, 6, 0, 0, 0, 0, 0, 1, 2, 3], at: 0) == nil)
    #expect(HTTP2Frame.parse([9, 9, 0, 0, 4, 6, 0, 0, 0, 0, 0, 1, 2, 3, 4], at: 2) != nil)
  }

  @Test func unknownTypesKeepTheirCode() throws {
    let parsed = try #require(HTTP2Frame.parse([0, 0, 0, 0xfa, 0, 0, 0, 0, 0], at: 0))
    #expect(parsed.type == nil)
    #expect(parsed.typeName == "frame type 250")
  }
}
