import Delivery
import Fixture
import FixtureJSON
import Formatting
import Foundation
import FrameFormats
import JSON
import Layout
import Lifecycle
import Rendering
import StringCatalogs
import TestSupport
import Testing

/// String Catalogs: decoding, iOS's fallback, CLDR plurals, right to left, and broken catalogs.
@Suite struct StringCatalogTests {
  static let parcel = "fixtures/examples/parcel/parcel.json"
  static let catalogPath = "fixtures/examples/parcel/Localizable.xcstrings"

  static func catalog() throws -> StringCatalog {
    let bytes = Array(try Data(contentsOf: Repository.root.appendingPathComponent(catalogPath)))
    return try StringCatalog.decode(bytes: bytes, file: catalogPath)
  }

  static func definition() throws -> ActivityDefinition {
    let bytes = Array(try Data(contentsOf: Repository.root.appendingPathComponent(parcel)))
    return try FixtureDecoder.decode(bytes: bytes, file: parcel)
  }

  static func frames(_ language: String, step: Int) throws -> [RenderedFrame] {
    let (localized, _) = try definition().localized(try catalog(), language: language)
    let activity = LiveActivity.prepared(localized, step: step, state: nil, elapsed: 0)
    return Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now)
  }

  static func rows(_ frames: [RenderedFrame], _ presentation: Presentation) -> [String] {
    frames.first { $0.presentation == presentation }?.frame.rows ?? []
  }

  @Test("The sample catalog has the languages it translates, the source first")
  func languages() throws {
    #expect(try Self.catalog().languages == ["en", "ar", "de", "fi", "ja"])
  }

  static func template(_ text: String) throws -> TextTemplate {
    try TextTemplateParser.parse(
      text, cursor: JSONCursor(value: .string(text), path: "", position: nil, file: ""))
  }

  @Test("Keys are the format strings Xcode extracts: %lld for an Int, %@ for a String")
  func keys() throws {
    let definition = try Self.definition()
    #expect(
      definition.catalogKey(try Self.template("{stopsLeft} stops before yours")) == "%lld stops before yours")
    #expect(definition.catalogKey(try Self.template("Tracking {trackingNumber}")) == "Tracking %@")
    #expect(definition.catalogKey(try Self.template("100% {etaMinutes}")) == "100%% %lld")
  }

  @Test("German: the translations, and the plural form for one and for two")
  func german() throws {
    let two = Self.rows(try Self.frames("de", step: 1), .lockScreen).joined(separator: "\n")
    #expect(two.contains("Ihr Paket ist auf dem Weg zu Ihnen"))
    #expect(two.contains("Noch 2 Zustellungen vor Ihrer"))
    #expect(two.contains("Sendungsnummer PX-4821"))
    let one = Self.rows(try Self.frames("de", step: 2), .lockScreen).joined(separator: "\n")
    #expect(one.contains("Noch 1 Zustellung vor Ihrer"))
  }

  @Test(
    "CLDR plural categories for whole numbers",
    arguments: [
      ("en", [0, 1, 2, 5], ["other", "one", "other", "other"]),
      ("fr", [0, 1, 2], ["one", "one", "other"]),
      ("ru", [1, 2, 5, 11, 21, 22, 25], ["one", "few", "many", "many", "one", "few", "many"]),
      ("pl", [1, 2, 5, 12, 22], ["one", "few", "many", "many", "few"]),
      ("ar", [0, 1, 2, 3, 11, 100, 103], ["zero", "one", "two", "few", "many", "other", "few"]),
      ("ja", [0, 1, 2], ["other", "other", "other"]),
      ("he", [1, 2, 3], ["one", "two", "other"]),
      // Languages la-sim gave English's rules before the CLDR table, and a region with rules of its own.
      ("pt-PT", [0, 1, 2], ["other", "one", "other"]),
      ("pt-BR", [0, 1, 2], ["one", "one", "other"]),
      ("hr", [1, 2, 5, 11, 21, 22], ["one", "few", "other", "other", "one", "few"]),
      ("ro", [0, 1, 2, 19, 20, 101], ["few", "one", "few", "few", "other", "few"]),
      ("cy", [0, 1, 2, 3, 4, 6], ["zero", "one", "two", "few", "other", "many"]),
      ("fil", [1, 4, 5, 14], ["one", "other", "one", "other"]),
      ("es", [1, 2, 1_000_000], ["one", "other", "many"]),
      // A language CLDR has no rules for takes root's, as ICU does; a script or region is dropped.
      ("xx", [0, 1, 2], ["other", "other", "other"]),
      ("zh-Hant-TW", [1], ["other"]),
      ("sr_Latn", [1, 2, 5], ["one", "few", "other"]),
    ])
  func plurals(language: String, numbers: [Int], expected: [String]) {
    #expect(numbers.map { PluralCategory.of($0, in: language).rawValue } == expected)
  }

  @Test(
    "The categories a language uses are CLDR's, those only fractions reach included; root's for an unknown one",
    arguments: [
      ("en", ["one", "other"]), ("cs", ["one", "few", "many", "other"]), ("es", ["one", "many", "other"]),
      ("ga", ["one", "two", "few", "many", "other"]), ("pt-PT", ["one", "many", "other"]), ("ja", ["other"]),
      ("xx", ["other"]),
    ])
  func pluralCategories(language: String, expected: [String]) {
    #expect(PluralCategory.categories(of: language).map(\.rawValue) == expected)
  }

  @Test(
    "Arabic: the plural's two form, mirrored: compact leading and trailing swap sides, digits keep their order"
  )
  func arabic() throws {
    let frames = try Self.frames("ar", step: 1)
    let lock = Self.rows(frames, .lockScreen).joined(separator: "\n")
    // توقفان قبلك ("two stops before you"), drawn in visual order for a terminal.
    #expect(lock.contains(String("توقفان قبلك".reversed())))
    let compact = Self.rows(frames, .compact)[2]
    // The ETA (trailing) is now at the left, "18" in its own order, and the icon (leading) at the right.
    let eta = try #require(compact.range(of: "د 18"))
    let icon = try #require(compact.range(of: "📦"))
    #expect(eta.lowerBound < icon.lowerBound)
    #expect(!compact.contains("81"))
  }

  @Test("An English fallback keeps its own direction in a right-to-left layout")
  func fallbackDirection() throws {
    let expanded = Self.rows(try Self.frames("ar", step: 1), .expanded).joined(separator: "\n")
    #expect(expanded.contains("On its way"))
  }

  @Test("Missing translations are listed, with the key and the place")
  func missing() throws {
    let (_, missing) = try Self.definition().localized(try Self.catalog(), language: "ar")
    #expect(missing.map(\.key) == ["On its way"])
    #expect(missing.first?.place == "layouts.expanded.leading")
    let (_, none) = try Self.definition().localized(try Self.catalog(), language: "de")
    #expect(none.isEmpty)
    let (_, swedish) = try Self.definition().localized(try Self.catalog(), language: "sv")
    #expect(swedish.count == 7, "no Swedish at all: each of the 7 texts, at its place, falls back to English")
  }

  @Test(
    "A broken catalog is one line naming the file, the place, the key and what was expected",
    arguments: [
      ("{", "x.xcstrings:1:2: invalid JSON: "),
      ("[]", "x.xcstrings:1:1: $: expected a String Catalog (a JSON object), found an array"),
      ("{\"strings\": {}}", "x.xcstrings:1:1: $: missing key \"sourceLanguage\""),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"Hi\": {\"localizations\": {\"de\": {}}}}}",
        "x.xcstrings:1:63: $.strings.Hi.localizations.de: expected \"stringUnit\" or \"variations\", found neither"
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"%lld left\": {\"localizations\": {\"en\": {\"variations\":"
          + " {\"plural\": {\"few\": {\"stringUnit\": {\"value\": \"%lld left\"}}, \"other\": {\"stringUnit\":"
          + " {\"value\": \"%lld left\"}}}}}}}}}",
        "x.xcstrings:1:103: $.strings[\"%lld left\"].localizations.en.variations.plural.few: plural category \"few\" is not one en uses (one, other)"
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"%lld left\": {\"localizations\": {\"de\": {\"stringUnit\":"
          + " {\"value\": \"%@ übrig\"}}}}}}",
        "x.xcstrings:1:70: $.strings[\"%lld left\"].localizations.de: the key has 1 argument (%lld), the translation 1 argument (%@)"
      ),
      (
        "{\"sourceLanguage\": \"en\", \"strings\": {\"%lld left\": {\"localizations\": {\"de\": {\"stringUnit\":"
          + " {\"value\": \"übrig\"}}}}}}",
        "x.xcstrings:1:70: $.strings[\"%lld left\"].localizations.de: the key has 1 argument (%lld), the translation no argument"
      ),
    ])
  func brokenCatalogs(text: String, expected: String) {
    #expect {
      _ = try StringCatalog.decode(bytes: Array(text.utf8), file: "x.xcstrings")
    } throws: { error in
      let line = (error as? CatalogError)?.description ?? ""
      return line.hasPrefix(expected) && !line.contains("\n")
    }
  }

  @Test(".strings files: pairs, comments, escapes, UTF-16; the language is the .lproj folder's")
  func stringsFiles() throws {
    let text = "/* title */\n\"Hello\" = \"Hallo\";\n// note\n\"%lld min\" = \"%lld Min.\\n\";\n"
    let catalog = try StringCatalog.decode(bytes: Array(text.utf8), file: "app/de.lproj/Localizable.strings")
    #expect(catalog.lookup("Hello", in: "de")?.translation == [.literal("Hallo")])
    #expect(catalog.lookup("%lld min", in: "de")?.translation == [.argument(0, "lld"), .literal(" Min.\n")])
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in "\"Hi\" = \"Hej\";".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let swedish = try StringCatalog.decode(bytes: utf16, file: "sv.lproj/Localizable.strings")
    #expect(swedish.lookup("Hi", in: "sv")?.translation == [.literal("Hej")])
    #expect(throws: CatalogError.self) {
      try StringCatalog.decode(bytes: Array("\"a\" = \"b\"".utf8), file: "de.lproj/x.strings")
    }
    #expect(throws: CatalogError.self) {
      try StringCatalog.decode(bytes: Array("\"a\" = \"b\";".utf8), file: "Localizable.strings")
    }
  }

  @Test("Fuzz: 3,000 mutations of the sample catalog decode or fail with one line, never crash")
  func fuzz() throws {
    let original = Array(
      try Data(contentsOf: Repository.root.appendingPathComponent(Self.catalogPath)))
    var random = SplitMix(seed: 26)
    var failures = 0
    for _ in 0..<3_000 {
      var bytes = original
      for _ in 0..<Int(random.next() % 4 + 1) {
        let index = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.remove(at: index)
        default:
          let inserted = Array("{}[]\",:%@#".utf8)
          bytes.insert(inserted[Int(random.next() % UInt64(inserted.count))], at: index)
        }
      }
      do {
        let catalog = try StringCatalog.decode(bytes: bytes, file: "f.xcstrings")
        for language in catalog.languages { _ = try Self.definition().localized(catalog, language: language) }
      } catch let error as CatalogError {
        failures += 1
        #expect(!error.description.contains("\n"))
      }
    }
    #expect(failures > 100, "the mutations broke the catalog often enough to test the errors")
  }

  @Test(
    ".stringsdict: a plural rule per key, by the folder's language; a category the language lacks is refused")
  func stringsdict() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict>
        <!-- stops -->
        <key>%lld stops before yours</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>Ещё %#@stops@ &amp; всё</string>
          <key>stops</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld остановка</string>
            <key>few</key><string>%lld остановки</string>
            <key>many</key><string>%lld остановок</string>
            <key>other</key><string>%lld остановки</string>
          </dict>
        </dict>
      </dict></plist>
      """
    let catalog = try StringCatalog.decode(bytes: Array(plist.utf8), file: "ru.lproj/Localizable.stringsdict")
    let (localized, _) = try Self.definition().localized(catalog, language: "ru")
    for (step, expected) in [
      (1, "Ещё 2 остановки & всё"), (2, "Ещё 1 остановка & всё"), (0, "Ещё 12 остановок & всё"),
    ] {
      let activity = LiveActivity.prepared(localized, step: step, state: nil, elapsed: 0)
      let rows = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
        .frame.rows.joined(separator: "\n")
      #expect(rows.contains(expected), "step \(step)")
    }
    let english = plist.replacingOccurrences(of: "<key>few</key>", with: "<key>few</key>")
    #expect {
      _ = try StringCatalog.decode(bytes: Array(english.utf8), file: "en.lproj/Localizable.stringsdict")
    } throws: { error in
      (error as? CatalogError)?.description.contains(
        "plural category \"few\" is not one en uses (one, other)") == true
    }
    #expect(throws: CatalogError.self) {
      try StringCatalog.decode(bytes: Array("<plist><dict><key>a</key>".utf8), file: "de.lproj/x.stringsdict")
    }
    // 1,000 mutations decode or fail with one line; none crashes or hangs.
    var random = SplitMix(seed: 1_026)
    for _ in 0..<1_000 {
      var bytes = Array(plist.utf8)
      for _ in 0..<Int(random.next() % 4 + 1) {
        let index = Int(random.next() % UInt64(bytes.count))
        if random.next() % 2 == 0 {
          bytes.remove(at: index)
        } else {
          let inserted = Array("<>/&;\"".utf8)
          bytes.insert(inserted[Int(random.next() % UInt64(inserted.count))], at: index)
        }
      }
      do {
        _ = try StringCatalog.decode(bytes: bytes, file: "ru.lproj/Localizable.stringsdict")
      } catch {
        #expect(!error.description.contains("\n"))
      }
    }
  }

  @Test("The texts a language lacks are named in the order of the layouts' slots, the same on every run")
  func missingInSlotOrder() throws {
    let json = """
      { "sourceLanguage": "en", "strings": { "Your parcel is on its way": { "localizations": {
          "it": { "stringUnit": { "state": "translated", "value": "Il pacco è in viaggio" } } } } } }
      """
    let catalog = try StringCatalog.decode(bytes: Array(json.utf8), file: "Localizable.xcstrings")
    let (_, missing) = try Self.definition().localized(catalog, language: "it")
    // Lock Screen, compact trailing, then the expanded regions: not the dictionaries' order, which a
    // process draws at random, so that check's LA014 lines and render's warnings came shuffled.
    #expect(
      missing.map(\.place) == [
        "layouts.lockScreen", "layouts.lockScreen", "layouts.compactTrailing", "layouts.expanded.leading",
        "layouts.expanded.trailing", "layouts.expanded.bottom",
      ])
  }

  /// The sample catalog with German's "%lld stops before yours" as Xcode writes a substitution: the value
  /// `Noch %#@stops@`, and `substitutions` holding `substitution` under `name`.
  static func substitutionCatalog(_ name: String, _ substitution: String) throws -> StringCatalog {
    var object = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: Repository.root.appendingPathComponent(catalogPath))) as? [String: Any])
    var strings = try #require(object["strings"] as? [String: Any])
    var entry = try #require(strings["%lld stops before yours"] as? [String: Any])
    var localizations = try #require(entry["localizations"] as? [String: Any])
    let german = """
      { "stringUnit": { "state": "translated", "value": "Noch %#@stops@" },
        "substitutions": { "\(name)": \(substitution) } }
      """
    localizations["de"] = try JSONSerialization.jsonObject(with: Data(german.utf8))
    entry["localizations"] = localizations
    strings["%lld stops before yours"] = entry
    object["strings"] = strings
    let data = try JSONSerialization.data(withJSONObject: object)
    return try StringCatalog.decode(bytes: Array(data), file: catalogPath)
  }

  @Test("A substitution's %arg is its own argument, as Xcode writes it: 'Noch 12 Stopps', not '12rg'")
  func substitutionArg() throws {
    let stops = """
      { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
          "one": { "stringUnit": { "state": "translated", "value": "%arg Stopp" } },
          "other": { "stringUnit": { "state": "translated", "value": "%arg Stopps (100%%)" } } } } }
      """
    let catalog = try Self.substitutionCatalog("stops", stops)
    let (localized, _) = try Self.definition().localized(catalog, language: "de")
    for (step, expected) in [(0, "Noch 12 Stopps (100%)"), (2, "Noch 1 Stopp")] {
      let activity = LiveActivity.prepared(localized, step: step, state: nil, elapsed: 0)
      let rows = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
        .frame.rows.joined(separator: "\n")
      #expect(rows.contains(expected), "step \(step): \(rows)")
    }
    // Reading an argument the key does not have is refused, the argument numbered.
    #expect {
      _ = try Self.substitutionCatalog(
        "stops", stops.replacingOccurrences(of: "\"argNum\": 1", with: "\"argNum\": 2"))
    } throws: { error in
      (error as? CatalogError)?.description.contains(
        "the key has 1 argument (%lld), the translation 1 argument (%2$lld)") == true
    }
  }

  @Test(
    "A plural form may read another substitution, as Foundation resolves it; one that reads itself is refused"
  )
  func nestedSubstitution() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>%lld stops before yours</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@stops@</string>
          <key>stops</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>Ein Stopp %#@extra@</string>
            <key>other</key><string>%lld Stopps</string>
          </dict>
          <key>extra</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>(%lld)</string>
          </dict>
        </dict>
      </dict></plist>
      """
    let catalog = try StringCatalog.decode(bytes: Array(plist.utf8), file: "de.lproj/Localizable.stringsdict")
    let (localized, _) = try Self.definition().localized(catalog, language: "de")
    let activity = LiveActivity.prepared(localized, step: 2, state: nil, elapsed: 0)
    let rows = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
      .frame.rows.joined(separator: "\n")
    // The nested rule's form was drawn as nothing: "Ein Stopp".
    #expect(rows.contains("Ein Stopp (1)"), "\(rows)")
    let looping = plist.replacingOccurrences(of: "Ein Stopp %#@extra@", with: "Ein Stopp %#@stops@")
    #expect {
      _ = try StringCatalog.decode(bytes: Array(looping.utf8), file: "de.lproj/Localizable.stringsdict")
    } throws: { error in
      (error as? CatalogError)?.description.contains("%#@stops@ reads itself through its own plural forms")
        == true
    }
    let undefined = plist.replacingOccurrences(of: "<key>extra</key>", with: "<key>extras</key>")
    #expect {
      _ = try StringCatalog.decode(bytes: Array(undefined.utf8), file: "de.lproj/Localizable.stringsdict")
    } throws: { error in
      (error as? CatalogError)?.description.contains(
        "%#@extra@ names no rule in the key's dictionary (it has extras, stops)") == true
    }
  }

  @Test("A %#@NAME@ with no substitution of that name is refused where it was shown as nothing")
  func missingSubstitution() throws {
    let other = """
      { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
          "other": { "stringUnit": { "state": "translated", "value": "%arg Stopps" } } } } }
      """
    #expect {
      _ = try Self.substitutionCatalog("stopz", other)
    } throws: { error in
      let text = (error as? CatalogError)?.description ?? ""
      return text.contains(#"$.strings["%lld stops before yours"].localizations.de: %#@stops@ names no"#)
        && text.contains(#"("substitutions" has stopz)"#)
    }
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
        <key>%lld stops before yours</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>Noch %#@stops@</string>
          <key>stopz</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>%lld Stopps</string>
          </dict>
        </dict>
      </dict></plist>
      """
    #expect {
      _ = try StringCatalog.decode(bytes: Array(plist.utf8), file: "de.lproj/Localizable.stringsdict")
    } throws: { error in
      (error as? CatalogError)?.description.contains(
        "%#@stops@ names no rule in the key's dictionary (it has stopz)") == true
    }
  }

  @Test(
    "An alert's loc-key shows the app's translation with its loc-args; without one, the key, as on a device")
  func alertLocKey() throws {
    let payload = """
      {"aps": {"timestamp": 1764410460, "event": "update",
        "content-state": {"stopsLeft": 1, "etaMinutes": 6},
        "alert": {"title": {"loc-key": "PARCEL_NEXT_%@", "loc-args": ["PX-4821"]}, "body": {"loc-key": "NO_SUCH_KEY"}}}}
      """
    let root = try JSONParser.parse(payload)
    let (german, _) = try Self.definition().localized(try Self.catalog(), language: "de")
    let alert = try #require(PushDecoder.decode(root, definition: german).payload?.alert)
    #expect(alert.title == "Paket PX-4821 ist als Nächstes dran")
    #expect(alert.body == "NO_SUCH_KEY")
    let plain = try #require(PushDecoder.decode(root, definition: try Self.definition()).payload?.alert)
    #expect(plain.title == "PARCEL_NEXT_PX-4821")
  }
}
