/// Decodes HPACK field blocks (RFC 7541) into header fields, keeping the dynamic table in step with the
/// client's encoder. One decoder serves one connection, for every block in the order they arrive.
struct HPACKDecoder: Sendable {
  /// What one field block decoded to.
  struct Block: Sendable {
    /// The fields in order; empty when `exceedsLimit`.
    var fields: [HTTP2Header]
    /// The header list size as RFC 9113 §6.5.2 counts it: name and value octets plus 32 a field.
    var listSize: Int
    /// Whether `listSize` passed the limit given to `decode`; the fields past it were decoded only to
    /// keep the dynamic table in step, then dropped, so a block can never cost more memory than the limit.
    var exceedsLimit: Bool
  }

  /// The dynamic table.
  private(set) var table: HPACKDynamicTable
  /// The largest size a dynamic table size update may ask for: the SETTINGS_HEADER_TABLE_SIZE in force.
  private(set) var maxTableSizeLimit: Int
  /// Set when the limit drops below the table's size: the next block must begin with an update (§4.2).
  private var needsTableSizeUpdate = false
  /// Reused for Huffman decoding so that no string allocates twice.
  private var scratch: [UInt8] = []

  /// A decoder with an empty table of `maxTableSize` octets, the protocol's 4,096 unless told otherwise.
  init(maxTableSize: Int = 4_096) {
    table = HPACKDynamicTable(maxSize: maxTableSize)
    maxTableSizeLimit = maxTableSize
  }

  /// Applies a new SETTINGS_HEADER_TABLE_SIZE once the client has acknowledged it.
  mutating func setMaxTableSizeLimit(_ limit: Int) {
    maxTableSizeLimit = limit
    if table.maxSize > limit {
      needsTableSizeUpdate = true
    }
  }

  /// Decodes one complete field block. Any error leaves the table unusable: the caller ends the connection.
  mutating func decode(_ block: ArraySlice<UInt8>, maxListSize: Int = .max) throws(HPACKError) -> Block {
    var result = Block(fields: [], listSize: 0, exceedsLimit: false)
    var index = block.startIndex
    var sawField = false
    while index < block.endIndex {
      let first = block[index]
      if first & 0xe0 == 0x20 {
        // Dynamic table size update (§6.3), allowed only before the first field (§4.2).
        guard !sawField else { throw .misplacedTableSizeUpdate }
        let size = try Self.readInteger(block, at: &index, prefix: 5)
        guard size <= maxTableSizeLimit else { throw .tableSizeTooLarge(size, limit: maxTableSizeLimit) }
        table.setMaxSize(size)
        needsTableSizeUpdate = false
        continue
      }
      guard !needsTableSizeUpdate else { throw .missingTableSizeUpdate }
      sawField = true
      let entry: HPACKDynamicTable.Entry
      if first & 0x80 != 0 {
        // Indexed header field (§6.1).
        let fieldIndex = try Self.readInteger(block, at: &index, prefix: 7)
        guard let found = lookUp(fieldIndex) else { throw .invalidIndex(fieldIndex) }
        entry = found
      } else if first & 0xc0 == 0x40 {
        // Literal with incremental indexing (§6.2.1).
        entry = try readLiteral(block, at: &index, prefix: 6)
        table.insert(entry)
      } else {
        // Literal without indexing (§6.2.2) or never indexed (§6.2.3); both have a 4-bit prefix.
        entry = try readLiteral(block, at: &index, prefix: 4)
      }
      result.listSize &+= entry.size
      if result.exceedsLimit {
        continue
      }
      if result.listSize > maxListSize {
        result.exceedsLimit = true
        result.fields = []
      } else {
        result.fields.append(entry.field)
      }
    }
    return result
  }

  /// The entry at `index` of the static table (1 to 61) followed by the dynamic table (§2.3.3).
  func lookUp(_ index: Int) -> HPACKDynamicTable.Entry? {
    if index >= 1, index <= HPACKStaticTable.count {
      let field = HPACKStaticTable.entries[index - 1]
      let nameOctets = field.name.utf8.count
      return .init(field: field, nameOctets: nameOctets, size: nameOctets + field.value.utf8.count + 32)
    }
    return table.entry(at: index - HPACKStaticTable.count)
  }

  /// Reads a literal field whose name index has `prefix` bits (§6.2); index 0 means a literal name.
  private mutating func readLiteral(
    _ block: ArraySlice<UInt8>, at index: inout Int, prefix: Int
  ) throws(HPACKError) -> HPACKDynamicTable.Entry {
    let nameIndex = try Self.readInteger(block, at: &index, prefix: prefix)
    let name: String
    let nameOctets: Int
    if nameIndex == 0 {
      (name, nameOctets) = try readString(block, at: &index)
    } else {
      guard let entry = lookUp(nameIndex) else { throw .invalidIndex(nameIndex) }
      (name, nameOctets) = (entry.field.name, entry.nameOctets)
    }
    let (value, valueOctets) = try readString(block, at: &index)
    return .init(
      field: HTTP2Header(name: name, value: value), nameOctets: nameOctets,
      size: nameOctets + valueOctets + 32)
  }

  /// Reads a string literal (§5.2) and returns it with its decoded octet count.
  private mutating func readString(
    _ block: ArraySlice<UInt8>, at index: inout Int
  ) throws(HPACKError) -> (String, Int) {
    guard index < block.endIndex else { throw .truncated }
    let isHuffman = block[index] & 0x80 != 0
    let length = try Self.readInteger(block, at: &index, prefix: 7)
    guard length <= block.endIndex - index else { throw .truncated }
    let octets = block[index..<(index + length)]
    index += length
    guard isHuffman else {
      return (String(decoding: octets, as: UTF8.self), length)
    }
    scratch.removeAll(keepingCapacity: true)
    guard HuffmanCode.decode(octets, into: &scratch) else { throw .invalidHuffman }
    return (String(decoding: scratch, as: UTF8.self), scratch.count)
  }

  /// Reads an integer with an N-bit prefix (§5.1). Values above 2^31−1 are refused: no legitimate length,
  /// index or table size comes near, and the bound keeps every later sum from overflowing.
  static func readInteger(
    _ block: ArraySlice<UInt8>, at index: inout Int, prefix: Int
  ) throws(HPACKError) -> Int {
    guard index < block.endIndex else { throw .truncated }
    let prefixMax = (1 << prefix) - 1
    var value = Int(block[index]) & prefixMax
    index += 1
    guard value == prefixMax else { return value }
    var shift = 0
    while true {
      guard index < block.endIndex else { throw .truncated }
      guard shift <= 28 else { throw .integerOverflow }
      let byte = block[index]
      index += 1
      value += Int(byte & 0x7f) << shift
      shift += 7
      if byte & 0x80 == 0 {
        break
      }
    }
    guard value <= Int(Int32.max) else { throw .integerOverflow }
    return value
  }
}
