import Diagnostics

/// Where the app's files declare a type, a property or an enum case, found by name in one linear pass over
/// their words (line comments and string literals skipped): the model comes from the compiled code, and
/// this only says where to point at it.
struct DeclarationIndex {
  /// A word or a punctuation character, where it starts.
  struct Token {
    var text: Substring
    var file: Int
    var line: Int
    var column: Int
  }

  let paths: [String]
  var tokens: [Token] = []

  init(_ sources: WidgetSources) {
    paths = sources.files.map(\.path)
    for (file, source) in sources.files.enumerated() { scan(source.text, file: file) }
  }

  mutating func scan(_ text: String, file: Int) {
    var line = 1
    var column = 1
    var word: (start: String.Index, column: Int)?
    var inString = false
    var inComment = false
    var previous: Character = " "
    var index = text.startIndex
    func endWord(at end: String.Index) {
      if let current = word {
        tokens.append(Token(text: text[current.start..<end], file: file, line: line, column: current.column))
      }
      word = nil
    }
    while index < text.endIndex {
      let character = text[index]
      if character == "\n" || character == "\r\n" || character == "\r" {
        endWord(at: index)
        inComment = false
        inString = false
        line += 1
        column = 1
      } else if inComment {
        column += 1
      } else if inString {
        if character == "\"", previous != "\\" { inString = false }
        column += 1
      } else if character.isLetter || character.isNumber || character == "_" {
        if word == nil { word = (index, column) }
        column += 1
      } else {
        endWord(at: index)
        if character == "/", previous == "/" {
          inComment = true
          tokens.removeLast()
        } else if character == "\"" {
          inString = true
        } else if !character.isWhitespace {
          tokens.append(
            Token(text: text[index..<text.index(after: index)], file: file, line: line, column: column))
        }
        column += 1
      }
      previous = character
      index = text.index(after: index)
    }
    endWord(at: text.endIndex)
  }

  /// The place of token `index`.
  func place(_ index: Int) -> SwiftPlace {
    let token = tokens[index]
    return SwiftPlace(
      file: paths[token.file], position: SourcePosition(line: token.line, column: token.column))
  }

  /// The first token from `start` (in its file and after it; from the beginning when nil) that `matches`.
  func first(after start: SwiftPlace?, _ matches: (Int) -> Bool) -> SwiftPlace? {
    var from = 0
    if let start, let index = tokens.indices.first(where: { place($0) == start }) { from = index + 1 }
    let file = start == nil ? nil : tokens.indices.contains(from) ? tokens[from].file : nil
    for index in from..<tokens.count {
      if let file, tokens[index].file != file { break }
      if matches(index) { return place(index) }
    }
    return nil
  }

  func word(_ index: Int, _ text: String) -> Bool { index >= 0 && tokens[index].text == text }

  /// `struct Name`, `enum Name`, `class Name`, `actor Name`.
  func type(_ name: String, after start: SwiftPlace? = nil) -> SwiftPlace? {
    first(after: start) { index in
      tokens[index].text == name
        && ["struct", "enum", "class", "actor"].contains { word(index - 1, $0) }
    }
  }

  /// `let name` or `var name`.
  func property(_ name: String, after start: SwiftPlace?) -> SwiftPlace? {
    first(after: start) { index in
      tokens[index].text == name && (word(index - 1, "let") || word(index - 1, "var"))
    }
  }

  /// `case name =`: a `CodingKeys` rename.
  func codingKey(_ name: String, after start: SwiftPlace?) -> SwiftPlace? {
    first(after: start) { index in
      tokens[index].text == name && (word(index - 1, "case") || word(index - 1, ","))
        && index + 1 < tokens.count && tokens[index + 1].text == "="
    }
  }

  /// `case name`, or `name` in a `case a, b` list.
  func enumCase(_ name: String, after start: SwiftPlace?) -> SwiftPlace? {
    first(after: start) { index in
      guard tokens[index].text == name else { return false }
      if word(index - 1, "case") { return true }
      // `case a, b, name`: back over `word ,` pairs on the same line to a `case`.
      var back = index - 1
      while back >= 1, word(back, ","), tokens[back].line == tokens[index].line {
        back -= 2
        if back >= 0, word(back, "case") { return true }
      }
      return false
    }
  }
}
