import StringCatalogs
import Testing

/// A `stringUnit`'s `state`: Xcode writes one of four strings; the build copies the value into the app
/// whatever the state, so iOS shows a `needs_review`, `new` or `stale` translation as it shows a
/// `translated` one. A state that is not a string is no catalog Xcode wrote, and is refused at its place.
@Suite struct CatalogUnitStateTests {
  @Test("A state that is not a string is refused at its place")
  func nonStringState() {
    let text = CatalogErrorPlaceTests.french("{ \"state\": 3, \"value\": \"x\" }")
    #expect(
      CatalogErrorPlaceTests.refusal(Array(text.utf8), file: "x.xcstrings")
        == "x.xcstrings:7:27: $.strings.a.localizations.fr.stringUnit.state: expected a string"
        + " (\"translated\", \"needs_review\", \"new\" or \"stale\"), found an integer")
  }

  @Test(
    "Any state string is read, and the phone shows the value, as a built app does",
    arguments: ["translated", "needs_review", "new", "stale", "reviewed-by-legal"])
  func stateStrings(state: String) throws {
    let text = CatalogErrorPlaceTests.french("{ \"state\": \"\(state)\", \"value\": \"bonjour\" }")
    let catalog = try StringCatalog.decode(bytes: Array(text.utf8), file: "x.xcstrings")
    #expect(catalog.lookup("a", in: "fr")?.translation == [.literal("bonjour")])
  }
}
