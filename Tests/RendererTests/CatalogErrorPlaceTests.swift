import StringCatalogs
import Testing

/// A broken String Catalog is refused at its place, as a fixture is: `file:line:column:`, then the JSON path
/// (which names the key and the language), then what was expected.
@Suite struct CatalogErrorPlaceTests {
  /// The error's one line, or "" when the catalog was read.
  static func refusal(_ bytes: [UInt8], file: String) -> String {
    do {
      _ = try StringCatalog.decode(bytes: bytes, file: file)
      return ""
    } catch {
      return error.description
    }
  }

  /// A catalog whose one key `a` has a French `stringUnit` of `unit`, on line 7 from column 11.
  static func french(_ unit: String) -> String {
    """
    {
      "sourceLanguage": "en",
      "strings": {
        "a": {
          "localizations": {
            "fr": {
              "stringUnit": \(unit)
            }
          }
        }
      }
    }
    """
  }

  /// Catalogs and the line each is refused with.
  static let catalogCases: [(String, String)] = [
    (
      french("{ \"state\": \"translated\" }"),
      "x.xcstrings:7:11: $.strings.a.localizations.fr.stringUnit: missing key \"value\" (the translation,"
        + " a string)"
    ),
    (
      french("{ \"value\": 5 }"),
      "x.xcstrings:7:27: $.strings.a.localizations.fr.stringUnit.value: expected a string, found an integer"
    ),
    (
      french("\"bonjour\""),
      "x.xcstrings:7:11: $.strings.a.localizations.fr.stringUnit: expected an object with \"value\", found a"
        + " string"
    ),
    ("{", "x.xcstrings:1:2: invalid JSON: expected a member name in quotes, found end of file"),
    ("[]", "x.xcstrings:1:1: $: expected a String Catalog (a JSON object), found an array"),
    (
      "{\"strings\": {}}",
      "x.xcstrings:1:1: $: missing key \"sourceLanguage\" (a language code such as \"en\")"
    ),
    (
      "{\"sourceLanguage\": 5, \"strings\": {}}",
      "x.xcstrings:1:2: $.sourceLanguage: expected a language code such as \"en\", found an integer"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"Hi\": {\"localizations\": {\"de\": {}}}}}",
      "x.xcstrings:1:63: $.strings.Hi.localizations.de: expected \"stringUnit\" or \"variations\", found"
        + " neither"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"%lld left\": {\"localizations\": {\"de\": {\"stringUnit\":"
        + " {\"value\": \"übrig\"}}}}}}",
      "x.xcstrings:1:70: $.strings[\"%lld left\"].localizations.de: the key has 1 argument (%lld), the"
        + " translation no argument"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"%lld left\": {\"localizations\": {\"en\": {\"variations\":"
        + " {\"plural\": {\"few\": {\"stringUnit\": {\"value\": \"%lld left\"}}, \"other\": {\"stringUnit\":"
        + " {\"value\": \"%lld left\"}}}}}}}}}",
      "x.xcstrings:1:103: $.strings[\"%lld left\"].localizations.en.variations.plural.few: plural category"
        + " \"few\" is not one en uses (one, other)"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"a\": {\"shouldTranslate\": \"no\"}}}",
      "x.xcstrings:1:44: $.strings.a.shouldTranslate: expected true or false, found a string"
    ),
    (
      "{\"sourceLanguage\": \"en\", \"strings\": {\"\\u001b[2J\": {\"localizations\": {\"de\": {\"stringUnit\":"
        + " {}}}}}}",
      "x.xcstrings:1:77: $.strings[\"\\u{1B}[2J\"].localizations.de.stringUnit: missing key \"value\" (the"
        + " translation, a string)"
    ),
  ]

  @Test("A String Catalog's error names its line, column and JSON path", arguments: catalogCases)
  func catalogPlaces(text: String, expected: String) {
    #expect(Self.refusal(Array(text.utf8), file: "x.xcstrings") == expected)
  }
}
