/// A recursive-descent parser for the subset of Swift a Live Activity's model and widget are written in:
/// type declarations with their members, stored and computed properties, enum cases, `#Preview`, and
/// the expressions and statements of view builders. Declarations outside the subset (functions,
/// initializers) are recognised and their bodies skipped; what it cannot parse at all is an error.
package struct SwiftParser {
  /// How deep declarations, statements and expressions may nest: hostile input cannot exhaust the stack.
  package static let maximumDepth = 200

  package static let modifierWords: Set<String> = [
    "static", "class", "private", "fileprivate", "public", "internal", "open", "final", "nonisolated",
    "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "indirect", "required", "convenience",
    "dynamic", "optional", "package", "consuming", "borrowing",
  ]
  package static let typeKeywords: Set<String> = [
    "struct", "enum", "class", "actor", "protocol", "extension",
  ]

  package let file: String
  package var tokens: [SwiftToken]
  package var index = 0
  package var depth = 0

  package init(tokens: [SwiftToken], file: String) {
    self.tokens = tokens
    self.file = file
  }

  /// The declarations of a whole file.
  package static func parse(source: String, file: String) throws(SwiftSyntaxError) -> [SwiftDeclaration] {
    var parser = SwiftParser(tokens: try SwiftLexer.tokens(of: source, file: file), file: file)
    var declarations: [SwiftDeclaration] = []
    while parser.current.kind != .end {
      if let declaration = try parser.declaration() { declarations.append(declaration) }
    }
    return declarations
  }

  package var current: SwiftToken { tokens[min(index, tokens.count - 1)] }

  package func token(at offset: Int) -> SwiftToken { tokens[min(index + offset, tokens.count - 1)] }

  package mutating func advance() {
    if index < tokens.count - 1 { index += 1 }
  }

  package func error(_ message: String, at token: SwiftToken? = nil) -> SwiftSyntaxError {
    let token = token ?? current
    return SwiftSyntaxError(file: file, position: token.position, message: message)
  }

  /// What the current token is, for messages: `'{'`, `identifier 'foo'`, `end of file`.
  package var found: String {
    switch current.kind {
    case .end: "end of file"
    case .string: "a string literal"
    case .number: "number \(current.text)"
    case .identifier: "'\(current.text)'"
    default: "'\(current.text)'"
    }
  }

  package mutating func expect(_ punctuation: String, _ what: String) throws(SwiftSyntaxError) {
    guard current.isPunctuation(punctuation) else {
      throw error("expected '\(punctuation)' \(what), found \(found)")
    }
    advance()
  }

  package mutating func identifier(_ what: String) throws(SwiftSyntaxError) -> String {
    guard current.kind == .identifier else { throw error("expected \(what), found \(found)") }
    let name = current.text
    advance()
    return name
  }

  package mutating func enter() throws(SwiftSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
  }

  /// Skips from the opening bracket under the cursor past its matching close.
  package mutating func skipBalanced() throws(SwiftSyntaxError) {
    let open = current
    let pairs = ["{": "}", "(": ")", "[": "]"]
    var stack: [String] = []
    repeat {
      if current.kind == .end { throw error("expected '\(pairs[open.text] ?? "}")' to match this", at: open) }
      if current.kind == .punctuation, let close = pairs[current.text] {
        stack.append(close)
      } else if current.kind == .punctuation, current.text == stack.last {
        stack.removeLast()
      } else if current.kind == .punctuation, ["}", ")", "]"].contains(current.text) {
        throw error("unbalanced '\(current.text)'")
      }
      advance()
    } while !stack.isEmpty
  }

  /// The source text from token `start` to the cursor, spaced as written (line breaks read as spaces).
  package func source(from start: Int) -> String {
    var text = ""
    for position in start..<max(start, min(index, tokens.count)) {
      let token = tokens[position]
      if position > start, token.spaceBefore { text += " " }
      text += token.text
      if text.utf8.count > 2_000 { break }
    }
    return text
  }
}
