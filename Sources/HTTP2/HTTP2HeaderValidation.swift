/// The rules of RFC 9113 §8.1 to §8.3 for a request's header section and trailers. A message that breaks
/// one is malformed: a stream error of type PROTOCOL_ERROR (§8.1.1). Each check returns the sentence
/// naming the rule.
enum HTTP2HeaderValidation {
  /// Fields that only mean something to an HTTP/1.1 connection, forbidden in HTTP/2 (§8.2.2).
  static let connectionSpecific: Set<String> = [
    "connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade",
  ]

  /// The request a header section describes, and its `content-length`, or the rule it breaks.
  static func request(
    _ fields: [HTTP2Header], stream: UInt32
  ) -> Result<(request: HTTP2Request, contentLength: Int?), HTTP2HeaderViolation> {
    var pseudo = HTTP2PseudoFields()
    var regular: [HTTP2Header] = []
    regular.reserveCapacity(fields.count)
    var contentLength: Int?
    for field in fields {
      if let problem = problem(withValueOf: field) {
        return .failure(problem)
      }
      if field.name.utf8.first == UInt8(ascii: ":") {
        // Pseudo-header fields come first (§8.3), once each, and only the request ones (§8.3.1).
        guard regular.isEmpty else {
          return .failure("pseudo-header field \(field.name) follows a regular field (RFC 9113 §8.3)")
        }
        let isNew: Bool
        switch field.name {
        case ":method": (isNew, pseudo.method) = (pseudo.method == nil, field.value)
        case ":scheme": (isNew, pseudo.scheme) = (pseudo.scheme == nil, field.value)
        case ":path": (isNew, pseudo.path) = (pseudo.path == nil, field.value)
        case ":authority": (isNew, pseudo.authority) = (pseudo.authority == nil, field.value)
        default:
          return .failure("\(quoted(field.name)) is not a request pseudo-header field (RFC 9113 §8.3.1)")
        }
        guard isNew else {
          return .failure("pseudo-header field \(field.name) appears twice (RFC 9113 §8.3.1)")
        }
        continue
      }
      if let problem = problem(withRegular: field) {
        return .failure(problem)
      }
      if field.name == "content-length" {
        guard let length = parseContentLength(field.value), contentLength == nil || contentLength == length
        else {
          return .failure("content-length \(quoted(field.value)) is not one decimal length (RFC 9110 §8.6)")
        }
        contentLength = length
      }
      regular.append(field)
    }
    guard let method = pseudo.method else {
      return .failure("the request has no :method pseudo-header field (RFC 9113 §8.3.1)")
    }
    if method == "CONNECT" {
      // A CONNECT request names only the authority to tunnel to (§8.5).
      guard pseudo.scheme == nil, pseudo.path == nil, pseudo.authority != nil else {
        return .failure("a CONNECT request must have :authority and no :scheme or :path (RFC 9113 §8.5)")
      }
    } else {
      guard pseudo.scheme != nil, let path = pseudo.path else {
        let missing = pseudo.scheme == nil ? ":scheme" : ":path"
        return .failure("the request has no \(missing) pseudo-header field (RFC 9113 §8.3.1)")
      }
      guard !path.isEmpty else {
        return .failure("the :path pseudo-header field is empty (RFC 9113 §8.3.1)")
      }
    }
    let request = HTTP2Request(
      stream: stream, method: method, path: pseudo.path ?? "", scheme: pseudo.scheme,
      authority: pseudo.authority,
      headers: regular)
    return .success((request, contentLength))
  }

  /// The rule a trailer section breaks, or nil (§8.1: no pseudo-header fields; §8.2 as for headers).
  static func problem(withTrailers fields: [HTTP2Header]) -> HTTP2HeaderViolation? {
    for field in fields {
      if field.name.utf8.first == UInt8(ascii: ":") {
        return "trailers hold pseudo-header field \(quoted(field.name)) (RFC 9113 §8.1)"
      }
      if let problem = problem(withRegular: field) ?? problem(withValueOf: field) {
        return problem
      }
    }
    return nil
  }

  /// The rule a regular field's name breaks, or nil.
  static func problem(withRegular field: HTTP2Header) -> HTTP2HeaderViolation? {
    // Names are lowercase tokens: no controls, space, uppercase, DEL or non-ASCII (§8.2.1).
    guard !field.name.isEmpty else {
      return "a field has an empty name (RFC 9113 §8.2.1)"
    }
    for byte in field.name.utf8 where byte <= 0x20 || (byte >= 0x41 && byte <= 0x5a) || byte >= 0x7f {
      let kind = byte >= 0x41 && byte <= 0x5a ? "an uppercase letter" : "a character not allowed"
      return "field name \(quoted(field.name)) has \(kind) (RFC 9113 §8.2.1)"
    }
    // Only pseudo-header fields start with a colon; no other name holds one (§8.2.1).
    if field.name.utf8.contains(0x3a) {
      return
        "field name \(quoted(field.name)) has a colon, which only pseudo-header fields begin with (RFC 9113 §8.2.1)"
    }
    if connectionSpecific.contains(field.name) {
      return "connection-specific field \(quoted(field.name)) is not allowed in HTTP/2 (RFC 9113 §8.2.2)"
    }
    if field.name == "te", field.value != "trailers" {
      return "te may only be \"trailers\" in HTTP/2, not \(quoted(field.value)) (RFC 9113 §8.2.2)"
    }
    return nil
  }

  /// The rule a field's value breaks, or nil: no NUL, CR or LF, and no leading or trailing space or tab
  /// (§8.2.1).
  static func problem(withValueOf field: HTTP2Header) -> HTTP2HeaderViolation? {
    let value = field.value.utf8
    if value.contains(where: { $0 == 0 || $0 == 0x0a || $0 == 0x0d }) {
      return "the value of \(quoted(field.name)) holds NUL, CR or LF (RFC 9113 §8.2.1)"
    }
    if let first = value.first, let last = value.last,
      first == 0x20 || first == 0x09 || last == 0x20 || last == 0x09
    {
      return "the value of \(quoted(field.name)) starts or ends with whitespace (RFC 9113 §8.2.1)"
    }
    return nil
  }

  /// A content-length of decimal digits that fits an `Int`, or nil.
  static func parseContentLength(_ value: String) -> Int? {
    guard !value.isEmpty, value.utf8.count <= 18, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    else { return nil }
    return Int(value)
  }

  /// `text` in quotes, cut to 64 characters so that a hostile name cannot make a log line long.
  static func quoted(_ text: String) -> String {
    let cut = text.count > 64 ? String(text.prefix(64)) + "…" : text
    return "\"" + cut + "\""
  }
}
