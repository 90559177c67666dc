import Testing

@testable import HTTP2

/// The consecutive-block examples of RFC 7541 Appendix C.3 to C.6, decoded byte for byte, with the
/// dynamic table checked after each block.
@Suite struct HPACKVectorTests {
  static func fields(_ pairs: [(String, String)]) -> [HTTP2Header] {
    pairs.map { HTTP2Header(name: $0.0, value: $0.1) }
  }

  static let requests = [
    fields([(":method", "GET"), (":scheme", "http"), (":path", "/"), (":authority", "www.example.com")]),
    fields([
      (":method", "GET"), (":scheme", "http"), (":path", "/"), (":authority", "www.example.com"),
      ("cache-control", "no-cache"),
    ]),
    fields([
      (":method", "GET"), (":scheme", "https"), (":path", "/index.html"), (":authority", "www.example.com"),
      ("custom-key", "custom-value"),
    ]),
  ]

  static let requestTables = [
    ["(s = 57) :authority: www.example.com"],
    ["(s = 53) cache-control: no-cache", "(s = 57) :authority: www.example.com"],
    [
      "(s = 54) custom-key: custom-value", "(s = 53) cache-control: no-cache",
      "(s = 57) :authority: www.example.com",
    ],
  ]

  static let responses = [
    fields([
      (":status", "302"), ("cache-control", "private"), ("date", "Mon, 21 Oct 2013 20:13:21 GMT"),
      ("location", "https://www.example.com"),
    ]),
    fields([
      (":status", "307"), ("cache-control", "private"), ("date", "Mon, 21 Oct 2013 20:13:21 GMT"),
      ("location", "https://www.example.com"),
    ]),
    fields([
      (":status", "200"), ("cache-control", "private"), ("date", "Mon, 21 Oct 2013 20:13:22 GMT"),
      ("location", "https://www.example.com"), ("content-encoding", "gzip"),
      ("set-cookie", "foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1"),
    ]),
  ]

  static let responseTables = [
    [
      "(s = 63) location: https://www.example.com", "(s = 65) date: Mon, 21 Oct 2013 20:13:21 GMT",
      "(s = 52) cache-control: private", "(s = 42) :status: 302",
    ],
    [
      "(s = 42) :status: 307", "(s = 63) location: https://www.example.com",
      "(s = 65) date: Mon, 21 Oct 2013 20:13:21 GMT", "(s = 52) cache-control: private",
    ],
    [
      "(s = 98) set-cookie: foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1",
      "(s = 52) content-encoding: gzip", "(s = 65) date: Mon, 21 Oct 2013 20:13:22 GMT",
    ],
  ]

  /// Decodes `blocks` in turn on one decoder, checking each list, table and table size.
  func check(
    _ blocks: [String], maxTableSize: Int = 4_096, lists: [[HTTP2Header]], tables: [[String]],
    sizes: [Int]
  ) throws {
    var decoder = HPACKDecoder(maxTableSize: maxTableSize)
    for (index, block) in blocks.enumerated() {
      #expect(try decoder.decode(hex(block)[...]).fields == lists[index])
      #expect(HPACKDecoderTests.table(decoder) == tables[index])
      #expect(decoder.table.size == sizes[index])
    }
  }

  @Test func requestsWithoutHuffmanC3() throws {
    try check(
      [
        "8286 8441 0f77 7777 2e65 7861 6d70 6c65 2e63 6f6d",
        "8286 84be 5808 6e6f 2d63 6163 6865",
        "8287 85bf 400a 6375 7374 6f6d 2d6b 6579 0c63 7573 746f 6d2d 7661 6c75 65",
      ], lists: Self.requests, tables: Self.requestTables, sizes: [57, 110, 164])
  }

  @Test func requestsWithHuffmanC4() throws {
    try check(
      [
        "8286 8441 8cf1 e3c2 e5f2 3a6b a0ab 90f4 ff",
        "8286 84be 5886 a8eb 1064 9cbf",
        "8287 85bf 4088 25a8 49e9 5ba9 7d7f 8925 a849 e95b b8e8 b4bf",
      ], lists: Self.requests, tables: Self.requestTables, sizes: [57, 110, 164])
  }

  @Test func responsesWithoutHuffmanC5() throws {
    try check(
      [
        """
        4803 3330 3258 0770 7269 7661 7465 611d 4d6f 6e2c 2032 3120 4f63 7420 3230 3133
        2032 303a 3133 3a32 3120 474d 546e 1768 7474 7073 3a2f 2f77 7777 2e65 7861 6d70
        6c65 2e63 6f6d
        """,
        "4803 3330 37c1 c0bf",
        """
        88c1 611d 4d6f 6e2c 2032 3120 4f63 7420 3230 3133 2032 303a 3133 3a32 3220 474d
        54c0 5a04 677a 6970 7738 666f 6f3d 4153 444a 4b48 514b 425a 584f 5157 454f 5049
        5541 5851 5745 4f49 553b 206d 6178 2d61 6765 3d33 3630 303b 2076 6572 7369 6f6e
        3d31
        """,
      ], maxTableSize: 256, lists: Self.responses, tables: Self.responseTables, sizes: [222, 222, 215])
  }

  @Test func responsesWithHuffmanC6() throws {
    try check(
      [
        """
        4882 6402 5885 aec3 771a 4b61 96d0 7abe 9410 54d4 44a8 2005 9504 0b81 66e0 82a6
        2d1b ff6e 919d 29ad 1718 63c7 8f0b 97c8 e9ae 82ae 43d3
        """,
        "4883 640e ffc1 c0bf",
        """
        88c1 6196 d07a be94 1054 d444 a820 0595 040b 8166 e084 a62d 1bff c05a 839b d9ab
        77ad 94e7 821d d7f2 e6c7 b335 dfdf cd5b 3960 d5af 2708 7f36 72c1 ab27 0fb5 291f
        9587 3160 65c0 03ed 4ee5 b106 3d50 07
        """,
      ], maxTableSize: 256, lists: Self.responses, tables: Self.responseTables, sizes: [222, 222, 215])
  }

  /// The Huffman strings of C.4 and C.6 are what the encoder produces for the same values.
  @Test func encoderHuffmanMatchesTheExamples() {
    let encoder = HPACKEncoder()
    var out: [UInt8] = []
    encoder.appendString("www.example.com", into: &out)
    #expect(out == hex("8cf1 e3c2 e5f2 3a6b a0ab 90f4 ff"))
    out = []
    encoder.appendString("foo=ASDJKHQKBZXOQWEOPIUAXQWEOIU; max-age=3600; version=1", into: &out)
    #expect(
      out
        == hex(
          "ad94 e782 1dd7 f2e6 c7b3 35df dfcd 5b39 60d5 af27 087f 3672 c1ab 270f b529 1f95 8731 6065 c003"
            + " ed4e e5b1 063d 5007"))
  }
}
