/// Splits `"Order #{orderNumber}"` into literal and placeholder parts.
enum TextTemplateParser {
  static func parse(_ text: String, cursor: JSONCursor) throws(FixtureError) -> TextTemplate {
    var parts: [TextTemplate.Part] = []
    var literal = ""
    var placeholder: String?
    for character in text {
      if var open = placeholder {
        if character == "}" {
          parts.append(try field(open, cursor: cursor))
          placeholder = nil
        } else if character == "{" {
          throw cursor.error("\"{\" inside a placeholder in \"\(text)\"")
        } else {
          open.append(character)
          placeholder = open
        }
      } else if character == "{" {
        if !literal.isEmpty { parts.append(.literal(literal)) }
        literal = ""
        placeholder = ""
      } else if character == "}" {
        throw cursor.error("\"}\" without \"{\" in \"\(text)\"")
      } else {
        literal.append(character)
      }
    }
    guard placeholder == nil else { throw cursor.error("unclosed \"{\" in \"\(text)\"") }
    if !literal.isEmpty { parts.append(.literal(literal)) }
    return TextTemplate(parts: parts)
  }

  private static func field(_ body: String, cursor: JSONCursor) throws(FixtureError) -> TextTemplate.Part {
    let pieces = body.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let name = pieces.first, !name.isEmpty, pieces.count <= 2 else {
      throw cursor.error("expected {field} or {field.accessor}, found {\(body)}")
    }
    guard pieces.count == 2 else { return .field(name, .value) }
    guard let accessor = TextTemplate.FieldAccessor(rawValue: pieces[1]), accessor != .value else {
      let known = TextTemplate.FieldAccessor.allCases.filter { $0 != .value }.map(\.rawValue)
      throw cursor.error(
        "unknown accessor \".\(pieces[1])\" in {\(body)}; expected one of: \(known.joined(separator: ", "))")
    }
    return .field(name, accessor)
  }
}
