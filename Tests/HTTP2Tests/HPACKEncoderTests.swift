import Testing

@testable import HTTP2

/// The response encoder: static-table indexing, literals without indexing, no dynamic state.
@Suite struct HPACKEncoderTests {
  @Test func status200IsOneByte() {
    var out: [UInt8] = []
    HPACKEncoder().encodeResponse(status: 200, headers: [], into: &out)
    #expect(out == [0x88])
  }

  @Test func otherStatusesReferTheName() throws {
    var out: [UInt8] = []
    HPACKEncoder(usesHuffman: false).encodeResponse(status: 410, headers: [], into: &out)
    // Literal without indexing, name index 8 (:status), value "410".
    #expect(out == [0x08, 0x03, 0x34, 0x31, 0x30])
  }

  @Test func everythingRoundTripsWithoutTouchingTheTable() throws {
    let headers = [
      HTTP2Header(name: "apns-id", value: "8E7A4C2B-1D3F-4A5B-9C6D-7E8F9A0B1C2D"),
      HTTP2Header(name: "Content-Type", value: "application/json"),
      HTTP2Header(name: "x-binary", value: "\u{1}é"),
    ]
    for usesHuffman in [true, false] {
      var out: [UInt8] = []
      HPACKEncoder(usesHuffman: usesHuffman).encodeResponse(status: 503, headers: headers, into: &out)
      var decoder = HPACKDecoder()
      let fields = try decoder.decode(out[...]).fields
      #expect(fields.first == HTTP2Header(name: ":status", value: "503"))
      #expect(fields.dropFirst().map(\.name) == ["apns-id", "content-type", "x-binary"])
      #expect(fields.dropFirst().map(\.value) == headers.map(\.value))
      #expect(decoder.table.count == 0)
    }
  }

  @Test func longStringsUseMultiByteLengths() throws {
    let value = String(repeating: "z", count: 1_000)
    var out: [UInt8] = []
    HPACKEncoder().append(name: "x-long", value: value, into: &out)
    var decoder = HPACKDecoder()
    #expect(try decoder.decode(out[...]).fields == [HTTP2Header(name: "x-long", value: value)])
  }
}
