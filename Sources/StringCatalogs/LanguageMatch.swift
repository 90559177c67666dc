/// The localizations a phone reads for the language asked for, chosen among those an app has as iOS chooses
/// them (Technical Q&A QA1828, `Bundle.preferredLocalizations(from:forPreferences:)`): the language itself
/// (`de_DE` and `DE` are `de-DE` and `de`), else the more general language (`de-CH` reads `de`, `pt-BR` reads
/// `pt`, `zh-HK` reads `zh-Hant`), else another region of it when the app has no general one (`de-CH` reads
/// `de-DE`); then that localization's own parents (`pt-BR`, then `pt`). A script is never crossed: `zh-Hant`
/// does not read `zh-Hans`. Empty when the app has no localization of the language at all: the phone then
/// shows the app in its source (development) language.
public struct LanguageMatch: Equatable, Sendable {
  /// The language asked for (`--locale`).
  public var language: String
  /// The app's localizations the phone reads, best first, as the catalogs spell them; empty when the app is
  /// not localized in the language.
  public var localizations: [String]
  /// Whether the source language is among them (`en-GB` reads `en`): a text it falls back to is then no
  /// missing translation.
  public var readsSourceLanguage: Bool

  /// The match for `language` among `available` (each catalog language, the source language among them).
  public init(_ language: String, among available: [String], sourceLanguage: String) {
    self.language = language
    let tags = available.map(LanguageTag.init)
    func spellings(of tag: LanguageTag) -> [String] {
      zip(available, tags).filter { $0.1 == tag }.map(\.0).sorted()
    }
    let asked = LanguageTag(language)
    let lineage = asked.lineage
    // The language, then its parents; else, from the most specific, a regional localization whose parent
    // that is, the nearest first.
    var chosen = lineage.first { !spellings(of: $0).isEmpty }
    if chosen == nil {
      for ancestor in lineage {
        let children = Set(tags.filter { $0.parent == ancestor })
        chosen = children.min { lhs, rhs in
          (lhs.distanceFromParent, spellings(of: lhs).first ?? "")
            < (rhs.distanceFromParent, spellings(of: rhs).first ?? "")
        }
        if chosen != nil { break }
      }
    }
    localizations = chosen.map { $0.lineage.flatMap(spellings(of:)) } ?? []
    let source = LanguageTag(sourceLanguage)
    readsSourceLanguage = chosen?.lineage.contains(source) ?? false
  }

  /// Whether the app has no localization of the language at all.
  public var isAbsent: Bool { localizations.isEmpty }
}
