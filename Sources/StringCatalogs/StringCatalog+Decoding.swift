import Diagnostics
import Formatting
import JSON

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
      throw CatalogError(file, at: error.position, "invalid JSON: \(error.message)")
    }
    // Read through a cursor, as a fixture is, so that every error names its line, column and JSON path.
    do {
      return try catalog(
        JSONCursor(value: root, path: "$", position: SourcePosition(line: 1, column: 1), file: file))
    } catch {
      throw CatalogError(error)
    }
  }

  /// The catalog's root object: its source language and its keys. Keys Xcode writes that la-sim does not
  /// read (`version`, a key's `comment` and `extractionState`) are left alone, as Xcode's own are many.
  private static func catalog(_ root: JSONCursor) throws(FixtureError) -> StringCatalog {
    guard case .object = root.value else {
      throw root.error("expected a String Catalog (a JSON object), found \(root.value.typeDescription)")
    }
    let members = try root.freeMembers()
    guard let language = members["sourceLanguage"] else {
      throw root.error("missing key \"sourceLanguage\" (a language code such as \"en\")")
    }
    guard case .string(let source) = language.value, !source.isEmpty else {
      let found = language.value == .string("") ? "\"\"" : language.value.typeDescription
      throw language.error("expected a language code such as \"en\", found \(found)")
    }
    guard let strings = members["strings"] else {
      throw root.error("missing key \"strings\" (an object of keys)")
    }
    guard case .object = strings.value else {
      throw strings.error("expected an object of keys, found \(strings.value.typeDescription)")
    }
    let keys = try strings.freeMembers()
    var entries: [String: Entry] = [:]
    for place in 0..<keys.count {
      entries[keys.key(at: place)] = try entry(keys.key(at: place), keys.cursor(at: place))
    }
    return StringCatalog(file: root.file, sourceLanguage: source, entries: entries)
  }

  private static func entry(_ key: String, _ cursor: JSONCursor) throws(FixtureError) -> Entry {
    guard case .object = cursor.value else {
      throw cursor.error("expected an object, found \(cursor.value.typeDescription)")
    }
    let members = try cursor.freeMembers()
    var entry = Entry(localizations: [:], shouldTranslate: true)
    if let should = members["shouldTranslate"] { entry.shouldTranslate = try should.bool() }
    guard let localizations = members["localizations"] else { return entry }
    guard case .object = localizations.value else {
      throw localizations.error(
        "expected an object of languages, found \(localizations.value.typeDescription)")
    }
    let languages = try localizations.freeMembers()
    let keyArguments = CatalogPiece.arguments(CatalogPiece.parse(key))
    for place in 0..<languages.count {
      let (language, cursor) = (languages.key(at: place), languages.cursor(at: place))
      let pieces = try translation(cursor, language: language)
      // A translation reads the key's arguments: as many, of the same kinds (a number where it was one).
      let arguments = CatalogPiece.arguments(pieces)
      if !arguments.isEmpty || !keyArguments.isEmpty, !Self.agree(keyArguments, arguments) {
        throw cursor.error(
          "the key has \(describe(keyArguments)), the translation \(describe(arguments))")
      }
      entry.localizations[language] = pieces
    }
    return entry
  }

  /// The member `key` of the object at `cursor`; nil when it has none, or is no object.
  private static func member(_ key: String, of cursor: JSONCursor) -> JSONCursor? {
    guard case .object = cursor.value else { return nil }
    return try? cursor.freeMembers()[key]
  }

  /// One language's translation: a `stringUnit`, or `variations` by plural (or device), or a
  /// `stringUnit` whose value names `substitutions`.
  private static func translation(_ cursor: JSONCursor, language: String) throws(FixtureError)
    -> [CatalogPiece]
  {
    guard case .object = cursor.value else {
      throw cursor.error(
        "expected an object with \"stringUnit\" or \"variations\", found \(cursor.value.typeDescription)")
    }
    var substitutions: [String: (argument: Int?, forms: [PluralCategory: String])] = [:]
    if let named = member("substitutions", of: cursor), case .object = named.value {
      let list = try named.freeMembers()
      for place in 0..<list.count {
        let substitution = list.cursor(at: place)
        // The argument it reads, counted from 1 as `%1$lld` counts.
        let argument = try member("argNum", of: substitution).map { number throws(FixtureError) in
          guard case .int(let value) = number.value, (1..<100).contains(value) else {
            throw number.outOfRange("expected an argument number from 1 to 99")
          }
          return value
        }
        let specifier = substitution.value["formatSpecifier"]?.string ?? "lld"
        let plural = member("variations", of: substitution).flatMap { member("plural", of: $0) }
        let forms = try plural.map { plural throws(FixtureError) in
          try pluralForms(plural, language: language).mapValues {
            expandingArg($0, argNum: argument, specifier: specifier)
          }
        }
        substitutions[list.key(at: place)] = (argument, forms ?? [:])
      }
    }
    if let unit = member("stringUnit", of: cursor) {
      let value = try unitValue(unit)
      try resolves(value, substitutions, at: cursor)
      return CatalogPiece.parse(value, substitutions: substitutions)
    }
    guard let variations = member("variations", of: cursor) else {
      throw cursor.error("expected \"stringUnit\" or \"variations\", found neither")
    }
    if let plural = member("plural", of: variations) {
      let forms = try pluralForms(plural, language: language)
      // A plural variation chooses by the string's first number argument.
      let first =
        CatalogPiece.arguments(CatalogPiece.parse(forms[.other] ?? forms.values.first ?? "")).first?.0 ?? 0
      for category in forms.keys.sorted() { try resolves(forms[category] ?? "", substitutions, at: plural) }
      return [.plural(first, forms.mapValues { CatalogPiece.parse($0, substitutions: substitutions) })]
    }
    if let device = member("device", of: variations) {
      // The phone's: iphone, else other.
      guard let chosen = member("iphone", of: device) ?? member("other", of: device) else {
        throw device.error("device variations have neither \"iphone\" nor \"other\"")
      }
      return try translation(chosen, language: language)
    }
    throw variations.error("expected \"plural\" or \"device\" variations")
  }

  /// Refuses `text` at `cursor` when a `%#@NAME@` it reads, in it or a form it reads, has no substitution
  /// with plural forms, or reads itself: it would show nothing where the number goes, and Xcode's catalog
  /// always defines it.
  private static func resolves(
    _ text: String, _ substitutions: [String: (argument: Int?, forms: [PluralCategory: String])],
    at cursor: JSONCursor
  ) throws(FixtureError) {
    guard let (name, isCycle) = CatalogPiece.unresolvedSubstitution(in: text, substitutions) else { return }
    guard !isCycle else {
      throw cursor.error("%#@\(name.abbreviated)@ reads itself through its own plural forms")
    }
    let known = substitutions.filter { !$0.value.forms.isEmpty }.keys.sorted()
    throw cursor.error(
      "%#@\(name.abbreviated)@ names no substitution with plural variations ("
        + (known.isEmpty
          ? "\"substitutions\" has none" : "\"substitutions\" has " + known.joined(separator: ", "))
        + ")")
  }

  /// `variations.plural`'s forms, each category checked against the language's.
  private static func pluralForms(_ plural: JSONCursor, language: String) throws(FixtureError)
    -> [PluralCategory: String]
  {
    guard case .object = plural.value else {
      throw plural.error("expected an object of plural categories, found \(plural.value.typeDescription)")
    }
    let members = try plural.freeMembers()
    let allowed = PluralCategory.categories(of: language)
    var forms: [PluralCategory: String] = [:]
    for place in 0..<members.count {
      let (name, form) = (members.key(at: place), members.cursor(at: place))
      guard let category = PluralCategory(rawValue: name), allowed.contains(category) || category == .zero
      else {
        throw form.error(
          "plural category \"\(name.abbreviated)\" is not one \(language) uses ("
            + allowed.map(\.rawValue).joined(separator: ", ") + ")")
      }
      guard let unit = member("stringUnit", of: form) else { throw form.error("missing key \"stringUnit\"") }
      forms[category] = try unitValue(unit)
    }
    guard forms[.other] != nil else { throw plural.error("plural variations need \"other\"") }
    return forms
  }

  /// A `stringUnit`'s translation, its `value`. Its `state` (`translated`, `needs_review`, `new`, `stale`)
  /// is Xcode's note for translators: the build copies the value into the app whatever the state says, so the
  /// phone shows it and la-sim does too, for any state string; one that is no string, which Xcode never
  /// writes, is refused at its place.
  private static func unitValue(_ unit: JSONCursor) throws(FixtureError) -> String {
    guard case .object = unit.value else {
      throw unit.error("expected an object with \"value\", found \(unit.value.typeDescription)")
    }
    let members = try unit.freeMembers()
    if let state = members["state"], state.value.string == nil {
      throw state.error(
        "expected a string (\"translated\", \"needs_review\", \"new\" or \"stale\"), found"
          + " \(state.value.typeDescription)")
    }
    guard let value = members["value"] else {
      throw unit.error("missing key \"value\" (the translation, a string)")
    }
    return try value.string()
  }

  /// A substitution's form with each `%arg`, Xcode's name in a String Catalog for the substitution's own
  /// argument (`"%arg stops"`), written as that argument's specifier (`%1$lld stops`); `%%` stays. Read as
  /// a format, `%arg` was `%a` followed by "rg": `12rg stops`.
  static func expandingArg(_ form: String, argNum: Int?, specifier: String) -> String {
    guard form.contains("%arg") else { return form }
    let argument = "%" + (argNum.map { "\($0)$" } ?? "") + specifier
    var out = ""
    var rest = Substring(form)
    while let percent = rest.firstIndex(of: "%") {
      out += rest[..<percent]
      let from = rest[percent...]
      if from.hasPrefix("%%") {
        out += "%%"
        rest = from.dropFirst(2)
      } else if from.hasPrefix("%arg") {
        out += argument
        rest = from.dropFirst(4)
      } else {
        out += "%"
        rest = from.dropFirst()
      }
    }
    return out + rest
  }

  /// Whether a translation's arguments match the key's: the same indices, numbers where numbers were.
  static func agree(_ key: [(Int, String)], _ translation: [(Int, String)]) -> Bool {
    guard key.map(\.0) == translation.map(\.0) else { return false }
    return zip(key, translation).allSatisfy { isNumber($0.1) == isNumber($1.1) }
  }

  static func isNumber(_ conversion: String) -> Bool { conversion.last != "@" && conversion.last != "s" }

  static func describe(_ arguments: [(Int, String)]) -> String {
    guard !arguments.isEmpty else { return "no argument" }
    // Numbered (`%2$lld`) when they are not the first ones in order, so that a translation reading the
    // second argument where the key has one does not read "the key has 1 argument (%lld), the translation
    // 1 argument (%lld)".
    let inOrder = arguments.map(\.0) == Array(0..<arguments.count)
    let list = arguments.map { inOrder ? "%\($0.1)" : "%\($0.0 + 1)$\($0.1)" }.joined(separator: ", ")
    return arguments.count == 1 ? "1 argument (\(list))" : "\(arguments.count) arguments (\(list))"
  }
}
