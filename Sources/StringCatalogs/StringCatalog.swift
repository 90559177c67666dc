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
    var found = Set(entries.values.flatMap { $0.localizations.keys }).union(otherLanguages)
    found.remove(sourceLanguage)
    return [sourceLanguage] + found.sorted()
  }

  /// Languages of the catalogs merged into this one whose keys an earlier catalog had (`merged(_:)`): the app
  /// is localized in them all the same.
  var otherLanguages: Set<String> = []

  /// The localizations the phone reads for `language` (`LanguageMatch`): none when the app has no
  /// translation in it at all.
  public func match(_ language: String) -> LanguageMatch {
    LanguageMatch(language, among: languages, sourceLanguage: sourceLanguage)
  }

  /// What the phone shows for `key` in `language`, with iOS's fallback: the localizations it reads for the
  /// language (`pt-BR`, then `pt`; `de` for `de-CH`), then the catalog's source language, then the key
  /// itself. `isMissing` when none of them had it, they are not the source language's, and the key is not
  /// marked `shouldTranslate: false`: a translation the app lacks.
  public func lookup(_ key: String, in language: String) -> (translation: Translation, isMissing: Bool)? {
    lookup(key, in: match(language))
  }

  /// `lookup(_:in:)` with the language already matched, as a definition's every text is looked up.
  public func lookup(_ key: String, in match: LanguageMatch) -> (translation: Translation, isMissing: Bool)? {
    guard let entry = entries[key] else { return nil }
    guard entry.shouldTranslate else {
      return (entry.localizations[sourceLanguage] ?? [.literal(key)], false)
    }
    for localization in match.localizations {
      if let found = entry.localizations[localization] { return (found, false) }
    }
    return (
      entry.localizations[sourceLanguage] ?? CatalogPiece.parse(key),
      !match.readsSourceLanguage
    )
  }

  /// Several catalogs as one: the first that has a key wins (the order `--strings` gave them).
  public static func merged(_ catalogs: [StringCatalog]) -> StringCatalog? {
    guard var merged = catalogs.first else { return nil }
    for catalog in catalogs.dropFirst() {
      for (key, entry) in catalog.entries {
        if merged.entries[key] == nil {
          merged.entries[key] = entry
        } else {
          merged.otherLanguages.formUnion(entry.localizations.keys)
        }
      }
      merged.otherLanguages.formUnion(catalog.otherLanguages)
    }
    return merged
  }
}
