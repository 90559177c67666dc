/// CLDR's plural categories, which a String Catalog's `variations.plural` keys by.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
  case zero, one, two, few, many, other

  /// Categories order as CLDR lists them.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The category of the whole number `n` in `language` (a language code such as `de`, `pt-BR`, `zh-Hans`),
  /// by CLDR's cardinal rules (`PluralCategory.Table`, generated from CLDR). A language CLDR has no rules
  /// for takes CLDR's root rules, as ICU does: `other` for every number.
  public static func of(_ n: Int, in language: String) -> PluralCategory {
    Table.category(of: n == Int.min ? Int.max : abs(n), rules: ruleSet(of: language))
  }

  /// The categories `language` uses, in CLDR order: what a catalog may key its plural variations by. They
  /// include those only fractions reach (Czech `many`), since a catalog written for the language has them.
  public static func categories(of language: String) -> [PluralCategory] {
    Table.categories[Int(ruleSet(of: language))]
  }

  /// `pt` of `pt-BR`, `zh` of `zh-Hans`.
  public static func baseLanguage(_ language: String) -> String {
    String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// The rule set of `language`: its own tag's (`pt-PT`), else the tag shortened at its last `-` until CLDR
  /// has rules for it (`zh-Hant-TW` → `zh`), else root's (0). `_` reads as `-`, letters in either case.
  static func ruleSet(of language: String) -> UInt8 {
    // The usual case, a language as the table spells it (`de`), looks up without building a string.
    if let rules = Table.ruleSets[language] { return rules }
    var tag = Substring(language.lowercased().replacing("_", with: "-"))
    while true {
      if let rules = Table.ruleSets[String(tag)] { return rules }
      guard let dash = tag.lastIndex(of: "-") else { return 0 }
      tag = tag[..<dash]
    }
  }
}
