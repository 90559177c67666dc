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
  private var column = 1
  private var depth = 0

  /// Nesting deeper than this is refused rather than risking the stack (`InputLimits.jsonDepth`).
  static let maximumDepth = InputLimits.jsonDepth

  private init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Parses a complete JSON text. Throws `JSONSyntaxError` naming the line and column.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(text)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < parser.bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
    }
    return value
  }

  /// Parses UTF-8 bytes; invalid UTF-8 is an error at 1:1.
  public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw JSONSyntaxError(
        message: "the file is not valid UTF-8", position: SourcePosition(line: 1, column: 1))
    }
    return try parse(text)
  }

  private var current: Unicode.Scalar? {
    guard index < bytes.count else { return nil }
    let byte = bytes[index]
    if byte < 0x80 { return Unicode.Scalar(byte) }
    return decodeScalar(at: index)?.scalar
  }

  /// The scalar starting at byte `offset` and its length in bytes (the text is valid UTF-8).
  private func decodeScalar(at offset: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    let lead = bytes[offset]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
    guard offset + length <= bytes.count else { return nil }
    var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : length == 2 ? 0x1F : 0x7F)
    for next in bytes[(offset + 1)..<(offset + length)] { value = value << 6 | UInt32(next & 0x3F) }
    return Unicode.Scalar(value).map { ($0, length) }
  }
  private var position: SourcePosition { SourcePosition(line: line, column: column) }

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

  /// Moves past one scalar; columns count scalars, as editors do.
  private mutating func advance() {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    if byte == 0x0A {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += byte < 0x80 ? 1 : (decodeScalar(at: index)?.length ?? 1)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
        column += 1
      case 0x0A:
        index += 1
        line += 1
        column = 1
      default:
        return
      }
    }
  }

  private mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(JSONSyntaxError) {
    guard current == scalar else { throw error("expected \(what), found \(describeCurrent())") }
    advance()
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard let scalar = current else { throw error("expected a value, found end of file") }
    switch scalar {
    case "{": return try parseObject()
    case "[": return try parseArray()
    case "\"": return .string(try parseString())
    case "t": return try parseLiteral("true", .bool(true))
    case "f": return try parseLiteral("false", .bool(false))
    case "n": return try parseLiteral("null", .null)
    case "-", "0"..."9": return try parseNumber()
    default: throw error("expected a value, found \(describeCurrent())")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue
  {
    let start = position
    for expected in word.unicodeScalars {
      guard current == expected else {
        throw JSONSyntaxError(message: "expected a value, found an unknown word", position: start)
      }
      advance()
    }
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
    advance()
    skipWhitespace()
    var members: [JSONMember] = []
    // The duplicate check scans the members of a small object (most have a few) and, from the 16th key on,
    // uses a set of the keys seen, so that it costs O(1) a key rather than a scan of the members.
    var keys = Set<String>()
    if current == "}" {
      advance()
      depth -= 1
      return .object([])
    }
    while true {
      skipWhitespace()
      let keyPosition = position
      guard current == "\"" else {
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
      try expect(":", "':' after the member name")
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, value: value, position: keyPosition))
      skipWhitespace()
      if current == "," {
        advance()
        continue
      }
      try expect("}", "',' or '}' in the object")
      depth -= 1
      return .object(members)
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    advance()
    skipWhitespace()
    var elements: [JSONValue] = []
    if current == "]" {
      advance()
      depth -= 1
      return .array([])
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if current == "," {
        advance()
        continue
      }
      try expect("]", "',' or ']' in the array")
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    advance()
    var result = ""
    while true {
      // Copy the run of bytes up to the next quote, backslash or control character in one piece.
      let start = index
      var scalars = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
        if byte & 0xC0 != 0x80 { scalars += 1 }
        index += 1
      }
      if index > start {
        result += String(decoding: bytes[start..<index], as: UTF8.self)
        column += scalars
      }
      guard let scalar = current else { throw error("unterminated string") }
      switch scalar {
      case "\"":
        advance()
        return result
      case "\\":
        advance()
        result.unicodeScalars.append(try parseEscape())
      default:
        throw error("unescaped \(describeCurrent()) in a string")
      }
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

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    let startPosition = position
    var isInteger = true
    if current == "-" { advance() }
    guard let first = current, ("0"..."9").contains(first) else { throw error("expected a digit") }
    if first == "0" {
      advance()
    } else {
      while let digit = current, ("0"..."9").contains(digit) { advance() }
    }
    if current == "." {
      isInteger = false
      advance()
      guard let digit = current, ("0"..."9").contains(digit) else {
        throw error("expected a digit after '.'")
      }
      while let digit = current, ("0"..."9").contains(digit) { advance() }
    }
    if current == "e" || current == "E" {
      isInteger = false
      advance()
      if current == "+" || current == "-" { advance() }
      guard let digit = current, ("0"..."9").contains(digit) else {
        throw error("expected a digit in the exponent")
      }
      while let digit = current, ("0"..."9").contains(digit) { advance() }
    }
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(literal) { return .int(value) }
    guard let value = Double(literal), value.isFinite else {
      throw JSONSyntaxError(message: "number \(literal) is out of range", position: startPosition)
    }
    return .double(value)
  }
}

/// A JSON text that is not well-formed, with the place of the first problem.
public struct JSONSyntaxError: Error, Equatable, Sendable {
  /// What is wrong, e.g. "expected ',' or '}' in the object, found end of file".
  public var message: String
  /// Where it is wrong.
  public var position: SourcePosition
}
