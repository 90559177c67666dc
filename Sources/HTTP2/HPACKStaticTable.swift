/// The static table of RFC 7541 Appendix A: 61 fields with fixed indices 1 to 61.
enum HPACKStaticTable {
  /// The entries; index `i` of the table is `entries[i - 1]`.
  static let entries: [HTTP2Header] = [
    (":authority", ""), (":method", "GET"), (":method", "POST"), (":path", "/"), (":path", "/index.html"),
    (":scheme", "http"), (":scheme", "https"), (":status", "200"), (":status", "204"), (":status", "206"),
    (":status", "304"), (":status", "400"), (":status", "404"), (":status", "500"), ("accept-charset", ""),
    ("accept-encoding", "gzip, deflate"), ("accept-language", ""), ("accept-ranges", ""), ("accept", ""),
    ("access-control-allow-origin", ""), ("age", ""), ("allow", ""), ("authorization", ""),
    ("cache-control", ""), ("content-disposition", ""), ("content-encoding", ""), ("content-language", ""),
    ("content-length", ""), ("content-location", ""), ("content-range", ""), ("content-type", ""),
    ("cookie", ""), ("date", ""), ("etag", ""), ("expect", ""), ("expires", ""), ("from", ""), ("host", ""),
    ("if-match", ""), ("if-modified-since", ""), ("if-none-match", ""), ("if-range", ""),
    ("if-unmodified-since", ""), ("last-modified", ""), ("link", ""), ("location", ""), ("max-forwards", ""),
    ("proxy-authenticate", ""), ("proxy-authorization", ""), ("range", ""), ("referer", ""), ("refresh", ""),
    ("retry-after", ""), ("server", ""), ("set-cookie", ""), ("strict-transport-security", ""),
    ("transfer-encoding", ""), ("user-agent", ""), ("vary", ""), ("via", ""), ("www-authenticate", ""),
  ].map { HTTP2Header(name: $0.0, value: $0.1) }

  /// The number of entries, 61; dynamic table indices start after it (RFC 7541 §2.3.3).
  static let count = 61

  /// The lowest index of each name, for encoding a name by reference.
  static let firstIndexOfName: [String: Int] = {
    var indices: [String: Int] = [:]
    for (offset, entry) in entries.enumerated() where indices[entry.name] == nil {
      indices[entry.name] = offset + 1
    }
    return indices
  }()

  /// The index of an entry holding exactly `name` and `value`, or nil.
  static func index(name: String, value: String) -> Int? {
    guard var index = firstIndexOfName[name] else { return nil }
    // Entries with one name are adjacent (":status" 8 to 14), so the search stops at the first other name.
    while index <= count, entries[index - 1].name == name {
      if entries[index - 1].value == value { return index }
      index += 1
    }
    return nil
  }
}
