import StringCatalogs
import Testing

/// A broken `.strings` file is refused at its place, `file:line:column:`, as every text la-sim reads is: the
/// line alone, in the message (`x.strings: line 2: …`), was no place an editor or a CI annotation could open.
@Suite struct StringsFileErrorPlaceTests {
  /// `.strings` files and the line each is refused with.
  static let stringsCases: [(String, String)] = [
    (
      "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n",
      "de.lproj/x.strings:2:10: expected ';' after the value, found '\"' on line 3"
    ),
    ("\"a\" = \"b\";\nb = \"c\";\n", "de.lproj/x.strings:2:1: expected a key in double quotes, found 'b'"),
    ("\"a\" = \"b\";\n  /* note\n", "de.lproj/x.strings:2:3: a comment never ends"),
    ("\"a\" = \"b;\n\n", "de.lproj/x.strings:1:7: a quoted text never ends"),
    (
      "\"a\" = \"b\";\n\u{1B}[2J",
      "de.lproj/x.strings:2:1: expected a key in double quotes, found control character U+1B"
    ),
    (
      "\"a\" = \"b\";\n\n\"%lld x\" = \"%@ y\";\n",
      "de.lproj/x.strings:3:1: the key \"%lld x\" has 1 argument (%lld), its translation 1 argument (%@)"
    ),
    ("\"a\" = \"b\"", "de.lproj/x.strings:1:10: expected ';' after the value, found the end of the file"),
  ]

  @Test("A .strings file's error names its line and column", arguments: stringsCases)
  func stringsPlaces(text: String, expected: String) {
    #expect(CatalogErrorPlaceTests.refusal(Array(text.utf8), file: "de.lproj/x.strings") == expected)
  }

  @Test("A .strings file that is not UTF-8 is refused at its first bad byte")
  func stringsEncoding() {
    let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";\n".utf8)
    #expect(
      CatalogErrorPlaceTests.refusal(bytes, file: "de.lproj/x.strings")
        == "de.lproj/x.strings:2:8: the file is not valid UTF-8: byte 0xFF here begins no character")
  }
}
