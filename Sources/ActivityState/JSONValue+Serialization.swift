extension JSONValue {
  /// The value as JSON text: one line, or indented by two spaces when `pretty`. Keys keep their order.
  public func serialized(pretty: Bool = false) -> String {
    var text = ""
    write(into: &text, indent: pretty ? 0 : nil)
    return text
  }

  private func write(into text: inout String, indent: Int?) {
    switch self {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .int(let number): text += String(number)
    case .double(let number):
      text +=
        number.isFinite
        ? (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)) : "null"
    case .string(let string): text += Self.quote(string)
    case .array(let elements):
      writeList(
        elements.map { element in
          { (text: inout String, indent: Int?) in element.write(into: &text, indent: indent) }
        },
        open: "[", close: "]", into: &text, indent: indent)
    case .object(let members):
      writeList(
        members.map { member in
          { (text: inout String, indent: Int?) in
            text += Self.quote(member.key) + (indent == nil ? ":" : ": ")
            member.value.write(into: &text, indent: indent)
          }
        }, open: "{", close: "}", into: &text, indent: indent)
    }
  }

  private func writeList(
    _ items: [(inout String, Int?) -> Void], open: String, close: String, into text: inout String,
    indent: Int?
  ) {
    text += open
    guard !items.isEmpty else {
      text += close
      return
    }
    let inner = indent.map { $0 + 2 }
    for (index, item) in items.enumerated() {
      if index > 0 { text += "," }
      if let inner { text += "\n" + String(repeating: " ", count: inner) }
      item(&text, inner)
    }
    if let indent { text += "\n" + String(repeating: " ", count: indent) }
    text += close
  }

  /// A JSON string literal; only what JSON requires is escaped, and `/` too when `escapingSlashes`
  /// (as Foundation's `JSONEncoder` does by default).
  public static func quote(_ string: String, escapingSlashes: Bool = false) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "/" where escapingSlashes: result += "\\/"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
