import Escaping
import Fixture
import Formatting
import JSON
import StringCatalogs

/// `--strings FILE` (repeatable: `.xcstrings` String Catalogs or `LANG.lproj/*.strings` and `*.stringsdict`) and `--locale
/// LANG`: the app's own strings in a language, applied to the fixture once, when it loads.
package enum LocaleOption {
  /// The option as `help` texts list it.
  package static let usage = "--strings FILE… --locale LANG"

  /// The catalogs `--strings` names, then those the fixture names (`strings`, relative to the fixture file
  /// `reference`), merged (the first to have a key wins); nil when there are none. `language` is the one
  /// asked for otherwise than by `--locale` (a scenario's `locale` line); `always` reads the fixture's
  /// catalogs when none is (the simulator's `L`, which cycles through their languages).
  package static func catalog(
    _ arguments: ParsedArguments, fixture definition: ActivityDefinition? = nil, reference: String? = nil,
    language: String? = nil, always: Bool = false
  ) throws(CLIError) -> StringCatalog? {
    var files = arguments.options["strings"] ?? []
    // A fixture's own catalogs are read only when a language is asked for: start-up is unchanged without.
    if let definition, !definition.stringsFiles.isEmpty,
      always || arguments.value("locale") ?? language != nil
    {
      let directory =
        reference.flatMap { path -> String? in
          guard let slash = path.lastIndex(of: "/") else { return nil }
          return String(path[...slash])
        } ?? ""
      files += definition.stringsFiles.map { $0.hasPrefix("/") ? $0 : directory + $0 }
    }
    var catalogs: [StringCatalog] = []
    for file in files {
      let bytes = try InputFile.read(file, limit: .fixture)
      do {
        catalogs.append(try StringCatalog.decode(bytes: bytes, file: file))
      } catch {
        throw CLIError(error)
      }
    }
    return StringCatalog.merged(catalogs)
  }

  /// What a language asked for with no catalog to read it from is told, after the place that asked.
  package static let needsStrings =
    "needs the app's strings: give --strings FILE (.xcstrings, .strings or .stringsdict) or name them in the fixture's"
    + " \"strings\""

  /// The languages `--locale` asks for: one, or with `all` (check only) every language of the catalog;
  /// without `--locale`, `fallback` (a scenario's `locale` line: its caller refuses one with no catalog
  /// itself, at the scenario's line, as any line's error is).
  package static func languages(
    _ arguments: ParsedArguments, catalog: StringCatalog?, allowsAll: Bool, fallback: String? = nil
  ) throws(CLIError) -> [String] {
    let given = arguments.value("locale")
    guard let locale = given ?? fallback else { return [] }
    guard let catalog else { throw CLIError.usage("--locale \(locale) \(needsStrings)") }
    if locale == "all" {
      guard allowsAll else { throw CLIError.usage("--locale all is for 'la-sim check'; name one language") }
      return catalog.languages
    }
    // Letters, and digits after the first subtag: `es-419` is Latin America's Spanish.
    let valid =
      !locale.isEmpty && locale.count <= 16 && locale.first?.isLetter == true
      && locale.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
          || $0 == "_"
      }
    guard valid else {
      throw CLIError.usage(
        "invalid value '\(locale.abbreviated)' for --locale; expected a language code such as de, pt-BR or"
          + " zh-Hans")
    }
    return [locale]
  }

  /// `definition` in `language` with `catalog`'s strings, then in `pseudoLocale`, and the texts with no
  /// translation there. The language first: each text is looked up by the key Xcode extracts from the code,
  /// and the pseudolanguage then lengthens, accents or reverses what the phone shows in that language (as
  /// `NSDoubleLocalizedStrings` doubles the strings of the language the app runs in). The other way round,
  /// `--locale de --pseudo-locale double` looked up `%lld min %lld min` and found no German at all.
  package static func apply(
    _ definition: ActivityDefinition, catalog: StringCatalog?, language: String?,
    pseudoLocale: PseudoLocale? = nil
  ) -> (ActivityDefinition, [MissingTranslation]) {
    guard let catalog, let language else { return (definition.pseudoLocalized(pseudoLocale), []) }
    let (localized, missing) = definition.localized(catalog, language: language)
    return (localized.pseudoLocalized(pseudoLocale), missing)
  }

  /// What `command` (`render`) says on standard error of the translations `language` lacks: one line when the
  /// app has none in it at all (`MissingLanguage`: iOS then runs the whole app in its source language), else
  /// a line per text the catalogs lack (at most 20); nothing without a language.
  package static func warnings(
    _ missing: [MissingTranslation], catalog: StringCatalog?, language: String?, command: String
  ) -> [String] {
    guard let catalog, let language else { return [] }
    if let absent = MissingLanguage(language, in: catalog) {
      return ["la-sim \(command): \(absent.sentence)".terminalSafe]
    }
    return missing.prefix(20).map { gap in
      "la-sim \(command): no \(gap.language) translation of \"\(gap.key)\" (\(gap.place)); the phone shows the source language's text"
        .terminalSafe
    }
  }

  /// What a frame header adds in a language: ` · locale de`; nothing without one.
  package static func headerNote(_ language: String?) -> String {
    language.map { " · locale \($0)" } ?? ""
  }
}
