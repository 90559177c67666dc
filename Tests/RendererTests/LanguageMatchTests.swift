import Fixture
import Foundation
import Layout
import StringCatalogs
import Testing
import Views

/// Which of the app's localizations the phone reads for `--locale`, as iOS chooses one (QA1828,
/// `Bundle.preferredLocalizations(from:forPreferences:)`): the language, then the more general one, then
/// another region of it; never another script; and, with none, the app in its source language.
@Suite struct LanguageMatchTests {
  /// The sample app's catalog with its languages renamed (`de` → `de-DE`), or only some of them kept.
  static func catalog(renaming names: [String: String], keeping kept: Set<String>? = nil) throws
    -> StringCatalog
  {
    var catalog = try StringCatalogTests.catalog()
    for (key, entry) in catalog.entries {
      var localizations: [String: StringCatalog.Translation] = [:]
      for (language, translation) in entry.localizations
      where kept?.contains(language) ?? true || language == catalog.sourceLanguage {
        localizations[names[language] ?? language] = translation
      }
      catalog.entries[key] = StringCatalog.Entry(
        localizations: localizations, shouldTranslate: entry.shouldTranslate)
    }
    return catalog
  }

  static let german: [CatalogPiece] = [.literal("Ihr Paket ist auf dem Weg zu Ihnen")]

  @Test(
    "A region reads its language, whatever the spelling: de-CH, de_AT, de_DE and DE read de",
    arguments: ["de-CH", "de_AT", "de_DE", "DE", "de"])
  func regionReadsLanguage(_ language: String) throws {
    let catalog = try StringCatalogTests.catalog()
    #expect(catalog.lookup("Your parcel is on its way", in: language)?.translation == Self.german)
    #expect(catalog.lookup("Your parcel is on its way", in: language)?.isMissing == false)
    let (_, missing) = try StringCatalogTests.definition().localized(catalog, language: language)
    #expect(missing.isEmpty)
  }

  @Test(
    "A catalog's region is read for the language written any way: de_DE, de-de and DE-DE read de-DE",
    arguments: ["de_DE", "de-de", "DE-DE", "de-DE"])
  func spellings(_ language: String) throws {
    let catalog = try Self.catalog(renaming: ["de": "de-DE"])
    #expect(catalog.lookup("Your parcel is on its way", in: language)?.translation == Self.german)
  }

  @Test(
    "With no general localization, another region of the language: de and de-CH read de-DE",
    arguments: ["de", "de-CH"])
  func siblingRegion(_ language: String) throws {
    let catalog = try Self.catalog(renaming: ["de": "de-DE"])
    #expect(catalog.lookup("Your parcel is on its way", in: language)?.translation == Self.german)
    let (_, missing) = try StringCatalogTests.definition().localized(catalog, language: language)
    #expect(missing.isEmpty)
  }

  @Test("The language itself before its parent, and its parent before the source language")
  func regionBeforeLanguage() throws {
    var catalog = try StringCatalogTests.catalog()
    let key = "Your parcel is on its way"
    catalog.entries[key]?.localizations["de-CH"] = [.literal("Ihr Paket ist unterwegs")]
    #expect(catalog.lookup(key, in: "de-CH")?.translation == [.literal("Ihr Paket ist unterwegs")])
    #expect(catalog.lookup(key, in: "de_ch")?.translation == [.literal("Ihr Paket ist unterwegs")])
    #expect(catalog.lookup(key, in: "de")?.translation == Self.german)
    #expect(catalog.lookup(key, in: "de-AT")?.translation == Self.german)
    #expect(catalog.lookup("Tracking %@", in: "de-CH")?.translation.first == .literal("Sendungsnummer "))
  }

  @Test(
    "Chinese by script: zh-HK, zh-TW and zh-Hant-HK read zh-Hant; zh, zh-CN and zh-Hans read zh-Hans",
    arguments: [
      ("zh-HK", "Traditional"), ("zh_TW", "Traditional"), ("zh-Hant-HK", "Traditional"),
      ("zh-Hant", "Traditional"),
      ("zh", "Simplified"), ("zh-CN", "Simplified"), ("zh-Hans", "Simplified"), ("zh-SG", "Simplified"),
    ])
  func chineseScripts(_ language: String, _ expected: String) throws {
    let catalog = try Self.catalog(renaming: ["ja": "zh-Hant", "fi": "zh-Hans"], keeping: ["ja", "fi"])
    let found = catalog.lookup("Your parcel is on its way", in: language)?.translation
    let traditional = try StringCatalogTests.catalog().lookup("Your parcel is on its way", in: "ja")?
      .translation
    #expect((found == traditional ? "Traditional" : "Simplified") == expected)
    #expect(catalog.lookup("Your parcel is on its way", in: language)?.isMissing == false)
  }

  @Test("zh-Hant does not read zh-Hans: a script is another localization")
  func scriptIsNotCrossed() throws {
    let catalog = try Self.catalog(renaming: ["fi": "zh-Hans"], keeping: ["fi"])
    #expect(catalog.lookup("Your parcel is on its way", in: "zh-Hant")?.isMissing == true)
    #expect(catalog.lookup("Your parcel is on its way", in: "zh-Hans")?.isMissing == false)
  }

  @Test(
    "A regional variant of the source language reads the source language: en-GB misses nothing",
    arguments: ["en-GB", "en_AU", "EN"])
  func sourceLanguageRegion(_ language: String) throws {
    let (_, missing) = try StringCatalogTests.definition().localized(
      try StringCatalogTests.catalog(), language: language)
    #expect(missing.isEmpty, "\(missing.map(\.key))")
  }

  @Test("A language the app lacks: the app runs in its source language, left to right, en's formats")
  func absentLanguageRunsInSourceLanguage() throws {
    let catalog = try Self.catalog(renaming: [:], keeping: ["de"])
    let (arabic, missing) = try StringCatalogTests.definition().localized(catalog, language: "ar")
    #expect(arabic.layouts.layoutDirection != .rightToLeft)
    #expect(arabic.layouts.locale == "en")
    #expect(missing.count == 7, "the model still lists each text; the commands say it once")
    // With the language present, it is laid out right to left as before.
    let (present, _) = try StringCatalogTests.definition().localized(
      try StringCatalogTests.catalog(), language: "ar")
    #expect(present.layouts.layoutDirection == .rightToLeft)
  }

  @Test("A language missing as a whole: one fact, naming the languages the app has and its source language")
  func missingLanguage() throws {
    let catalog = try Self.catalog(renaming: [:], keeping: ["de"])
    let absent = try #require(MissingLanguage("ar", in: catalog))
    #expect(
      absent.sentence
        == "no ar translations at all (the app's catalogs have de): the phone shows the app in its source"
        + " language, en")
    #expect(MissingLanguage("de-CH", in: catalog) == nil)
    #expect(MissingLanguage("en-GB", in: catalog) == nil)
    let bare = StringCatalog(file: "x.xcstrings", sourceLanguage: "en", entries: [:])
    #expect(
      MissingLanguage("fr", in: bare)?.sentence.hasPrefix(
        "no fr translations at all (the app's catalogs have only en)") == true)
    let many = MissingLanguage(language: "xx", sourceLanguage: "en", others: (1...15).map { "l\($0)" })
    #expect(many.sentence.contains("have l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, and 3 more)"))
  }

  @Test("Merged catalogs keep every language, even one whose keys an earlier catalog had")
  func mergedLanguages() throws {
    let first = try Self.catalog(renaming: [:], keeping: ["de"])
    let second = try Self.catalog(renaming: [:], keeping: ["fi"])
    let merged = try #require(StringCatalog.merged([first, second]))
    #expect(merged.languages == ["en", "de", "fi"])
  }
}
