import Formatting
import JSON

/// A String Catalog or `.strings` file that cannot be read as one: one line naming the file, the key and
/// language where it applies, what was expected and what was found.
public struct CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The whole line.
  public var description: String

  init(_ file: String, key: String? = nil, language: String? = nil, _ message: String) {
    var place = file
    if let key { place += ": key \"\(Self.shown(key))\"" }
    if let language { place += ", language \(Self.shown(language))" }
    // One line, whatever the file held: a control character in a quoted fragment shows as `?`.
    description = Self.oneLine("\(place): \(message)")
  }

  static func oneLine(_ text: String) -> String {
    String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
  }

  /// A key as a message shows it: one line, at most 60 characters.
  static func shown(_ key: String) -> String {
    let line = key.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
    return line.count > 60 ? String(line.prefix(57)) + "…" : line
  }
}

extension StringCatalog {
  /// The catalog in `bytes`, read as its file name says: `.xcstrings` (JSON) or `.strings` (`"key" =
  /// "value";` lines, UTF-8 or UTF-16).
  public static func decode(bytes: [UInt8], file: String) throws(CatalogError) -> StringCatalog {
    if file.hasSuffix(".strings") { return try decodeStrings(bytes: bytes, file: file) }
    if file.hasSuffix(".stringsdict") { return try decodeStringsdict(bytes: bytes, file: file) }
    guard file.hasSuffix(".xcstrings") else {
      throw CatalogError(file, "expected a .xcstrings, .strings or .stringsdict file")
    }
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes: bytes)
    } catch {
      throw CatalogError(file, "not a String Catalog: \(error.message) at \(error.position)")
    }
    guard case .object = root else {
      throw CatalogError(file, "expected a String Catalog (a JSON object), found \(root.typeDescription)")
    }
    guard let source = root["sourceLanguage"]?.string, !source.isEmpty else {
      throw CatalogError(file, "expected \"sourceLanguage\" (a language code such as \"en\")")
    }
    guard case .object(let strings)? = root["strings"] else {
      throw CatalogError(file, "expected \"strings\" (an object of keys)")
    }
    var entries: [String: Entry] = [:]
    for member in strings {
      entries[member.key] = try entry(member.key, member.value, file: file, source: source)
    }
    return StringCatalog(file: file, sourceLanguage: source, entries: entries)
  }

  private static func entry(_ key: String, _ value: JSONValue, file: String, source: String)
    throws(CatalogError)
    -> Entry
  {
    guard case .object = value else {
      throw CatalogError(file, key: key, "expected an object, found \(value.typeDescription)")
    }
    var entry = Entry(localizations: [:], shouldTranslate: true)
    if let should = value["shouldTranslate"] {
      guard case .bool(let flag) = should else {
        throw CatalogError(file, key: key, "\"shouldTranslate\" must be true or false")
      }
      entry.shouldTranslate = flag
    }
    guard let localizations = value["localizations"] else { return entry }
    guard case .object(let languages) = localizations else {
      throw CatalogError(file, key: key, "\"localizations\" must be an object of languages")
    }
    let keyArguments = CatalogPiece.arguments(CatalogPiece.parse(key))
    for language in languages {
      let pieces = try translation(language.value, key: key, language: language.key, file: file)
      // A translation reads the key's arguments: as many, of the same kinds (a number where it was one).
      let arguments = CatalogPiece.arguments(pieces)
      if !arguments.isEmpty || !keyArguments.isEmpty, !Self.agree(keyArguments, arguments) {
        throw CatalogError(
          file, key: key, language: language.key,
          "the key has \(describe(keyArguments)), the translation \(describe(arguments))")
      }
      entry.localizations[language.key] = pieces
    }
    return entry
  }

  /// One language's translation: a `stringUnit`, or `variations` by plural (or device), or a
  /// `stringUnit` whose value names `substitutions`.
  private static func translation(_ value: JSONValue, key: String, language: String, file: String)
    throws(CatalogError) -> [CatalogPiece]
  {
    var substitutions: [String: (argument: Int?, forms: [PluralCategory: String])] = [:]
    if case .object(let named)? = value["substitutions"] {
      for substitution in named {
        let argument = substitution.value["argNum"].flatMap { if case .int(let n) = $0 { n } else { nil } }
        let forms = try pluralForms(
          substitution.value["variations"]?["plural"], key: key, language: language, file: file)
        substitutions[substitution.key] = (argument, forms ?? [:])
      }
    }
    if let unit = value["stringUnit"] {
      return CatalogPiece.parse(
        try unitValue(unit, key: key, language: language, file: file), substitutions: substitutions)
    }
    guard let variations = value["variations"] else {
      throw CatalogError(
        file, key: key, language: language, "expected \"stringUnit\" or \"variations\", found neither")
    }
    if let forms = try pluralForms(variations["plural"], key: key, language: language, file: file) {
      // A plural variation chooses by the string's first number argument.
      let first =
        CatalogPiece.arguments(CatalogPiece.parse(forms[.other] ?? forms.values.first ?? "")).first?.0 ?? 0
      return [.plural(first, forms.mapValues { CatalogPiece.parse($0, substitutions: substitutions) })]
    }
    if let device = variations["device"] {
      // The phone's: iphone, else other.
      guard let chosen = device["iphone"] ?? device["other"] else {
        throw CatalogError(
          file, key: key, language: language, "device variations have neither \"iphone\" nor \"other\"")
      }
      return try translation(chosen, key: key, language: language, file: file)
    }
    throw CatalogError(file, key: key, language: language, "expected \"plural\" or \"device\" variations")
  }

  /// `variations.plural`'s forms, each category checked against the language's.
  private static func pluralForms(_ plural: JSONValue?, key: String, language: String, file: String)
    throws(CatalogError) -> [PluralCategory: String]?
  {
    guard let plural else { return nil }
    guard case .object(let members) = plural else {
      throw CatalogError(file, key: key, language: language, "\"plural\" must be an object of categories")
    }
    let allowed = PluralCategory.categories(of: language)
    var forms: [PluralCategory: String] = [:]
    for member in members {
      guard let category = PluralCategory(rawValue: member.key),
        allowed.contains(category) || category == .zero
      else {
        throw CatalogError(
          file, key: key, language: language,
          "plural category \"\(CatalogError.shown(member.key))\" is not one \(language) uses ("
            + allowed.map(\.rawValue).joined(separator: ", ") + ")")
      }
      guard let unit = member.value["stringUnit"] else {
        throw CatalogError(
          file, key: key, language: language, "plural \"\(member.key)\" has no \"stringUnit\"")
      }
      forms[category] = try unitValue(unit, key: key, language: language, file: file)
    }
    guard forms[.other] != nil else {
      throw CatalogError(file, key: key, language: language, "plural variations need \"other\"")
    }
    return forms
  }

  private static func unitValue(_ unit: JSONValue, key: String, language: String, file: String)
    throws(CatalogError) -> String
  {
    guard let value = unit["value"]?.string else {
      throw CatalogError(file, key: key, language: language, "\"stringUnit\" needs \"value\" (a string)")
    }
    return value
  }

  /// Whether a translation's arguments match the key's: the same indices, numbers where numbers were.
  static func agree(_ key: [(Int, String)], _ translation: [(Int, String)]) -> Bool {
    guard key.map(\.0) == translation.map(\.0) else { return false }
    return zip(key, translation).allSatisfy { isNumber($0.1) == isNumber($1.1) }
  }

  static func isNumber(_ conversion: String) -> Bool { conversion.last != "@" && conversion.last != "s" }

  static func describe(_ arguments: [(Int, String)]) -> String {
    guard !arguments.isEmpty else { return "no argument" }
    let list = arguments.map { "%\($0.1)" }.joined(separator: ", ")
    return arguments.count == 1 ? "1 argument (\(list))" : "\(arguments.count) arguments (\(list))"
  }
}
