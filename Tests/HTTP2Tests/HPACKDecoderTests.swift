import Testing

@testable import HTTP2

/// HPACK decoding rules of RFC 7541 and the examples of Appendix C.1 and C.2.
@Suite struct HPACKDecoderTests {
  /// The dynamic table as Appendix C prints it, newest first.
  static func table(_ decoder: HPACKDecoder) -> [String] {
    decoder.table.entries.map { "(s = \($0.size)) \($0.field.name): \($0.field.value)" }
  }

  @Test func integersOfAppendixC1() throws {
    var index = 0
    #expect(try HPACKDecoder.readInteger([0x0a][...], at: &index, prefix: 5) == 10)
    index = 0
    #expect(try HPACKDecoder.readInteger([0x1f, 0x9a, 0x0a][...], at: &index, prefix: 5) == 1337)
    #expect(index == 3)
    index = 0
    #expect(try HPACKDecoder.readInteger([0x2a][...], at: &index, prefix: 8) == 42)
    var encoded: [UInt8] = []
    HPACKEncoder.appendInteger(1337, prefix: 5, flags: 0, into: &encoded)
    #expect(encoded == [0x1f, 0x9a, 0x0a])
  }

  @Test func literalWithIndexingC21() throws {
    var decoder = HPACKDecoder()
    let block = try decoder.decode(
      hex("400a 6375 7374 6f6d 2d6b 6579 0d63 7573 746f 6d2d 6865 6164 6572")[...])
    #expect(block.fields == [HTTP2Header(name: "custom-key", value: "custom-header")])
    #expect(Self.table(decoder) == ["(s = 55) custom-key: custom-header"])
    #expect(decoder.table.size == 55)
  }

  @Test func literalWithoutIndexingC22() throws {
    var decoder = HPACKDecoder()
    let block = try decoder.decode(hex("040c 2f73 616d 706c 652f 7061 7468")[...])
    #expect(block.fields == [HTTP2Header(name: ":path", value: "/sample/path")])
    #expect(decoder.table.count == 0)
  }

  @Test func literalNeverIndexedC23() throws {
    var decoder = HPACKDecoder()
    let block = try decoder.decode(hex("1008 7061 7373 776f 7264 0673 6563 7265 74")[...])
    #expect(block.fields == [HTTP2Header(name: "password", value: "secret")])
    #expect(decoder.table.count == 0)
  }

  @Test func indexedFieldC24() throws {
    var decoder = HPACKDecoder()
    #expect(try decoder.decode([0x82][...]).fields == [HTTP2Header(name: ":method", value: "GET")])
    #expect(decoder.table.count == 0)
  }

  @Test(
    arguments: [
      ([0x80], HPACKError.invalidIndex(0)),
      ([0xbe], .invalidIndex(62)),
      ([0x7f, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01], .integerOverflow),
      ([0x41, 0x05, 0x61], .truncated),
      ([0x1f], .truncated),
      ([0x00, 0x81, 0xff, 0x00], .invalidHuffman),
    ] as [([UInt8], HPACKError)])
  func malformedBlocksAreRefused(_ bytes: [UInt8], _ error: HPACKError) {
    var decoder = HPACKDecoder()
    #expect(throws: error) { try decoder.decode(bytes[...]) }
  }

  @Test func tableSizeUpdateAboveTheLimitIsRefused() throws {
    var decoder = HPACKDecoder()
    // 0x3f 0xe1 0x1f: an update to 4,096; 0x3f 0xe2 0x1f: to 4,097.
    _ = try decoder.decode([0x3f, 0xe1, 0x1f][...])
    #expect(throws: HPACKError.tableSizeTooLarge(4_097, limit: 4_096)) {
      try decoder.decode([0x3f, 0xe2, 0x1f][...])
    }
  }

  @Test func tableSizeUpdateAfterAFieldIsRefused() {
    var decoder = HPACKDecoder()
    #expect(throws: HPACKError.misplacedTableSizeUpdate) { try decoder.decode([0x82, 0x20][...]) }
  }

  @Test func tableSizeUpdateEvictsAndZeroEmpties() throws {
    var decoder = HPACKDecoder()
    _ = try decoder.decode(hex("400a 6375 7374 6f6d 2d6b 6579 0d63 7573 746f 6d2d 6865 6164 6572")[...])
    #expect(decoder.table.count == 1)
    _ = try decoder.decode([0x20, 0x82][...])
    #expect(decoder.table.count == 0)
    #expect(decoder.table.maxSize == 0)
  }

  @Test func aLoweredLimitRequiresAnUpdateFirst() throws {
    var decoder = HPACKDecoder()
    decoder.setMaxTableSizeLimit(100)
    #expect(throws: HPACKError.missingTableSizeUpdate) { try decoder.decode([0x82][...]) }
    var updated = HPACKDecoder()
    updated.setMaxTableSizeLimit(100)
    // 0x3f 0x45: an update to 100.
    #expect(try updated.decode([0x3f, 0x45, 0x82][...]).fields.count == 1)
    #expect(updated.table.maxSize == 100)
  }

  @Test func anEntryLargerThanTheTableEmptiesIt() throws {
    var decoder = HPACKDecoder(maxTableSize: 60)
    _ = try decoder.decode(hex("400a 6375 7374 6f6d 2d6b 6579 0d63 7573 746f 6d2d 6865 6164 6572")[...])
    #expect(decoder.table.count == 1)
    let long = [UInt8](repeating: 0x61, count: 40)
    _ = try decoder.decode([0x40, 0x01, 0x61, UInt8(long.count)] + long)
    #expect(decoder.table.count == 0)
    #expect(decoder.table.size == 0)
  }

  @Test func theListSizeCountsThirtyTwoBytesAField() throws {
    var decoder = HPACKDecoder()
    // ":method: GET" is 7 + 3 + 32 = 42 bytes.
    let block = try decoder.decode([0x82, 0x82][...], maxListSize: 84)
    #expect(block.listSize == 84)
    #expect(!block.exceedsLimit)
    let over = try decoder.decode([0x82, 0x82, 0x82][...], maxListSize: 84)
    #expect(over.exceedsLimit)
    #expect(over.fields.isEmpty)
    #expect(over.listSize == 126)
  }

  @Test func fieldsPastTheLimitStillEnterTheTable() throws {
    var decoder = HPACKDecoder()
    let indexed = hex("400a 6375 7374 6f6d 2d6b 6579 0d63 7573 746f 6d2d 6865 6164 6572")
    let block = try decoder.decode([0x82] + indexed, maxListSize: 50)
    #expect(block.exceedsLimit)
    #expect(Self.table(decoder) == ["(s = 55) custom-key: custom-header"])
  }
}
