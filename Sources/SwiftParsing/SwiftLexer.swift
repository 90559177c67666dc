import Diagnostics

/// Splits Swift source into tokens: identifiers and keywords, numbers, string literals (with `\( … )`
/// interpolation and multi-line `"""`), operators, `@attributes` and `#directives`; comments are skipped.
package struct SwiftLexer {
  /// How deep interpolations may nest inside each other, so that hostile input cannot exhaust the stack.
  package static let maximumDepth = 32

  package let file: String
  package let scalarsView: [Unicode.Scalar]
  package var index = 0
  package var line = 1
  package var column = 1

  package init(source: String, file: String) {
    self.file = file
    self.scalarsView = Array(source.unicodeScalars)
  }

  /// Every token of the source, ending with an `.end` token.
  package static func tokens(of source: String, file: String) throws(SwiftSyntaxError) -> [SwiftToken] {
    var lexer = SwiftLexer(source: source, file: file)
    var tokens = try lexer.lex(depth: 0, untilParenthesis: false)
    tokens.append(SwiftToken(kind: .end, text: "", position: lexer.position, newlineBefore: true))
    return tokens
  }

  package var position: SourcePosition { SourcePosition(line: line, column: column) }

  package func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let at = index + offset
    return at < scalarsView.count ? scalarsView[at] : nil
  }

  package mutating func advance() {
    guard index < scalarsView.count else { return }
    if scalarsView[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  package func error(_ message: String, at position: SourcePosition? = nil) -> SwiftSyntaxError {
    SwiftSyntaxError(file: file, position: position ?? self.position, message: message)
  }

  package static let operatorScalars = Set("=-+*%<>&|^~/!?".unicodeScalars)
  package static let punctuationScalars = Set("(){}[],:;\\".unicodeScalars)

  package static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.isEmoji && scalar.value > 0xFF
  }

  package static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
    isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
      || scalar.properties.generalCategory == .nonspacingMark
  }

  /// Tokens up to the end, or (inside an interpolation) up to the `)` that closes it, which is consumed.
  package mutating func lex(depth: Int, untilParenthesis: Bool) throws(SwiftSyntaxError) -> [SwiftToken] {
    guard depth <= Self.maximumDepth else {
      throw error("string interpolations nested deeper than \(Self.maximumDepth) levels")
    }
    var tokens: [SwiftToken] = []
    var parentheses = 0
    var newline = index == 0
    var space = false
    while let scalar = peek() {
      if scalar == "\n" || scalar == "\r" {
        newline = true
        space = true
        advance()
        continue
      }
      if scalar == " " || scalar == "\t" || scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{FEFF}" {
        space = true
        advance()
        continue
      }
      if scalar == "/", peek(1) == "/" {
        while let next = peek(), next != "\n" { advance() }
        space = true
        continue
      }
      if scalar == "/", peek(1) == "*" {
        try skipBlockComment()
        space = true
        continue
      }
      let start = position
      var token: SwiftToken
      if untilParenthesis && scalar == ")" && parentheses == 0 {
        advance()
        return tokens
      }
      if scalar == "\"" {
        token = try string(depth: depth)
      } else if scalar == "#", peek(1) == "\"" {
        throw error("raw string literals (#\"…\"#) are not supported")
      } else if scalar == "@" || scalar == "#" {
        advance()
        let name = identifierText()
        guard !name.isEmpty else { throw error("expected a name after '\(scalar)'", at: start) }
        token = SwiftToken(
          kind: scalar == "@" ? .attribute : .pound, text: String(scalar) + name, position: start)
      } else if scalar == "`" {
        advance()
        let name = identifierText()
        guard !name.isEmpty, peek() == "`" else {
          throw error("expected an identifier in backticks", at: start)
        }
        advance()
        token = SwiftToken(kind: .identifier, text: name, position: start)
      } else if Self.isIdentifierHead(scalar) || scalar == "$" {
        var name = ""
        if scalar == "$" {
          advance()
          name = "$"
        }
        name += identifierText()
        token = SwiftToken(kind: .identifier, text: name, position: start)
      } else if ("0"..."9").contains(scalar) {
        token = SwiftToken(kind: .number, text: numberText(), position: start)
      } else if scalar == "." {
        token = SwiftToken(kind: .punctuation, text: dots(), position: start)
      } else if Self.punctuationScalars.contains(scalar) {
        if scalar == "(" { parentheses += 1 }
        if scalar == ")" { parentheses -= 1 }
        advance()
        token = SwiftToken(kind: .punctuation, text: String(scalar), position: start)
      } else if Self.operatorScalars.contains(scalar) {
        token = SwiftToken(kind: .punctuation, text: operatorText(), position: start)
      } else {
        throw error("unexpected character U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
      token.newlineBefore = newline
      token.spaceBefore = space
      newline = false
      space = false
      tokens.append(token)
    }
    if untilParenthesis { throw error("unterminated string interpolation: expected ')'") }
    return tokens
  }

  package mutating func skipBlockComment() throws(SwiftSyntaxError) {
    let start = position
    var depth = 0
    while let scalar = peek() {
      if scalar == "/", peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if scalar == "*", peek(1) == "/" {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
    throw error("unterminated comment: expected '*/'", at: start)
  }

  package mutating func identifierText() -> String {
    var text = ""
    while let scalar = peek(), Self.isIdentifierBody(scalar) {
      text.unicodeScalars.append(scalar)
      advance()
    }
    return text
  }

  package mutating func numberText() -> String {
    var text = ""
    while let scalar = peek() {
      let isPartOfNumber =
        Self.isIdentifierBody(scalar)
        || (scalar == "." && peek(1).map { ("0"..."9").contains($0) } == true)
        || ((scalar == "-" || scalar == "+") && (text.hasSuffix("e") || text.hasSuffix("E"))
          && !text.hasPrefix("0x"))
      guard isPartOfNumber else { break }
      text.unicodeScalars.append(scalar)
      advance()
    }
    return text
  }

  /// `.`, `...` or `..<`.
  package mutating func dots() -> String {
    if peek(1) == ".", peek(2) == "." {
      advance()
      advance()
      advance()
      return "..."
    }
    if peek(1) == ".", peek(2) == "<" {
      advance()
      advance()
      advance()
      return "..<"
    }
    advance()
    return "."
  }

  /// An operator, longest first, except that `?` and `!` stand alone (optionals, unwrapping) unless they
  /// begin `??` or `!=`, and `/` never starts a comment here.
  package mutating func operatorText() -> String {
    guard let first = peek() else { return "" }
    if first == "?" {
      advance()
      if peek() == "?" {
        advance()
        return "??"
      }
      return "?"
    }
    if first == "!" {
      advance()
      if peek() == "=" {
        advance()
        if peek() == "=" {
          advance()
          return "!=="
        }
        return "!="
      }
      return "!"
    }
    var text = ""
    while let scalar = peek(), Self.operatorScalars.contains(scalar), scalar != "?", scalar != "!" {
      if scalar == "/", peek(1) == "/" || peek(1) == "*" { break }
      text.unicodeScalars.append(scalar)
      advance()
    }
    return text
  }
}
