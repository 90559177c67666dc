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
    var tag = language
    // A bare language as the table spells it (`de`), the usual case, looks up without building a string;
    // a byte below `a` is a capital, `-` or `_` (or a digit, after one of them).
    if language.utf8.contains(where: { $0 < UInt8(ascii: "a") }) { tag = tableSpelling(language) }
    while true {
      if let rules = Table.ruleSets[tag] { return rules }
      guard let dash = tag.utf8.lastIndex(of: UInt8(ascii: "-")) else { return 0 }
      tag = String(tag[..<dash])
    }
  }

  /// `pt-br` of `pt_BR`: ASCII letters lowercased, `_` as `-`, byte by byte (`lowercased()` and
  /// `replacing(_:with:)` cost several times the lookup, and this runs per text per frame).
  private static func tableSpelling(_ language: String) -> String {
    String(unsafeUninitializedCapacity: language.utf8.count) { buffer in
      for (place, byte) in language.utf8.enumerated() {
        buffer[place] =
          switch byte {
          case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
          case UInt8(ascii: "_"): UInt8(ascii: "-")
          default: byte
          }
      }
      return language.utf8.count
    }
  }
}
