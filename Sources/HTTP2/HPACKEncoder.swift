/// Encodes header lists as HPACK field blocks (RFC 7541) without ever using the dynamic table: fields the
/// static table holds whole are indexed, names it holds are referenced, and everything else is a literal
/// without indexing (§6.2.2). With no dynamic state the encoder needs no table size updates and cannot
/// fall out of step with the client, and responses' headers (ids, dates) rarely repeat anyway.
struct HPACKEncoder: Sendable {
  /// Whether to Huffman-code strings that get shorter for it (§5.2).
  var usesHuffman: Bool

  /// An encoder that Huffman-codes strings when that saves space.
  init(usesHuffman: Bool = true) {
    self.usesHuffman = usesHuffman
  }

  /// Appends a response block: `:status`, then `headers` with names lowercased (RFC 9113 §8.2.1).
  func encodeResponse(status: Int, headers: [HTTP2Header], into out: inout [UInt8]) {
    append(name: ":status", value: String(status), into: &out)
    for header in headers {
      append(name: Self.lowercased(header.name), value: header.value, into: &out)
    }
  }

  /// Appends a block of `fields` exactly as given.
  func encode(_ fields: [HTTP2Header], into out: inout [UInt8]) {
    for field in fields {
      append(name: field.name, value: field.value, into: &out)
    }
  }

  /// Appends one field representation.
  func append(name: String, value: String, into out: inout [UInt8]) {
    if let index = HPACKStaticTable.index(name: name, value: value) {
      // Indexed header field (§6.1).
      Self.appendInteger(index, prefix: 7, flags: 0x80, into: &out)
    } else if let index = HPACKStaticTable.firstIndexOfName[name] {
      // Literal without indexing, indexed name (§6.2.2).
      Self.appendInteger(index, prefix: 4, flags: 0x00, into: &out)
      appendString(value, into: &out)
    } else {
      // Literal without indexing, new name (§6.2.2).
      out.append(0x00)
      appendString(name, into: &out)
      appendString(value, into: &out)
    }
  }

  /// Appends a string literal (§5.2), Huffman-coded when that is shorter.
  func appendString(_ string: String, into out: inout [UInt8]) {
    let octets = string.utf8
    if usesHuffman {
      let huffmanCount = HuffmanCode.encodedCount(octets)
      if huffmanCount < octets.count {
        Self.appendInteger(huffmanCount, prefix: 7, flags: 0x80, into: &out)
        HuffmanCode.encode(octets, into: &out)
        return
      }
    }
    Self.appendInteger(octets.count, prefix: 7, flags: 0x00, into: &out)
    out.append(contentsOf: octets)
  }

  /// Appends an integer with an N-bit prefix (§5.1); `flags` fills the bits above the prefix.
  static func appendInteger(_ value: Int, prefix: Int, flags: UInt8, into out: inout [UInt8]) {
    let prefixMax = (1 << prefix) - 1
    guard value >= prefixMax else {
      out.append(flags | UInt8(truncatingIfNeeded: value))
      return
    }
    out.append(flags | UInt8(truncatingIfNeeded: prefixMax))
    var rest = value - prefixMax
    while rest >= 128 {
      out.append(UInt8(truncatingIfNeeded: rest & 0x7f) | 0x80)
      rest >>= 7
    }
    out.append(UInt8(truncatingIfNeeded: rest))
  }

  /// `name` with ASCII uppercase letters lowercased, without allocating when there are none.
  static func lowercased(_ name: String) -> String {
    guard name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5a }) else { return name }
    return String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5a ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}
