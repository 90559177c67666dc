/// A language identifier as iOS compares an app's localizations with the language asked for: `de`, `pt-BR`,
/// `zh-Hant-HK`, written with `-` or `_` in any case (`de_DE` is `de-DE`, `DE` is `de`). Chinese always has its
/// script, as Apple's ICU normalizes it (`zh` and `zh-CN` are Simplified, `zh-Hans`; `zh-TW`, `zh-HK` and `zh-MO`
/// Traditional, `zh-Hant`), and the withdrawn codes `iw`, `in` and `ji` are `he`, `id` and `yi`.
struct LanguageTag: Hashable, Sendable {
  /// The language, lowercased: `de`.
  var language: String
  /// The script, title-cased: `Hant`.
  var script: String?
  /// The region, uppercased: `CH`, `419`.
  var region: String?
  /// Any further subtags, lowercased.
  var variants: [String] = []

  init(_ text: String) {
    let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    let language = parts.first?.lowercased() ?? ""
    self.language = ["iw": "he", "in": "id", "ji": "yi"][language] ?? language
    for part in parts.dropFirst() {
      let letters = part.allSatisfy { $0.isASCII && $0.isLetter }
      let digits = part.allSatisfy { $0.isASCII && $0.isNumber }
      if script == nil, region == nil, variants.isEmpty, part.count == 4, letters {
        script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else if region == nil, variants.isEmpty, (part.count == 2 && letters) || (part.count == 3 && digits) {
        region = part.uppercased()
      } else {
        variants.append(part.lowercased())
      }
    }
    if self.language == "zh", script == nil {
      script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }
  }

  /// The more general localization a phone falls back to: without the variants, then without the region
  /// (`de-CH` → `de`, `zh-Hant-HK` → `zh-Hant`). Never without the script: a language in another script is
  /// another localization (`zh-Hant` does not read `zh-Hans`, `sr-Latn` does not read Cyrillic `sr`).
  var parent: LanguageTag? {
    var parent = self
    if !variants.isEmpty {
      parent.variants = []
    } else if region != nil {
      parent.region = nil
    } else {
      return nil
    }
    return parent
  }

  /// The tag and each of its parents, most specific first.
  var lineage: [LanguageTag] {
    var tags = [self]
    while let parent = tags[tags.count - 1].parent { tags.append(parent) }
    return tags
  }

  /// How far a regional localization is from its parent when a phone must choose among several of one
  /// language that it has no localization of in general (`de-DE` and `de-AT` for `de` or `de-CH`): the
  /// language's main region is nearest, as Apple's ICU weighs them (`ualoc_localizationsToUse`); Portugal's
  /// Portuguese, Latin America's Spanish and the world's English are farther than any other region.
  var distanceFromParent: Int {
    switch (language, script, region) {
    case ("de", nil, "DE"), ("en", nil, "US"), ("fr", nil, "FR"), ("it", nil, "IT"), ("zh", "Hans", "CN"),
      ("zh", "Hant", "TW"):
      0
    case ("pt", nil, "PT"), ("es", nil, "419"), ("en", nil, "001"): 2
    default: 1
    }
  }
}
