/// A JSON value of la-sim's layout vocabulary, written without Foundation's encoder so that keys keep the
/// order they were added in (la-sim reads the view's kind from its first key).
package indirect enum NodeValue: Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([NodeValue])
  case object([(String, NodeValue)])
  /// JSON written by `JSONEncoder` (a preview's values, as the app's types encode them), kept as it is.
  case raw(String)

  /// A colour's spelling as a value: an asset colour's JSON object as it is, any other as a string.
  package static func color(_ spelling: String) -> NodeValue {
    spelling.hasPrefix("{") ? .raw(spelling) : .string(spelling)
  }

  /// The value as one line of JSON.
  package var json: String {
    var out = ""
    write(to: &out)
    return out
  }

  package func write(to out: inout String) {
    switch self {
    case .string(let text): Self.quote(text, into: &out)
    case .number(let number): out += Self.number(number)
    case .bool(let flag): out += flag ? "true" : "false"
    case .raw(let json): out += json
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(to: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        Self.quote(member.0, into: &out)
        out += ":"
        member.1.write(to: &out)
      }
      out += "}"
    }
  }

  /// A number as JSON writes it: whole numbers without a fraction, infinities as la-sim's `"infinity"`.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return value > 0 ? "\"infinity\"" : "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  static func quote(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
