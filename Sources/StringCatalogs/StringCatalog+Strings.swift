import Formatting
extension StringCatalog {
  /// A `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, UTF-8 or UTF-16 (with its
  /// byte-order mark). Its language is its folder's, `de.lproj/Localizable.strings` → `de`; the keys are
  /// taken to be written in English, the source language.
  static func decodeStrings(bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
    let language = try lprojLanguage(of: file, kind: ".strings")
    let text = try Self.text(of: bytes, file: file)
    var entries: [String: Entry] = [:]
    var scanner = StringsScanner(scalars: Array(text.unicodeScalars), file: file)
    while let (key, value) = try scanner.nextPair() {
      let pieces = CatalogPiece.parse(value)
      let (keyArguments, arguments) = (
        CatalogPiece.arguments(CatalogPiece.parse(key)), CatalogPiece.arguments(pieces)
      )
      if !Self.agree(keyArguments, arguments) {
        throw CatalogError(
          file, key: key, language: language,
          "the key has \(describe(keyArguments)), the translation \(describe(arguments))")
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
    guard let text = String(validating: body, as: UTF8.self) else {
      throw CatalogError(file, "not UTF-8 or UTF-16 text")
    }
    return text
  }
}

/// Reads `"key" = "value";` pairs.
struct StringsScanner {
  let scalars: [Unicode.Scalar]
  let file: String
  var index = 0
  var line = 1

  init(scalars: [Unicode.Scalar], file: String) {
    self.scalars = scalars
    self.file = file
  }

  mutating func nextPair() throws(CatalogError) -> (String, String)? {
    try skipSpaceAndComments()
    guard index < scalars.count else { return nil }
    let key = try quoted("a key")
    try skipSpaceAndComments()
    try expect("=")
    try skipSpaceAndComments()
    let value = try quoted("a value")
    try skipSpaceAndComments()
    try expect(";")
    return (key, value)
  }

  private mutating func expect(_ scalar: Unicode.Scalar) throws(CatalogError) {
    guard index < scalars.count, scalars[index] == scalar else {
      throw CatalogError(file, "line \(line): expected \"\(scalar)\", found \(found)")
    }
    index += 1
  }

  private var found: String {
    guard index < scalars.count else { return "the end of the file" }
    let scalar = scalars[index]
    return scalar.value < 0x20 ? "a control character" : "\"\(scalar)\""
  }

  private mutating func skipSpaceAndComments() throws(CatalogError) {
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" { line += 1 }
      if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let start = line
        index += 2
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
          if scalars[index] == "\n" { line += 1 }
          index += 1
        }
        guard index + 1 < scalars.count else {
          throw CatalogError(file, "line \(start): a comment never ends")
        }
        index += 2
      } else {
        return
      }
    }
  }

  private mutating func quoted(_ what: String) throws(CatalogError) -> String {
    guard index < scalars.count, scalars[index] == "\"" else {
      throw CatalogError(file, "line \(line): expected \(what) in double quotes, found \(found)")
    }
    let start = line
    index += 1
    var text = ""
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\"": return text
      case "\n":
        line += 1
        text.unicodeScalars.append(scalar)
      case "\\":
        guard index < scalars.count else { break }
        let escaped = scalars[index]
        index += 1
        switch escaped {
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "U", "u":
          var hex = ""
          while hex.count < 4, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
            hex.unicodeScalars.append(scalars[index])
            index += 1
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
    throw CatalogError(file, "line \(start): a quoted text never ends")
  }
}
