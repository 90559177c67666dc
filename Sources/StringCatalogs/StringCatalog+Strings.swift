import Diagnostics
import Formatting
import JSON

extension StringCatalog {
  /// A `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, UTF-8 or UTF-16 (with its
  /// byte-order mark). Its language is its folder's, `de.lproj/Localizable.strings` → `de`; the keys are
  /// taken to be written in English, the source language.
  static func decodeStrings(bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
    let language = try lprojLanguage(of: file, kind: ".strings")
    let text = try Self.text(of: bytes, file: file)
    var entries: [String: Entry] = [:]
    var scanner = StringsScanner(scalars: Array(text.unicodeScalars), file: file)
    while let (key, value, place) = try scanner.nextPair() {
      let pieces = CatalogPiece.parse(value)
      let (keyArguments, arguments) = (
        CatalogPiece.arguments(CatalogPiece.parse(key)), CatalogPiece.arguments(pieces)
      )
      if !Self.agree(keyArguments, arguments) {
        throw CatalogError(
          file, at: place,
          "the key \"\(key.abbreviated)\" has \(describe(keyArguments)), its translation \(describe(arguments))"
        )
      }
      entries[key] = Entry(localizations: [language: pieces])
    }
    return StringCatalog(file: file, sourceLanguage: "en", entries: entries)
  }

  /// The language of a file in `LANG.lproj/` (`de` of `app/de.lproj/Localizable.strings`), which `.strings`
  /// and `.stringsdict` files take from their folder.
  static func lprojLanguage(of file: String, kind: String) throws(CatalogError) -> String {
    let folders = file.split(separator: "/").dropLast()
    guard let folder = folders.last, folder.hasSuffix(".lproj"), folder.count > 6 else {
      throw CatalogError(file, "a \(kind) file's language is its folder's: expected it inside LANG.lproj/")
    }
    return String(folder.dropLast(6))
  }

  /// The file's text: UTF-16 after a byte-order mark, else UTF-8 (which must be valid).
  static func text(of bytes: [UInt8], file: String) throws(CatalogError) -> String {
    if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
      let little = bytes[0] == 0xFF
      var units: [UInt16] = []
      var index = 2
      while index + 1 < bytes.count {
        let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
        units.append(little ? a | b << 8 : a << 8 | b)
        index += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    // Said at the first bad byte, as for every text la-sim reads.
    if let error = JSONParser.invalidUTF8(body) {
      throw CatalogError(file, at: error.position, error.message)
    }
    return String(decoding: body, as: UTF8.self)
  }
}

/// Reads `"key" = "value";` pairs, keeping the line and column (in Unicode scalars) of each, so that an
/// error names its place as a fixture's does.
struct StringsScanner {
  let scalars: [Unicode.Scalar]
  let file: String
  var index = 0
  var line = 1
  var column = 1
  /// Where the last quoted text or `=` ended: where a missing `=` or `;` belongs.
  var end = SourcePosition(line: 1, column: 1)

  init(scalars: [Unicode.Scalar], file: String) {
    self.scalars = scalars
    self.file = file
  }

  /// The next pair and where its key starts; nil at the end of the file.
  mutating func nextPair() throws(CatalogError) -> (String, String, SourcePosition)? {
    try skipSpaceAndComments()
    guard index < scalars.count else { return nil }
    let place = position
    let key = try quoted("a key")
    try skipSpaceAndComments()
    try expect("=", after: "the key")
    try skipSpaceAndComments()
    let value = try quoted("a value")
    try skipSpaceAndComments()
    try expect(";", after: "the value")
    return (key, value, place)
  }

  private var position: SourcePosition { SourcePosition(line: line, column: column) }

  /// Moves past one scalar (a line feed starts a new line).
  private mutating func advance() {
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  /// `scalar`, which belongs right after the last token: a missing one is said there, as compilers say a
  /// missing `;`, with what came instead (and its line, when that is a later one).
  private mutating func expect(_ scalar: Unicode.Scalar, after what: String) throws(CatalogError) {
    guard index < scalars.count, scalars[index] == scalar else {
      let later = index < scalars.count && line != end.line ? " on line \(line)" : ""
      throw CatalogError(file, at: end, "expected '\(scalar)' after \(what), found \(found)\(later)")
    }
    advance()
    end = position
  }

  private var found: String {
    guard index < scalars.count else { return "the end of the file" }
    let scalar = scalars[index]
    guard scalar.properties.generalCategory != .control else {
      return "control character U+\(String(scalar.value, radix: 16, uppercase: true))"
    }
    return "'\(Character(scalar))'"
  }

  private mutating func skipSpaceAndComments() throws(CatalogError) {
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.properties.isWhitespace {
        advance()
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while index < scalars.count, scalars[index] != "\n" { advance() }
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let start = position
        advance()
        advance()
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { advance() }
        guard index + 1 < scalars.count else { throw CatalogError(file, at: start, "a comment never ends") }
        advance()
        advance()
      } else {
        return
      }
    }
  }

  private mutating func quoted(_ what: String) throws(CatalogError) -> String {
    guard index < scalars.count, scalars[index] == "\"" else {
      throw CatalogError(file, at: position, "expected \(what) in double quotes, found \(found)")
    }
    let start = position
    advance()
    var text = ""
    while index < scalars.count {
      let scalar = scalars[index]
      advance()
      switch scalar {
      case "\"":
        end = position
        return text
      case "\\":
        guard index < scalars.count else { break }
        let escaped = scalars[index]
        advance()
        switch escaped {
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "U", "u":
          var hex = ""
          while hex.count < 4, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
            hex.unicodeScalars.append(scalars[index])
            advance()
          }
          if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
            text.unicodeScalars.append(decoded)
          }
        default: text.unicodeScalars.append(escaped)
        }
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    throw CatalogError(file, at: start, "a quoted text never ends")
  }
}
