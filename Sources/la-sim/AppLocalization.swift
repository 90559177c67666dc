import Arguments
import Fixture
import Formatting
import StringCatalogs
import Views

/// `--strings`, `--locale` and `--pseudo-locale` on the app's Swift: the code is evaluated in the language
/// (its `Locale`-aware formatting follows it), and each localized `Text` is looked up by the key Xcode
/// extracts for it, its interpolated values placed where the translation puts them; a pseudolanguage changes
/// the words and keeps the values.
struct AppLocalization: Sendable {
  /// The app's strings: `--strings`, then the `--pipeline` fixture's own.
  var catalog: StringCatalog?
  /// The language asked for.
  var language: String?
  /// The pseudolanguage asked for.
  var pseudoLocale: PseudoLocale?

  init(_ arguments: ParsedArguments, fixture: ActivityDefinition, reference: String?) throws(CLIError) {
    pseudoLocale = try PseudoLocaleOption.parse(arguments.value("pseudo-locale"))
    catalog = try LocaleOption.catalog(arguments, fixture: fixture, reference: reference)
    language = try LocaleOption.languages(arguments, catalog: catalog, allowsAll: false).first
  }

  /// A language and a pseudolanguage already chosen (a scenario's lines or the options).
  init(catalog: StringCatalog?, language: String?, pseudoLocale: PseudoLocale?) {
    self.catalog = catalog
    self.language = language
    self.pseudoLocale = pseudoLocale
  }

  /// The language the app's code runs in (its `@Environment(\.locale)`): the one asked for, or the catalogs'
  /// source language when the app has no translation in it at all, as iOS then runs it in its development
  /// language (`MissingLanguage`).
  var appLanguage: String? { Self.appLanguage(language, catalog: catalog) }

  /// `appLanguage` for `language` with `catalog`.
  static func appLanguage(_ language: String?, catalog: StringCatalog?) -> String? {
    guard let language, let catalog, catalog.match(language).isAbsent else { return language }
    return catalog.sourceLanguage
  }

  /// Whether the host's texts must keep their keys and values apart.
  var isActive: Bool { language != nil || pseudoLocale != nil }

  /// The definition the code drew, in the pseudolanguage and the language, and the texts with no
  /// translation there.
  func apply(to definition: ActivityDefinition) -> (ActivityDefinition, [MissingTranslation]) {
    LocaleOption.apply(definition, catalog: catalog, language: language, pseudoLocale: pseudoLocale)
  }

  /// Each text of `drawn` beside the same text in `translated` (the same views, their texts looked up): the
  /// code's words and the words shown.
  static func texts(of drawn: ActivityDefinition, as translated: ActivityDefinition) -> [(String, String)] {
    var pairs: [(String, String)] = []
    // StandBy's own view too, when the code draws one.
    var views = drawn.layouts.fresh.compactMap { slot, node in
      translated.layouts.fresh[slot].map { (node, $0) }
    }
    if let node = drawn.layouts.standBy, let other = translated.layouts.standBy {
      views.append((node, other))
    }
    // A `Text + Text`'s parts are left out: a clip names the whole text, which no part is, and a sentence
    // translated whole (`Updated %@`) may have other parts than the code's.
    func whole(_ parts: [LayoutNode], _ style: ViewStyle) -> LayoutNode? { .concatenation(parts, style) }
    for (node, other) in views {
      var before: [String] = []
      var after: [String] = []
      _ = node.mapTemplates(sentences: whole) { template in
        before.append(TemplateText.resolve(template, values: [:], definition: drawn))
        return template
      }
      _ = other.mapTemplates(sentences: whole) { template in
        after.append(TemplateText.resolve(template, values: [:], definition: translated))
        return template
      }
      guard before.count == after.count else { continue }
      pairs += zip(before, after).filter { $0 != $1 }
    }
    return pairs
  }
}
