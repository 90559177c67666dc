import Testing

@testable import Formatting

/// la-sim's plural rules (generated from babel's CLDR by scripts/gen-plural-rules.py) against ICU's, the
/// library a phone chooses plural forms with: every locale of the table, every whole number up to 10,000
/// and some large ones, and the categories each locale uses.
@Suite("Plural rules against ICU")
struct PluralRulesICUTests {
  /// The numbers compared: 0 … 10,000, the thousands and millions the rules of Cornish, Breton and the
  /// Romance languages' `many` look at, numbers far beyond any count, and a few below zero (CLDR's n is
  /// the absolute value).
  static let numbers: [Int] =
    [-1_000_000, -21, -11, -2, -1] + Array(0...10_000)
    + [
      11_000, 20_000, 21_000, 40_000, 60_000, 80_000, 100_000, 101_000, 120_000, 1_000_000, 1_100_000,
      2_000_000, 10_000_000, 100_000_000, 1_000_000_000, 1_000_000_001, 1_000_000_000_000,
    ]

  /// Locales where ICU 72 (CLDR 42) and the table (babel's CLDR) differ, each with why; the test fails
  /// when one of them no longer differs, so the list cannot go stale.
  static let knownDifferences: [String: String] = {
    var known: [String: String] = [:]
    // Rules CLDR gave after CLDR 42 (ICU 72's) and babel's CLDR 49 has: ICU 72 gives these languages root's
    // (`other` only) or fewer categories.
    let newer = [
      "blo": "Anii: zero and one",
      "csw": "Swampy Cree: one for 0 and 1",
      "cv": "Chuvash: zero and one",
      "ie": "Interlingue: one for 1",
      "kok": "Konkani: one for 0 and 1",
      "lld": "Ladin: one, and many for millions",
      "sgs": "Samogitian: one, two, few, many",
      "tg": "Tajik: one for 0 and 1",
      "vi": "Vietnamese: one for 0 and 1, CLDR 49's (CLDR-14273); CLDR 48 and before: other only",
      "gl": "Galician: many for millions, as Spanish and Catalan had it",
      "scn": "Sicilian: many for millions, as Italian had it",
    ]
    for (tag, rules) in newer { known[tag] = "rules CLDR 42 lacks: \(rules)" }
    // Two-letter codes babel resolves (bh → bho, tw → ak) and ICU 72 does not: it gives them root's rules.
    for (tag, target) in ["bh": "bho", "tw": "ak"] {
      known[tag] = "deprecated code for \(target): babel's alias, not ICU 72's, which gives root's other"
    }
    // CLDR makes pt_PT the parent of these (parentLocales), and babel inherits pt_PT's rules (0 is other);
    // ICU 72 shortens the tag to pt (0 is one).
    for region in ["ao", "ch", "cv", "gq", "gw", "lu", "mo", "mz", "st", "tl"] {
      known["pt-\(region)"] = "CLDR's parent is pt_PT (0 is other); ICU 72 shortens to pt (0 is one)"
    }
    return known
  }()

  /// An ICU locale ID for a tag of the table: `pt_PT` for `pt-pt`.
  static func icuLocale(_ tag: String) -> String {
    tag.split(separator: "-").enumerated().map { place, part in
      place == 0
        ? String(part) : part.count == 4 ? part.prefix(1).uppercased() + part.dropFirst() : part.uppercased()
    }.joined(separator: "_")
  }

  /// Where la-sim and ICU differ for `tag`: the numbers (up to five) and both categories, and the
  /// categories each lists when they differ; empty when they agree.
  static func differences(_ tag: String, oracle: ICUPluralOracle) -> [String] {
    oracle.withRules(icuLocale(tag)) { rules in
      var found: [String] = []
      let ours = PluralCategory.categories(of: tag).map(\.rawValue).sorted()
      let theirs = rules.categories()
      if ours != theirs {
        found.append("categories: la-sim \(ours), ICU \(theirs)")
      }
      var count = 0
      for n in Self.numbers {
        let (mine, icu) = (PluralCategory.of(n, in: tag).rawValue, rules.category(of: Double(n)))
        guard mine != icu else { continue }
        count += 1
        if count <= 5 { found.append("\(n): la-sim \(mine), ICU \(icu)") }
      }
      if count > 5 { found.append("… \(count) numbers in all") }
      return found
    } ?? ["ICU cannot open \(icuLocale(tag))"]
  }

  @Test(
    "Every locale of the table, 0 … 10,000 and large numbers: la-sim's category is ICU's",
    .enabled(if: ICUPluralOracle.isAvailable, ICUPluralOracle.reason))
  func everyLocale() throws {
    let oracle = try #require(ICUPluralOracle.load())
    let tags = PluralCategory.Table.ruleSets.keys.sorted()
    #expect(tags.count > 300)
    for tag in tags {
      let found = Self.differences(tag, oracle: oracle)
      if let reason = Self.knownDifferences[tag] {
        #expect(!found.isEmpty, "\(tag) is listed as differing from ICU (\(reason)) but no longer does")
      } else {
        #expect(found.isEmpty, "\(tag): \(found.joined(separator: "; "))")
      }
    }
    for tag in Self.knownDifferences.keys {
      #expect(tags.contains(tag), "\(tag) is listed as differing from ICU but is not in the table")
    }
  }

  @Test(
    "A tag the table lacks falls back as ICU's does: region and script dropped, root for an unknown language",
    .enabled(if: ICUPluralOracle.isAvailable, ICUPluralOracle.reason),
    arguments: [
      "pt-BR", "pt-PT", "pt_PT", "PT-pt", "zh-Hant", "zh-Hant-TW", "zh-Hans", "sr-Latn", "en-GB", "en_US",
      "es-419", "fr-CA", "ar-EG", "he-IL", "ru-RU", "xx", "qq-QQ", "tlh", "root", "und", "Base", "",
    ])
  func fallback(tag: String) throws {
    let oracle = try #require(ICUPluralOracle.load())
    #expect(Self.differences(tag, oracle: oracle) == [])
  }
}
