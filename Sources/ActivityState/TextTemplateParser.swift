/// Splits `"Order #{orderNumber}"` into literal and placeholder parts.
enum TextTemplateParser {
  static func parse(_ text: String, cursor: JSONCursor) throws(FixtureError) -> TextTemplate {
    var segments: [TextTemplate.Segment] = []
    var literal = ""
    var placeholder: String?
    // Inside a placeholder, a string literal (`?? "}"`, `specifier: "%d"`) may hold braces.
    var quoted = false
    var escaped = false
    for character in text {
      if var open = placeholder {
        if quoted {
          if escaped {
            escaped = false
          } else if character == "\\" {
            escaped = true
          } else if character == "\"" {
            quoted = false
          }
          open.append(character)
          placeholder = open
        } else if character == "}" {
          segments.append(.placeholder(try Self.placeholder(open, cursor: cursor)))
          placeholder = nil
        } else if character == "{" {
          throw cursor.error("\"{\" inside a placeholder in \"\(text)\"")
        } else {
          if character == "\"" { quoted = true }
          open.append(character)
          placeholder = open
        }
      } else if character == "{" {
        if !literal.isEmpty { segments.append(.literal(literal)) }
        literal = ""
        placeholder = ""
      } else if character == "}" {
        throw cursor.error("\"}\" without \"{\" in \"\(text)\"")
      } else {
        literal.append(character)
      }
    }
    guard placeholder == nil else {
      throw cursor.error(quoted ? "unclosed string literal in \"\(text)\"" : "unclosed \"{\" in \"\(text)\"")
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    return TextTemplate(segments: segments)
  }
}
