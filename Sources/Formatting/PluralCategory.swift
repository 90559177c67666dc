/// CLDR's plural categories, which a String Catalog's `variations.plural` keys by.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
  case zero, one, two, few, many, other

  /// Categories order as CLDR lists them.
  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The category of the whole number `n` in `language` (a language code such as `de`, `pt-BR`, `zh-Hans`),
  /// by CLDR's cardinal rules for integers (plurals.xml, CLDR 44). Languages la-sim has no rules for use
  /// English's (`one` for 1, `other` otherwise).
  public static func of(_ n: Int, in language: String) -> PluralCategory {
    let n = n == Int.min ? Int.max : abs(n)
    let (mod10, mod100) = (n % 10, n % 100)
    switch baseLanguage(language) {
    case "ja", "zh", "ko", "th", "vi", "id", "ms":
      return .other
    case "fr", "pt":
      // fr and pt (Brazil): `one` for 0 and 1 (i = 0,1); `many` for exact millions (e = 0 … 5) is not
      // reached by the counts a Live Activity shows below a million.
      if n == 0 || n == 1 { return .one }
      return n != 0 && n % 1_000_000 == 0 ? .many : .other
    case "hi", "bn", "fa":
      return n == 0 || n == 1 ? .one : .other
    case "ru", "uk", "be":
      if mod10 == 1 && mod100 != 11 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "pl":
      if n == 1 { return .one }
      if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
      return .many
    case "cs", "sk":
      if n == 1 { return .one }
      return (2...4).contains(n) ? .few : .other
    case "ar":
      switch n {
      case 0: return .zero
      case 1: return .one
      case 2: return .two
      default:
        if (3...10).contains(mod100) { return .few }
        if (11...99).contains(mod100) { return .many }
        return .other
      }
    case "he":
      if n == 1 { return .one }
      return n == 2 ? .two : .other
    default:
      // en, de, nl, sv, da, nb, fi, it, es, tr, el, hu, and the rest: one for 1.
      return n == 1 ? .one : .other
    }
  }

  /// The categories `language` uses for whole numbers, in CLDR order: what a catalog may key its plural
  /// variations by.
  public static func categories(of language: String) -> [PluralCategory] {
    switch baseLanguage(language) {
    case "ja", "zh", "ko", "th", "vi", "id", "ms": [.other]
    case "fr", "pt": [.one, .many, .other]
    case "ru", "uk", "be", "pl": [.one, .few, .many, .other]
    case "cs", "sk": [.one, .few, .many, .other]
    case "ar": [.zero, .one, .two, .few, .many, .other]
    case "he": [.one, .two, .other]
    default: [.one, .other]
    }
  }

  /// `pt` of `pt-BR`, `zh` of `zh-Hans`.
  public static func baseLanguage(_ language: String) -> String {
    String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }
}
