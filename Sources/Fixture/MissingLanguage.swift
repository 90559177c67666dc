import StringCatalogs

/// A language the app has no translation in at all: no catalog it was given has a string in it, nor in a
/// language the phone would read for it (`LanguageMatch`). iOS then runs the whole app in its source
/// (development) language, so this is one fact, said once, not a missing translation per text.
public struct MissingLanguage: Equatable, Sendable {
  /// The language asked for (`--locale xx`).
  public var language: String
  /// The catalogs' source language, which the phone shows.
  public var sourceLanguage: String
  /// The other languages the catalogs have, by code.
  public var others: [String]

  /// The language as `catalog` lacks it; nil when the phone reads some localization of it there.
  public init?(_ language: String, in catalog: StringCatalog) {
    guard catalog.match(language).isAbsent else { return nil }
    self.language = language
    sourceLanguage = catalog.sourceLanguage
    others = Array(catalog.languages.dropFirst())
  }

  /// A missing language.
  public init(language: String, sourceLanguage: String, others: [String]) {
    self.language = language
    self.sourceLanguage = sourceLanguage
    self.others = others
  }

  /// `no xx translations at all (the app's catalogs have de, fr, ja): the phone shows the app in its source
  /// language, en`; at most a dozen languages are named, the rest counted.
  public var sentence: String {
    var have = others.prefix(12).joined(separator: ", ")
    if others.count > 12 { have += ", and \(others.count - 12) more" }
    let listed = others.isEmpty ? "only \(sourceLanguage)" : have
    return "no \(language) translations at all (the app's catalogs have \(listed)): the phone shows the app"
      + " in its source language, \(sourceLanguage)"
  }
}
