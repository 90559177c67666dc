extension JSONValue {
  /// The value as JSON text: one line, or indented by two spaces when `pretty`. Keys keep their order.
  public func serialized(pretty: Bool = false) -> String {
    var text = ""
    write(into: &text, indent: pretty ? 0 : nil)
    return text
  }

  /// The length in UTF-8 bytes of `serialized()`, counted without building the text: APNs measures a
  /// payload's size, and a scenario may push one 60-KB payload thousands of times.
  public var serializedByteCount: Int {
    switch self {
    case .null: 4
    case .bool(let flag): flag ? 4 : 5
    case .int(let number): String(number).utf8.count
    case .double(let number, _):
      number.isFinite
        ? (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)).utf8.count
        : 4
    case .string(let string): Self.quotedByteCount(string)
    case .array(let elements): elements.reduce(2 + max(0, elements.count - 1)) { $0 + $1.serializedByteCount }
    case .object(let members):
      members.reduce(2 + max(0, members.count - 1)) {
        $0 + Self.quotedByteCount($1.key) + 1 + $1.value.serializedByteCount
      }
    }
  }

  /// The length in UTF-8 bytes of `quote(string, escapingSlashes:)`.
  package static func quotedByteCount(_ string: String, escapingSlashes: Bool = false) -> Int {
    // By bytes: a scalar beyond ASCII is its UTF-8 bytes, each at least 0x80, each counted once.
    var string = string
    return string.withUTF8 { bytes in
      var count = 2 + bytes.count
      var index = 0
      let raw = UnsafeRawBufferPointer(bytes)
      // Eight bytes at a time: a word with no control byte, quote, backslash or slash adds nothing, and most
      // of a long text is such words (a debug build spent most of a 60-KB push here, byte by byte).
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while index + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let below = (word &- ones &* 0x20) & ~word
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let slash = word ^ (ones &* 0x2F)
        let found =
          (below | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            | ((slash &- ones) & ~slash))
          & highs
        if found != 0 { break }
        index += 8
      }
      while index < raw.count {
        let byte = raw[index]
        index += 1
        guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x2F else { continue }
        switch byte {
        case 0x2F: count += escapingSlashes ? 1 : 0
        case 0x22, 0x5C, 0x0A, 0x0D, 0x09: count += 1
        default: count += 5
        }
      }
      return count
    }
  }

  private func write(into text: inout String, indent: Int?) {
    switch self {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .int(let number): text += String(number)
    case .double(let number, _):
      text +=
        number.isFinite
        ? (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)) : "null"
    case .string(let string): text += Self.quote(string)
    case .array(let elements):
      writeList(
        elements.map { element in
          { (text: inout String, indent: Int?) in element.write(into: &text, indent: indent) }
        },
        open: "[", close: "]", into: &text, indent: indent)
    case .object(let members):
      writeList(
        members.map { member in
          { (text: inout String, indent: Int?) in
            text += Self.quote(member.key) + (indent == nil ? ":" : ": ")
            member.value.write(into: &text, indent: indent)
          }
        }, open: "{", close: "}", into: &text, indent: indent)
    }
  }

  private func writeList(
    _ items: [(inout String, Int?) -> Void], open: String, close: String, into text: inout String,
    indent: Int?
  ) {
    text += open
    guard !items.isEmpty else {
      text += close
      return
    }
    let inner = indent.map { $0 + 2 }
    for (index, item) in items.enumerated() {
      if index > 0 { text += "," }
      if let inner { text += "\n" + String(repeating: " ", count: inner) }
      item(&text, inner)
    }
    if let indent { text += "\n" + String(repeating: " ", count: indent) }
    text += close
  }

  /// A JSON string literal; only what JSON requires is escaped, and `/` too when `escapingSlashes`
  /// (as Foundation's `JSONEncoder` does by default).
  public static func quote(_ string: String, escapingSlashes: Bool = false) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "/" where escapingSlashes: result += "\\/"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
