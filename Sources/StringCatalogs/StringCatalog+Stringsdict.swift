import Formatting
import JSON

extension StringCatalog {
  /// A `.stringsdict` file (an XML property list): for each key, `NSStringLocalizedFormatKey` and the plural
  /// rules it names (`%#@stops@` → a dictionary with `NSStringFormatSpecTypeKey` `NSStringPluralRuleType`
  /// and a string per CLDR category). Its language is its folder's, as for a `.strings` file.
  static func decodeStringsdict(bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
    let language = try lprojLanguage(of: file, kind: ".stringsdict")
    var reader = PropertyListReader(
      scalars: Array(try text(of: bytes, file: file).unicodeScalars), file: file)
    guard case .dictionary(let root) = try reader.document() else {
      throw CatalogError(file, "expected a <dict> of keys inside <plist>")
    }
    var entries: [String: Entry] = [:]
    for (key, value) in root {
      guard case .dictionary(let members) = value,
        case .string(let format)? = members.first(where: { $0.0 == "NSStringLocalizedFormatKey" })?.1
      else {
        throw CatalogError(
          file, key: key, language: language, "expected a <dict> with NSStringLocalizedFormatKey")
      }
      var substitutions: [String: (argument: Int?, forms: [PluralCategory: String])] = [:]
      let allowed = PluralCategory.categories(of: language)
      for (name, rule) in members where name != "NSStringLocalizedFormatKey" {
        guard case .dictionary(let ruleMembers) = rule else { continue }
        var forms: [PluralCategory: String] = [:]
        for (category, form) in ruleMembers where !category.hasPrefix("NSStringFormat") {
          guard let plural = PluralCategory(rawValue: category), allowed.contains(plural) || plural == .zero
          else {
            throw CatalogError(
              file, key: key, language: language,
              "plural category \"\(category.abbreviated)\" is not one \(language) uses ("
                + allowed.map(\.rawValue).joined(separator: ", ") + ")")
          }
          guard case .string(let text) = form else {
            throw CatalogError(
              file, key: key, language: language, "plural \"\(category)\" must be a <string>")
          }
          forms[plural] = text
        }
        guard forms[.other] != nil else {
          throw CatalogError(file, key: key, language: language, "the rule \"\(name)\" needs \"other\"")
        }
        substitutions[name] = (nil, forms)
      }
      entries[key] = Entry(localizations: [language: CatalogPiece.parse(format, substitutions: substitutions)]
      )
    }
    return StringCatalog(file: file, sourceLanguage: "en", entries: entries)
  }
}

/// A property list value: the three kinds a `.stringsdict` uses.
enum PropertyListValue: Equatable {
  case dictionary([(String, PropertyListValue)])
  case string(String)
  case other

  static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.other, .other): true
    case (.dictionary(let a), .dictionary(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
    default: false
    }
  }
}

/// Reads the XML of a property list: `<plist>`, `<dict>` with `<key>`s, `<string>`; other values are
/// skipped. Declarations, comments and `<!DOCTYPE>` are ignored; the five XML entities and `&#N;` decode.
struct PropertyListReader {
  let scalars: [Unicode.Scalar]
  let file: String
  var index = 0
  var depth = 0

  init(scalars: [Unicode.Scalar], file: String) {
    self.scalars = scalars
    self.file = file
  }

  mutating func document() throws(CatalogError) -> PropertyListValue {
    guard try nextTag() == "plist" else { throw CatalogError(file, "expected <plist>") }
    guard let tag = try nextTag() else { throw CatalogError(file, "expected a value inside <plist>") }
    return try value(tag)
  }

  /// The next element's name (`dict`, `/dict`, `string/`), skipping text between elements.
  private mutating func nextTag() throws(CatalogError) -> String? {
    while index < scalars.count {
      guard scalars[index] == "<" else {
        index += 1
        continue
      }
      if starts(with: "<?") {
        try skip(past: "?>")
      } else if starts(with: "<!--") {
        try skip(past: "-->")
      } else if starts(with: "<!") {
        try skip(past: ">")
      } else {
        index += 1
        var name = ""
        while index < scalars.count, scalars[index] != ">" {
          name.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index < scalars.count else { throw CatalogError(file, "an element never closes") }
        index += 1
        let bare = name.split(separator: " ").first.map(String.init) ?? name
        return name.hasSuffix("/") && !bare.hasSuffix("/") ? bare + "/" : bare
      }
    }
    return nil
  }

  private mutating func value(_ tag: String) throws(CatalogError) -> PropertyListValue {
    depth += 1
    defer { depth -= 1 }
    guard depth < 64 else { throw CatalogError(file, "nested more than 64 deep") }
    switch tag {
    case "dict":
      var members: [(String, PropertyListValue)] = []
      while true {
        guard let next = try nextTag() else { throw CatalogError(file, "a <dict> never closes") }
        if next == "/dict" { return .dictionary(members) }
        if next == "dict/" { continue }
        guard next == "key" else {
          throw CatalogError(file, "expected <key> in a <dict>, found <\(next.abbreviated)>")
        }
        let key = try text(until: "key")
        guard let valueTag = try nextTag() else { throw CatalogError(file, "key \"\(key)\" has no value") }
        members.append((key, try value(valueTag)))
      }
    case "string": return .string(try text(until: "string"))
    case "string/", "dict/", "true/", "false/": return tag == "dict/" ? .dictionary([]) : .other
    default:
      _ = try text(until: tag)
      return .other
    }
  }

  /// The text up to `</name>`, entities decoded.
  private mutating func text(until name: String) throws(CatalogError) -> String {
    var text = ""
    let close = Array("</\(name)>".unicodeScalars)
    while index < scalars.count {
      if starts(with: close) {
        index += close.count
        return text
      }
      if scalars[index] == "&", let end = scalars[index...].prefix(12).firstIndex(of: ";") {
        let entity = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        switch entity {
        case "lt": text += "<"
        case "gt": text += ">"
        case "amp": text += "&"
        case "quot": text += "\""
        case "apos": text += "'"
        default:
          let number =
            entity.hasPrefix("#x")
            ? UInt32(entity.dropFirst(2), radix: 16) : UInt32(entity.dropFirst(), radix: 10)
          guard entity.hasPrefix("#"), let number, let scalar = Unicode.Scalar(number) else {
            throw CatalogError(file, "unknown entity &\(entity);")
          }
          text.unicodeScalars.append(scalar)
        }
        index = end + 1
        continue
      }
      text.unicodeScalars.append(scalars[index])
      index += 1
    }
    throw CatalogError(file, "<\(name)> never closes")
  }

  private func starts(with prefix: String) -> Bool { starts(with: Array(prefix.unicodeScalars)) }

  private func starts(with prefix: [Unicode.Scalar]) -> Bool {
    index + prefix.count <= scalars.count && Array(scalars[index..<(index + prefix.count)]) == prefix
  }

  private mutating func skip(past end: String) throws(CatalogError) {
    let marker = Array(end.unicodeScalars)
    while index < scalars.count, !starts(with: marker) { index += 1 }
    guard index < scalars.count else { throw CatalogError(file, "\"\(end)\" never comes") }
    index += marker.count
  }
}
