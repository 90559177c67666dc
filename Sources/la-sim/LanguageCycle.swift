import Arguments
import Fixture
import Formatting
import Simulator
import StringCatalogs

/// `L` in the simulator: the app's strings in the next language of its catalogs (the source language
/// first), from the one shown; without `--locale`, the fixture's own texts come round again after the last.
/// The fixture's own catalogs are read at the first press, so start-up without a language is unchanged.
@MainActor
final class LanguageCycle {
  private let arguments: ParsedArguments
  private let references: [String]
  private let pseudoLocale: PseudoLocale?
  private var catalog: StringCatalog?
  private var cycle: [String?]?
  private var index = 0
  private let shown: String?

  init(
    arguments: ParsedArguments, shown: String?, catalog: StringCatalog?, references: [String],
    pseudoLocale: PseudoLocale?
  ) {
    self.arguments = arguments
    self.shown = shown
    self.catalog = catalog
    self.references = references
    self.pseudoLocale = pseudoLocale
  }

  /// Every fixture in the next language, each as a reload at its place; `.unavailable` without a catalog.
  func next() -> LanguageChange {
    if cycle == nil {
      if catalog == nil, let first = references.first {
        do throws(CLIError) {
          catalog = try LocaleOption.catalog(
            arguments, fixture: try FixtureLoader.load(first), reference: first, language: shown, always: true
          )
        } catch {
          return .unreadable(error.message)
        }
      }
      guard let catalog else { return .unavailable }
      var languages: [String?] = [shown]
      for code in catalog.languages where !languages.contains(code) { languages.append(code) }
      cycle = languages
    }
    guard let cycle, cycle.count > 1 else { return .unavailable }
    index = (index + 1) % cycle.count
    let language = cycle[index]
    return .changed(
      language,
      references.enumerated().map { position, reference in
        do throws(CLIError) {
          let loaded = try FixtureLoader.load(reference)
          return .loaded(
            LocaleOption.apply(loaded, catalog: catalog, language: language, pseudoLocale: pseudoLocale).0,
            position: position, file: reference)
        } catch {
          return .failed(error.message, position: position, file: reference)
        }
      })
  }
}
