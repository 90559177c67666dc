import Fixture

extension Finding {
  /// The one LA014 finding of a language the app has no translation in at all (`check --locale xx`), for
  /// the whole fixture: no place and no text; `shown` is the source language the phone shows instead, and
  /// `detail` the catalogs' other languages.
  public init(missing: MissingLanguage, file: String) {
    self.init(
      code: .missingTranslation, file: file, text: "", shown: missing.sourceLanguage,
      detail: missing.others.joined(separator: ", "))
    language = missing.language
  }

  /// The language as a whole, when this is its one LA014 finding (`init(missing:file:)`); nil for any other
  /// finding, a missing translation of one text among them.
  public var missingLanguage: MissingLanguage? {
    guard code == .missingTranslation, text.isEmpty, place == nil else { return nil }
    let others = (detail ?? "").split(separator: ", ").map(String.init)
    return MissingLanguage(language: language ?? "", sourceLanguage: shown ?? "", others: others)
  }
}
