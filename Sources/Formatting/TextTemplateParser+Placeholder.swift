import JSON

extension TextTemplateParser {
  /// The forms a placeholder may take, for error messages.
  static let forms =
    "{field}, {field.accessor…}, {field ?? \"…\"}, {Int(field)}, {Int(field * N)},"
    + " {Int((field * N).rounded())}, or one of them with \", format: …\" or \", specifier: \"…\"\""

  /// Reads what stands between the braces.
  static func placeholder(_ body: String, cursor: JSONCursor) throws(FixtureError) -> TextTemplate.Placeholder
  {
    let (expressionText, label) = splitAtComma(body)
    let value = try expression(trimmed(expressionText), body: body, cursor: cursor)
    guard let label else { return TextTemplate.Placeholder(source: body, value: value, style: .plain) }
    let argument = trimmed(label)
    let style: TextTemplate.Placeholder.Style
    if argument.hasPrefix("format:") {
      style = .format(try NumberFormat(spelling: String(trimmed(argument.dropFirst(7))), cursor: cursor))
    } else if argument.hasPrefix("specifier:") {
      let text = try stringLiteral(trimmed(argument.dropFirst(10)), body: body, cursor: cursor)
      style = .specifier(try FormatSpecifier(text: text, cursor: cursor))
    } else {
      throw cursor.error("expected \"format:\" or \"specifier:\" after the comma in {\(body)}")
    }
    return TextTemplate.Placeholder(source: body, value: value, style: style)
  }

  private static func expression(
    _ text: Substring, body: String, cursor: JSONCursor
  ) throws(FixtureError) -> TextTemplate.Expression {
    // Made only when thrown: an error names its place, which costs a path and a message.
    var malformed: FixtureError { cursor.error("expected \(forms); found {\(body)}") }
    if text.hasPrefix("Int("), text.hasSuffix(")") {
      var product = trimmed(text.dropFirst(4).dropLast())
      var rounded = false
      if product.hasSuffix(".rounded()") {
        rounded = true
        product = trimmed(product.dropLast(10))
        // `(name * 100).rounded()` or `name.rounded()`; `name * 100.rounded()` rounds the literal: refused.
        if product.hasPrefix("("), product.hasSuffix(")") {
          product = trimmed(product.dropFirst().dropLast())
        } else if !isIdentifier(product) {
          throw malformed
        }
      }
      let operands = product.split(separator: "*", omittingEmptySubsequences: false).map(trimmed)
      guard operands.count <= 2, isIdentifier(operands[0]) else { throw malformed }
      let field = String(operands[0])
      guard operands.count == 2 else {
        return .integer(TextTemplate.IntegerConversion(field: field, rounded: rounded))
      }
      guard isNumberLiteral(operands[1]) else {
        throw cursor.error("expected a number literal after \"*\", found \"\(operands[1])\" in {\(body)}")
      }
      return .integer(
        TextTemplate.IntegerConversion(field: field, factor: String(operands[1]), rounded: rounded))
    }
    if let range = fallbackOperator(in: text) {
      let name = trimmed(text[..<range.lowerBound])
      guard isIdentifier(name) else { throw malformed }
      let fallback = try stringLiteral(trimmed(text[range.upperBound...]), body: body, cursor: cursor)
      return .fallback(String(name), fallback)
    }
    let pieces = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map {
      text[$0.startIndex..<$0.endIndex]
    }
    guard let name = pieces.first, isIdentifier(name) else { throw malformed }
    var accessors: [TextTemplate.Accessor] = []
    for piece in pieces.dropFirst() {
      guard let accessor = TextTemplate.Accessor(rawValue: String(piece)) else {
        let known = TextTemplate.Accessor.allCases.map { "." + $0.rawValue }
        throw cursor.error(
          "unknown accessor \".\(piece)\" in {\(body)}; expected one of: \(known.joined(separator: ", "))")
      }
      accessors.append(accessor)
    }
    return .field(String(name), accessors)
  }

  /// Where `??` is, found byte by byte (`firstRange(of:)` goes through the generic string algorithms, which
  /// cost more than the rest of the parse).
  private static func fallbackOperator(in text: Substring) -> Range<Substring.Index>? {
    let utf8 = text.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let next = utf8.index(after: index)
      if utf8[index] == UInt8(ascii: "?"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "?") {
        return index..<utf8.index(after: next)
      }
      index = next
    }
    return nil
  }

  /// `"…"` with `\"`, `\\` and `\u{…}` escapes, as Swift writes a string literal (JSON writes each quote `\"`).
  private static func stringLiteral(
    _ text: Substring, body: String, cursor: JSONCursor
  ) throws(FixtureError) -> String {
    if let first = text.first, "\u{201C}\u{201D}\u{201E}".contains(first) {
      throw cursor.error(
        "write the string literal with straight quotes (\\\" in JSON), found \(first) in {\(body)}")
    }
    guard text.count >= 2, text.first == "\"", text.last == "\"" else {
      throw cursor.error(
        "expected a string literal in double quotes, found \(String(text).abbreviated) in {\(String(body).abbreviated)}"
      )
    }
    var scalars = text.dropFirst().dropLast().unicodeScalars[...]
    var value = ""
    while let scalar = scalars.popFirst() {
      if scalar == "\"" { throw cursor.error("unescaped quote inside the string literal in {\(body)}") }
      guard scalar == "\\" else {
        value.unicodeScalars.append(scalar)
        continue
      }
      switch scalars.popFirst() {
      case "\"": value.append("\"")
      case "\\": value.append("\\")
      case "u" where scalars.first == "{":
        guard let close = scalars.firstIndex(of: "}"),
          let code = UInt32(
            String(String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close])),
            radix: 16),
          let decoded = Unicode.Scalar(code)
        else { throw cursor.error("malformed \\u{…} escape in {\(body)}") }
        value.unicodeScalars.append(decoded)
        scalars = scalars[scalars.index(after: close)...]
      default:
        throw cursor.error(
          "unsupported escape in the string literal of {\(body)}; expected \\\", \\\\ or \\u{…}")
      }
    }
    return value
  }

  /// The text before and after the first comma outside string literals and parentheses (cut at bytes:
  /// every delimiter is ASCII).
  private static func splitAtComma(_ body: String) -> (Substring, Substring?) {
    var depth = 0
    var quoted = false
    var escaped = false
    let utf8 = body.utf8
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      defer { index = utf8.index(after: index) }
      if quoted {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          quoted = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): quoted = true
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"): depth -= 1
      case UInt8(ascii: ",") where depth == 0: return (body[..<index], body[utf8.index(after: index)...])
      default: break
      }
    }
    return (body[...], nil)
  }

  private static func trimmed(_ text: Substring) -> Substring {
    // Nearly always ASCII around the edges: look at bytes first, characters only past a non-ASCII byte.
    let utf8 = text.utf8
    var start = utf8.startIndex
    var end = utf8.endIndex
    while start < end, utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
    while start < end, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
    var rest = text[start..<end]
    while rest.first?.isWhitespace == true { rest.removeFirst() }
    while rest.last?.isWhitespace == true { rest.removeLast() }
    return rest
  }

  /// A Swift identifier: a letter or `_`, then letters, digits and `_`.
  private static func isIdentifier(_ text: Substring) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
        return false
      }
      return text.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
      }
    }
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// `100`, `2.5`: digits with at most one point between digits.
  private static func isNumberLiteral(_ text: Substring) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count <= 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }
}
