import Diagnostics
import Escaping

/// A strict RFC 8259 parser that reports the line and column of the first error.
///
/// Foundation's parser reports byte offsets (or nothing) on Linux and turns `true` into `1`; fixtures and
/// push payloads need exact types and a place a person can find in an editor.
public struct JSONParser {
  /// The text as UTF-8; structure is ASCII, so the parser walks bytes and decodes only string contents.
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  /// A place on the current line whose column is known. Columns count scalars, as editors do; they are
  /// counted from here only when a position is asked for (a member's key, an error), rather than at every
  /// byte, and the mark moves forward as they are, so that a file is counted once however long its lines.
  private var markIndex = 0
  private var markColumn = 1
  private var depth = 0

  /// Nesting deeper than this is refused rather than risking the stack (`InputLimits.jsonDepth`).
  static let maximumDepth = InputLimits.jsonDepth

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a complete JSON text. Throws `JSONSyntaxError` naming the line and column.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(validated: Array(text.utf8))
  }

  /// Parses UTF-8 bytes; invalid UTF-8 is an error at its first bad byte.
  public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    let start = SourcePosition(line: 1, column: 1)
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw JSONSyntaxError(
        message: "the file is UTF-16; JSON is read as UTF-8: save it as UTF-8", position: start)
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw JSONSyntaxError(
        message: "the file begins with a byte-order mark (EF BB BF); JSON is read without one: save it as"
          + " UTF-8 without a BOM", position: start)
    }
    if let error = invalidUTF8(bytes) { throw error }
    return try parse(validated: bytes)
  }

  /// `the file is not valid UTF-8: byte 0xFF here begins no character`, at the first bad byte's line and
  /// column; nil for valid UTF-8. Any text file la-sim reads (a fixture, a payload, a scenario) says it so.
  public static func invalidUTF8(_ bytes: [UInt8]) -> JSONSyntaxError? {
    guard let bad = firstInvalidUTF8(bytes) else { return nil }
    let byte = String(bytes[bad], radix: 16, uppercase: true)
    return JSONSyntaxError(
      message: "the file is not valid UTF-8: byte 0x\(byte.count == 1 ? "0" : "")\(byte) here begins no"
        + " character", position: position(at: bad, in: bytes))
  }

  /// The line and column of byte `offset` of `bytes`, valid UTF-8 before it: columns count characters'
  /// scalars, as the parser's own positions do.
  static func position(at offset: Int, in bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var column = 1
    for byte in bytes[..<offset] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourcePosition(line: line, column: column)
  }

  private static func parse(validated bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
    }
    return value
  }

  /// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no surrogates, nothing
  /// past U+10FFFF), checked in place: a copy into a `String` only to validate cost more than the parse.
  static func isValidUTF8(_ bytes: [UInt8]) -> Bool { firstInvalidUTF8(bytes) == nil }

  /// The offset of the first byte that does not begin a well-formed UTF-8 sequence, if any.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      // A fixture is mostly ASCII: eight bytes at a time while none has its high bit set.
      if count - index >= 8, asciiWord(bytes, at: index) {
        index += 8
        continue
      }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lowest: UInt8 = 0x80
      var highest: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: (length, lowest) = (3, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: (length, highest) = (3, 0x9F)
      case 0xF0: (length, lowest) = (4, 0x90)
      case 0xF1...0xF3: length = 4
      case 0xF4: (length, highest) = (4, 0x8F)
      default: return index
      }
      guard count - index >= length, bytes[index + 1] >= lowest, bytes[index + 1] <= highest else {
        return index
      }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return index }
      index += length
    }
    return nil
  }

  /// Whether the eight bytes from `index` (all within `bytes`) are ASCII.
  private static func asciiWord(_ bytes: [UInt8], at index: Int) -> Bool {
    bytes.withUnsafeBytes { raw in
      raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    }
  }

  private var current: Unicode.Scalar? {
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    if byte < 0x80 { return Unicode.Scalar(byte) }
    return decodeScalar(at: index)?.scalar
  }

  /// The byte at the parser's place, or nil at the end.
  private var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The scalar starting at byte `offset` and its length in bytes (the text is valid UTF-8).
  private func decodeScalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    let lead = bytes[offset]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard offset + length <= bytes.count else { return nil }
    var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : length == 2 ? 0x1F : 0x7F)
    for next in bytes[(offset + 1)..<(offset + length)] { value = value << 6 | UInt32(next & 0x3F) }
    return Unicode.Scalar(value).map { ($0, length) }
  }

  /// The line and column of byte `offset`, at or after the mark on the current line.
  private func position(at offset: Int) -> SourcePosition {
    var column = markColumn
    for byte in bytes[markIndex..<offset] where byte & 0xC0 != 0x80 { column += 1 }
    return SourcePosition(line: line, column: column)
  }

  private var position: SourcePosition { position(at: index) }

  /// The position here, with the mark moved to it: a member key's, asked for at every member.
  private mutating func markedPosition() -> SourcePosition {
    let here = position
    markIndex = index
    markColumn = here.column
    return here
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(message: message, position: position)
  }

  private func describeCurrent() -> String {
    guard let scalar = current else { return "end of file" }
    if TerminalSafe.needsEscape(scalar) {
      return "control character U+\(String(scalar.value, radix: 16, uppercase: true))"
    }
    return "'\(Character(scalar))'"
  }

  /// Moves past one scalar (a line feed starts a new line).
  private mutating func advance() {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    if byte == 0x0A {
      index += 1
      newLine()
      return
    }
    index += byte < 0x80 ? 1 : (decodeScalar(at: index)?.length ?? 1)
  }

  private mutating func newLine() {
    line += 1
    markIndex = index
    markColumn = 1
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        newLine()
        // An indented line's spaces, eight at a time: a pretty-printed fixture is a third indentation.
        while bytes.count - index >= 8, Self.spaceWord(bytes, at: index) { index += 8 }
      default:
        return
      }
    }
  }

  /// Whether the eight bytes from `index` (all within `bytes`) are spaces.
  private static func spaceWord(_ bytes: [UInt8], at index: Int) -> Bool {
    bytes.withUnsafeBytes { raw in
      raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020
    }
  }

  private mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(JSONSyntaxError) {
    guard current == scalar else { throw error("expected \(what), found \(describeCurrent())") }
    advance()
  }

  /// Moves past `ascii`, the byte here, or says what was expected instead.
  private mutating func expect(byte ascii: UInt8, _ what: String) throws(JSONSyntaxError) {
    guard byte == ascii else { throw error("expected \(what), found \(describeCurrent())") }
    index += 1
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard let byte else { throw error("expected a value, found end of file") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("expected a value, found \(describeCurrent())")
    }
  }

  private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let start = index
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { expected in
      bytes.count - index >= count && expected.indices.allSatisfy { bytes[index + $0] == expected[$0] }
    }
    guard matches else {
      throw JSONSyntaxError(message: "expected a value, found an unknown word", position: position(at: start))
    }
    index += count
    return value
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw error("nesting deeper than \(Self.maximumDepth) levels (the limit on JSON nesting depth)")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    skipWhitespace()
    var members: [JSONMember] = []
    // The duplicate check scans the members of a small object (most have a few) and, from the 16th key on,
    // uses a set of the keys seen, so that it costs O(1) a key rather than a scan of the members.
    var keys = Set<String>()
    if byte == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object([])
    }
    while true {
      skipWhitespace()
      let keyPosition = markedPosition()
      guard byte == UInt8(ascii: "\"") else {
        throw error("expected a member name in quotes, found \(describeCurrent())")
      }
      let key = try parseString()
      if members.count == 16 { keys = Set(members.map(\.key)) }
      let isNew = members.count < 16 ? !members.contains { $0.key == key } : keys.insert(key).inserted
      guard isNew else {
        throw JSONSyntaxError(
          message: "duplicate key \"\(key.abbreviated.terminalSafe)\"", position: keyPosition)
      }
      skipWhitespace()
      try expect(byte: UInt8(ascii: ":"), "':' after the member name")
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, value: value, position: keyPosition))
      skipWhitespace()
      if byte == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(byte: UInt8(ascii: "}"), "',' or '}' in the object")
      depth -= 1
      return .object(members)
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    index += 1
    skipWhitespace()
    var elements: [JSONValue] = []
    if byte == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array([])
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if byte == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(byte: UInt8(ascii: "]"), "',' or ']' in the array")
      depth -= 1
      return .array(elements)
    }
  }

  /// Moves past the run of bytes up to the next quote, backslash or control character.
  private mutating func skipRun() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x22 || byte == 0x5C || byte < 0x20 { return }
      index += 1
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var start = index
    skipRun()
    // Most strings have no escape: one piece, copied once.
    if byte == UInt8(ascii: "\"") {
      index += 1
      return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
    }
    var result = String(decoding: bytes[start..<index], as: UTF8.self)
    while true {
      guard let byte else { throw error("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return result
      case UInt8(ascii: "\\"):
        index += 1
        result.unicodeScalars.append(try parseEscape())
      default:
        throw error("unescaped \(describeCurrent()) in a string")
      }
      start = index
      skipRun()
      if index > start { result += String(decoding: bytes[start..<index], as: UTF8.self) }
    }
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let scalar = current else { throw error("unterminated string") }
    advance()
    switch scalar {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{08}"
    case "f": return "\u{0C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let high = try parseHex4()
      if (0xD800...0xDBFF).contains(high) {
        guard current == "\\" else { throw error("unpaired surrogate \\u\(String(high, radix: 16))") }
        advance()
        try expect("u", "a low surrogate \\u escape")
        let low = try parseHex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid low surrogate") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let value = Unicode.Scalar(high) else { throw error("unpaired surrogate") }
      return value
    default:
      throw error("invalid escape '\\\(Character(scalar))'")
    }
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = current, let digit = Character(scalar).hexDigitValue else {
        throw error("expected four hex digits after \\u")
      }
      value = value * 16 + UInt32(digit)
      advance()
    }
    return value
  }

  /// Whether the byte here is an ASCII digit.
  private var atDigit: Bool { index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 }

  private mutating func skipDigits() {
    while atDigit { index += 1 }
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    var isInteger = true
    if byte == UInt8(ascii: "-") { index += 1 }
    guard atDigit else { throw error("expected a digit") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      skipDigits()
    }
    if byte == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard atDigit else { throw error("expected a digit after '.'") }
      skipDigits()
    }
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1 }
      guard atDigit else { throw error("expected a digit in the exponent") }
      skipDigits()
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(literal) { return .int(value) }
    guard let value = Double(literal), value.isFinite else {
      throw JSONSyntaxError(
        message: "number \(literal.abbreviated) is out of range", position: position(at: start))
    }
    // Kept as written when the `Double` would write it otherwise (`1e300` as `1e+300`), for messages that
    // echo the number; most numbers need no copy.
    return .double(value, written: JSONValue.text(of: value) == literal ? nil : JSONNumberText(literal))
  }
}

/// A JSON text that is not well-formed, with the place of the first problem.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  /// What is wrong, e.g. "expected ',' or '}' in the object, found end of file".
  public var message: String
  /// Where it is wrong.
  public var position: SourcePosition
}
