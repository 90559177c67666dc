import BuiltinFixtures
import Fixture
import JSON
import Layout
import Lifecycle
import Rendering
import StringCatalogs
import Testing

@testable import FixtureJSON

/// A text whose words surround a date drawn in a style (`Text("Updated \(date, style: .relative)")`, export's
/// Lock Screen line) is looked up as one key, `Updated %@`, as Xcode extracts it.
@Suite struct SentenceLocalizationTests {
  /// Export at its uploading step in `language` with a `.strings` file of `pairs`; the Lock Screen's rows and
  /// the translations the catalog lacks.
  static func lockScreen(
    _ pairs: String, language: String
  ) throws -> (rows: [String], missing: [MissingTranslation]) {
    let definition = try FixtureDecoder.decode(bytes: BuiltinFixtures.bytes(named: "export")!, file: "export")
    let catalog = try StringCatalog.decode(
      bytes: Array(pairs.utf8), file: "\(language).lproj/Localizable.strings")
    let (localized, missing) = definition.localized(catalog, language: language)
    let activity = LiveActivity.prepared(localized, step: 1, state: nil, elapsed: 0)
    let frame = Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now)
      .first { $0.presentation == .lockScreen }
    return (frame?.frame.rows ?? [], missing)
  }

  @Test("The sentence's key is translated whole: its words move round the date as the translation puts them")
  func translated() throws {
    let (rows, missing) = try Self.lockScreen("\"Updated %@\" = \"%@ : mise à jour\";", language: "fr")
    // The date, written in French (a narrow no-break space before its unit), then the words after it.
    let line = try #require(rows.first { $0.contains(" : mise à jour") }, "\(rows.joined(separator: "\n"))")
    #expect(line.contains("│  0\u{202F}s : mise à jour "), "\(line.unicodeScalars.map(\.value))")
    #expect(!rows.contains { $0.contains("Updated") })
    #expect(!missing.contains { $0.key.hasPrefix("Updated") })
  }

  @Test("A catalog without the sentence names its key, Updated %@, as the one missing, not its words alone")
  func missingKey() throws {
    let (rows, missing) = try Self.lockScreen("\"Exporting %@\" = \"Exportation de %@\";", language: "fr")
    #expect(rows.contains { $0.contains("│  Updated 0") }, "\(rows.joined(separator: "\n"))")
    // Once for the Lock Screen, once for its stale layout; never its words alone.
    #expect(Set(missing.map(\.key).filter { $0.hasPrefix("Updated") }) == ["Updated %@"])
    #expect(missing.contains { $0.key == "Updated %@" && $0.place == "layouts.lockScreen" })
  }

  @Test(
    "A catalog that keys the words alone, as Text(\"Updated \") + Text(date, …) is keyed, translates them")
  func wordsAlone() throws {
    let (rows, missing) = try Self.lockScreen("\"Updated \" = \"Mis à jour \";", language: "fr")
    #expect(rows.contains { $0.contains("│  Mis à jour 0") }, "\(rows.joined(separator: "\n"))")
    #expect(!missing.contains { $0.key.hasPrefix("Updated") })
  }

  @Test("Right to left, the translated words stand right of the date, in visual order")
  func rightToLeft() throws {
    let (rows, _) = try Self.lockScreen("\"Updated %@\" = \"עודכן %@\";", language: "he")
    let line = try #require(rows.first { $0.contains("ןכדוע") }, "\(rows.joined(separator: "\n"))")
    let word = try #require(line.range(of: "ןכדוע"))
    let date = try #require(line.range(of: "0"))
    #expect(date.lowerBound < word.lowerBound)
  }
}

/// Where the app's Swift wrote a text of words and dates: its words in order, any text for each date.
@Suite struct SentenceSiteTests {
  @Test("A text of words and dates is found by its words in order, whatever each date shows")
  func matches() throws {
    let parts: [JSONValue] = [
      .object([JSONMember(key: "text", value: .string("Updated "))]),
      .object([JSONMember(key: "relative", value: .string("@0"))]),
      .object([JSONMember(key: "text", value: .string(""))]),
    ]
    let sites = [HostLayoutDecoder.patternKey(.compactTrailing, parts): "Job.swift:25:9"]
    #expect(HostLayoutDecoder.site(of: "Updated 3 yrs", in: .compactTrailing, sites) == "Job.swift:25:9")
    #expect(HostLayoutDecoder.site(of: "Updated 59 min", in: nil, sites) == "Job.swift:25:9")
    #expect(HostLayoutDecoder.site(of: "Updated 3 yrs", in: .lockScreen, sites) == nil)
    #expect(HostLayoutDecoder.site(of: "Refreshed 3 yrs", in: .compactTrailing, sites) == nil)
    // Words on both sides of a date.
    #expect(HostLayoutDecoder.matches("ETA 5 min away", ["WETA ", "*", "W away"]))
    #expect(!HostLayoutDecoder.matches("ETA 5 min", ["WETA ", "*", "W away"]))
    #expect(!HostLayoutDecoder.matches("5 min", ["*"]))
  }
}
