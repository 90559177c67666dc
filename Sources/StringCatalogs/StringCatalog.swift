import Formatting
/// An app's translated strings, from a String Catalog (`Localizable.xcstrings`) or a `.strings` file: for
/// each key (the format string Xcode extracts, `%lld min away`), its text in each language.
public struct StringCatalog: Equatable, Sendable {
  /// One translation: its pieces, in order (`CatalogPiece`).
  public typealias Translation = [CatalogPiece]

  /// A key's entry.
  public struct Entry: Equatable, Sendable {
    /// The translations by language code (`de`, `pt-BR`).
    public var localizations: [String: Translation]
    /// `shouldTranslate: false`: the key is shown as it is in every language.
    public var shouldTranslate = true

    /// An entry.
    public init(localizations: [String: Translation], shouldTranslate: Bool = true) {
      self.localizations = localizations
      self.shouldTranslate = shouldTranslate
    }
  }

  /// The file it was read from, for messages.
  public var file: String
  /// The language the keys are written in (`sourceLanguage`; `en` for a `.strings` file).
  public var sourceLanguage: String
  /// Every key's entry.
  public var entries: [String: Entry]

  /// A catalog.
  public init(file: String, sourceLanguage: String, entries: [String: Entry]) {
    self.file = file
    self.sourceLanguage = sourceLanguage
    self.entries = entries
  }

  /// Every language the catalog has a translation in, the source language first, then by code.
  public var languages: [String] {
    var found = Set(entries.values.flatMap { $0.localizations.keys })
    found.remove(sourceLanguage)
    return [sourceLanguage] + found.sorted()
  }

  /// What the phone shows for `key` in `language`, with iOS's fallback: the language (`pt-BR`, then `pt`),
  /// then the catalog's source language, then the key itself. `isMissing` when the language had none and
  /// the key is not marked `shouldTranslate: false`: a translation the app lacks.
  public func lookup(_ key: String, in language: String) -> (translation: Translation, isMissing: Bool)? {
    guard let entry = entries[key] else { return nil }
    guard entry.shouldTranslate else {
      return (entry.localizations[sourceLanguage] ?? [.literal(key)], false)
    }
    let base = PluralCategory.baseLanguage(language)
    if let found = entry.localizations[language]
      ?? entry.localizations.first(where: {
        $0.key.lowercased() == language.lowercased() || $0.key.lowercased() == base
      })?.value
    {
      return (found, false)
    }
    return (entry.localizations[sourceLanguage] ?? CatalogPiece.parse(key), language != sourceLanguage)
  }

  /// Several catalogs as one: the first that has a key wins (the order `--strings` gave them).
  public static func merged(_ catalogs: [StringCatalog]) -> StringCatalog? {
    guard var merged = catalogs.first else { return nil }
    for catalog in catalogs.dropFirst() {
      for (key, entry) in catalog.entries where merged.entries[key] == nil { merged.entries[key] = entry }
    }
    return merged
  }
}
