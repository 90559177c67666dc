import JSON

/// Splits `"Order #{orderNumber}"` into literal and placeholder parts.
package enum TextTemplateParser {
  package static func parse(_ text: String, cursor: JSONCursor) throws(FixtureError) -> TextTemplate {
    // Most texts have no placeholder at all: one literal, without walking the characters.
    if !text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
      return TextTemplate(segments: text.isEmpty ? [] : [.literal(text)])
    }
    var segments: [TextTemplate.Segment] = []
    // Braces, quotes and backslashes are ASCII, so the text is cut at byte offsets: no grapheme breaking.
    let utf8 = text.utf8
    var literalStart = utf8.startIndex
    var placeholderStart: String.Index?
    // Inside a placeholder, a string literal (`?? "}"`, `specifier: "%d"`) may hold braces.
    var quoted = false
    var escaped = false
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      let next = utf8.index(after: index)
      if let open = placeholderStart {
        if quoted {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            quoted = false
          }
        } else if byte == UInt8(ascii: "}") {
          segments.append(.placeholder(try Self.placeholder(String(text[open..<index]), cursor: cursor)))
          placeholderStart = nil
          literalStart = next
        } else if byte == UInt8(ascii: "{") {
          throw cursor.error("\"{\" inside a placeholder in \"\(text.abbreviated)\"")
        } else if byte == UInt8(ascii: "\"") {
          quoted = true
        }
      } else if byte == UInt8(ascii: "{") {
        if literalStart < index { segments.append(.literal(String(text[literalStart..<index]))) }
        placeholderStart = next
      } else if byte == UInt8(ascii: "}") {
        throw cursor.error("\"}\" without \"{\" in \"\(text.abbreviated)\"")
      }
      index = next
    }
    guard placeholderStart == nil else {
      throw cursor.error(
        quoted
          ? "unclosed string literal in \"\(text.abbreviated)\"" : "unclosed \"{\" in \"\(text.abbreviated)\""
      )
    }
    if literalStart < utf8.endIndex { segments.append(.literal(String(text[literalStart...]))) }
    return TextTemplate(segments: segments)
  }
}
