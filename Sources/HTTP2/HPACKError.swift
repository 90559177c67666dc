/// Why a field block could not be decoded; each is a connection error of type COMPRESSION_ERROR
/// (RFC 9113 §4.3), because the decoder's state can no longer be trusted.
enum HPACKError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The block ended inside a representation.
  case truncated
  /// An integer did not fit the limits this decoder accepts (RFC 7541 §5.1 leaves them to it).
  case integerOverflow
  /// Index 0, or an index past the end of the static and dynamic tables (RFC 7541 §2.3.3).
  case invalidIndex(Int)
  /// A Huffman-coded string held EOS or padding that was longer than 7 bits or not all ones (§5.2).
  case invalidHuffman
  /// A dynamic table size update above the limit SETTINGS_HEADER_TABLE_SIZE allows (§6.3).
  case tableSizeTooLarge(Int, limit: Int)
  /// A dynamic table size update after the first field of a block (§4.2).
  case misplacedTableSizeUpdate
  /// A block that did not start with the table size update that a smaller SETTINGS_HEADER_TABLE_SIZE
  /// requires (§4.2).
  case missingTableSizeUpdate

  /// A sentence naming the rule, for a log line.
  var description: String {
    switch self {
    case .truncated: "the field block ends inside a representation (RFC 7541 §6)"
    case .integerOverflow: "an integer is too large (RFC 7541 §5.1)"
    case .invalidIndex(let index): "index \(index) is not in the static or dynamic table (RFC 7541 §2.3.3)"
    case .invalidHuffman:
      "a Huffman string holds EOS or padding that is not at most 7 one bits (RFC 7541 §5.2)"
    case .tableSizeTooLarge(let size, let limit):
      "a dynamic table size update to \(size) exceeds SETTINGS_HEADER_TABLE_SIZE \(limit) (RFC 7541 §6.3)"
    case .misplacedTableSizeUpdate:
      "a dynamic table size update follows a field representation (RFC 7541 §4.2)"
    case .missingTableSizeUpdate:
      "the block does not start with the dynamic table size update a smaller limit requires (RFC 7541 §4.2)"
    }
  }
}
