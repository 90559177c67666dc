extension SwiftLexer {
  /// A string literal starting at the `"` under the cursor: `"…"` or a multi-line `"""`.
  package mutating func string(depth: Int) throws(SwiftSyntaxError) -> SwiftToken {
    let start = position
    let startIndex = index
    let multiline = peek(1) == "\"" && peek(2) == "\""
    advance()
    if multiline {
      advance()
      advance()
      while let scalar = peek(), scalar == " " || scalar == "\t" { advance() }
      guard peek() == "\n" || peek() == "\r" else {
        throw error("a multi-line string literal's content starts on the line after its opening \"\"\"")
      }
      if peek() == "\r" { advance() }
      if peek() == "\n" { advance() }
    }
    var parts: [SwiftToken.StringPart] = []
    var text = ""
    while true {
      guard let scalar = peek() else { throw error("unterminated string literal", at: start) }
      if scalar == "\"" {
        if !multiline {
          advance()
          break
        }
        if peek(1) == "\"", peek(2) == "\"" {
          advance()
          advance()
          advance()
          break
        }
      }
      if !multiline, scalar == "\n" || scalar == "\r" {
        throw error("unterminated string literal: a line break before its closing '\"'", at: start)
      }
      if scalar == "\\" {
        let escape = position
        advance()
        guard let next = peek() else { throw error("unterminated string literal", at: start) }
        switch next {
        case "(":
          advance()
          if !text.isEmpty { parts.append(.text(text)) }
          text = ""
          parts.append(.interpolation(try lex(depth: depth + 1, untilParenthesis: true)))
          continue
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "0": text += "\0"
        case "\\", "\"", "'": text.unicodeScalars.append(next)
        case "\n" where multiline:
          advance()
          continue
        case "u":
          advance()
          guard peek() == "{" else { throw error("expected '{' after \\u", at: escape) }
          advance()
          var hex = ""
          while let digit = peek(), digit != "}", hex.count <= 8 {
            hex.unicodeScalars.append(digit)
            advance()
          }
          guard peek() == "}", let value = UInt32(hex, radix: 16), let unicode = Unicode.Scalar(value) else {
            throw error("expected a Unicode scalar in \\u{…}", at: escape)
          }
          text.unicodeScalars.append(unicode)
        default:
          throw error("unknown escape sequence '\\\(next)' in a string literal", at: escape)
        }
        advance()
        continue
      }
      text.unicodeScalars.append(scalar)
      advance()
    }
    if !text.isEmpty { parts.append(.text(text)) }
    if multiline { parts = Self.strippingIndentation(parts) }
    var source = ""
    source.unicodeScalars.append(contentsOf: scalarsSlice(startIndex, index))
    return SwiftToken(kind: .string(parts), text: source, position: start)
  }

  /// A multi-line literal's lines lose the indentation of its closing `"""`, and the line break before it.
  package static func strippingIndentation(_ parts: [SwiftToken.StringPart]) -> [SwiftToken.StringPart] {
    guard case .text(let last)? = parts.last, let lastBreak = last.lastIndex(of: "\n")
    else {
      // The closing delimiter sits right after the opening line: the literal is empty or one line.
      return parts
    }
    let indentation = String(last[last.index(after: lastBreak)...])
    guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return parts }
    var result: [SwiftToken.StringPart] = []
    for (number, part) in parts.enumerated() {
      guard case .text(var text) = part else {
        result.append(part)
        continue
      }
      if number == parts.count - 1 {
        text = String(text[..<lastBreak])
      }
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for line in lines.indices where line > 0 || number == 0 {
        if lines[line].hasPrefix(indentation) { lines[line].removeFirst(indentation.count) }
      }
      text = lines.joined(separator: "\n")
      if !text.isEmpty { result.append(.text(text)) }
    }
    return result
  }

  package func scalarsSlice(_ from: Int, _ to: Int) -> [Unicode.Scalar] {
    Array(scalarsView[from..<min(to, scalarsView.count)])
  }
}
