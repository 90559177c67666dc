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
    (
      "\"a\" = \"b\";\nb+c = \"c\";\n", "de.lproj/x.strings:2:2: expected '=' or ';' after the key, found '+'"
    ),
    ("\"a\" = \"b\";\n  /* note\n", "de.lproj/x.strings:2:3: a comment never ends"),
    ("\"a\" = \"b;\n\n", "de.lproj/x.strings:1:7: a quoted string never ends"),
    (
      "\"a\" = \"b\";\n\u{1B}[2J",
      "de.lproj/x.strings:2:1: expected a key in quotes or a word of A-Z a-z 0-9 _$/:.-, found control character"
        + " U+1B: Foundation stops reading here and the app gets nothing after it"
    ),
    (
      "\"a\" = \"b\";\n\n\"%lld x\" = \"%@ y\";\n",
      "de.lproj/x.strings:3:1: the key \"%lld x\" has 1 argument (%lld), its translation 1 argument (%@)"
    ),
    ("\"a\" = \"b\"", "de.lproj/x.strings:1:10: expected ';' after the value, found the end of the file"),
  ]

  /// Places where Foundation's reader stops without a word, dropping the pairs after it, which la-sim
  /// refuses: a translator's curly quotes, a doubled `;`, a byte-order mark left by joining two files, a
  /// comment never closed, a key's quote never closed, text after an XML property list.
  static let silentStops: [(String, String)] = [
    (
      "\"a\" = \"b\";\n“c” = “d”;\n\"e\" = \"f\";\n",
      "de.lproj/x.strings:2:1: expected a key in quotes or a word of A-Z a-z 0-9 _$/:.-, found '“': Foundation"
        + " stops reading here and the app gets nothing after it"
    ),
    (
      "\"a\" = \"b\";;\n\"c\" = \"d\";\n",
      "de.lproj/x.strings:1:11: expected a key in quotes or a word of A-Z a-z 0-9 _$/:.-, found ';': Foundation"
        + " stops reading here and the app gets nothing after it"
    ),
    (
      "\"a\" = \"b\";\n\u{FEFF}\"c\" = \"d\";\n",
      "de.lproj/x.strings:2:1: expected a key in quotes or a word of A-Z a-z 0-9 _$/:.-, found a byte-order mark"
        + " (U+FEFF): Foundation stops reading here and the app gets nothing after it"
    ),
    ("\"a\" = \"b\"; /* note\n\"c\" = \"d\";\n", "de.lproj/x.strings:1:12: a comment never ends"),
    ("\"a\" = \"b\";\n\"c = d;\n", "de.lproj/x.strings:2:1: a quoted string never ends"),
    (
      "<plist><dict><key>a</key><string>b</string></dict></plist>\n<dict/>",
      "de.lproj/x.strings:2:1: expected nothing after the property list's element, found '<': Foundation stops"
        + " reading at its end and the app gets nothing after it"
    ),
  ]

  @Test(
    "Where Foundation silently stops reading a .strings file, la-sim refuses it at that place",
    arguments: silentStops)
  func silentStopPlaces(text: String, expected: String) {
    #expect(CatalogErrorPlaceTests.refusal(Array(text.utf8), file: "de.lproj/x.strings") == expected)
  }

  /// What Foundation reads that is no table of strings, refused at the value.
  static let notTables: [(String, String)] = [
    (
      "\"a\" = \"b\";\n\"c\" = (\"d\");\n",
      "de.lproj/x.strings:2:7: expected a string as the value of \"c\", found an array"
    ),
    (
      "\"a\" = {b = c;};",
      "de.lproj/x.strings:1:7: expected a string as the value of \"a\", found a dictionary"
    ),
    ("a = <0a1b>;", "de.lproj/x.strings:1:5: expected a string as the value of \"a\", found data"),
    (
      "\n  \"just a string\"\n",
      "de.lproj/x.strings:2:3: expected \"key\" = \"value\"; pairs, found a string alone"
    ),
    (
      "{\"a\" = \"b\";} \"c\";",
      "de.lproj/x.strings:1:14: expected the end of the file after the property list's dictionary, found '\"'"
    ),
    (
      "<plist><dict><key>a</key><integer>1</integer></dict></plist>",
      "de.lproj/x.strings:1:26: expected a string as the value of \"a\", found an integer"
    ),
  ]

  @Test(
    "A .strings value that is no string, or a file that is no table, is refused at its place",
    arguments: notTables)
  func notTablePlaces(text: String, expected: String) {
    #expect(CatalogErrorPlaceTests.refusal(Array(text.utf8), file: "de.lproj/x.strings") == expected)
  }

  @Test(
    "Old-style property list grammar: unquoted words, a key alone, single quotes, \\U and octal escapes, XML")
  func grammar() throws {
    let text = """
      /* Apple's grammar, as Foundation reads it */
      greeting = Hallo;
      'it\\'s' = 'Es ist';
      "%lld min";
      "escapes" = "\\U00e9 \\u00e9 \\351 \\101 \\\"q\\\" tab\\tend";
      {"braced" = "not at the top"};
      """
    #expect(CatalogErrorPlaceTests.refusal(Array(text.utf8), file: "de.lproj/x.strings").contains(":6:1: "))
    let catalog = try StringCatalog.decode(
      bytes: Array(text.split(separator: "\n").dropLast().joined(separator: "\n").utf8),
      file: "de.lproj/x.strings")
    #expect(catalog.lookup("greeting", in: "de")?.translation == [.literal("Hallo")])
    #expect(catalog.lookup("it's", in: "de")?.translation == [.literal("Es ist")])
    #expect(catalog.lookup("%lld min", in: "de")?.translation == [.argument(0, "lld"), .literal(" min")])
    #expect(catalog.lookup("escapes", in: "de")?.translation == [.literal("é u00e9 Ø A \"q\" tab\tend")])
    let xml = "<plist><dict><key>Hi</key><string>Hallo &amp; <![CDATA[<Tschüss>]]></string></dict></plist>"
    let fromXML = try StringCatalog.decode(bytes: Array(xml.utf8), file: "de.lproj/x.strings")
    #expect(fromXML.lookup("Hi", in: "de")?.translation == [.literal("Hallo & <Tschüss>")])
  }

  /// Where la-sim and Foundation part, on purpose (DECISIONS.md): an empty file is an empty table (Foundation
  /// refuses zero bytes); UTF-16 with no byte-order mark, which Foundation reads without its first
  /// character, is refused; so is an encoding other than UTF-8 or UTF-16 named in an XML declaration, and a
  /// binary property list.
  @Test(
    "Empty files are empty tables; BOM-less UTF-16, other declared encodings and binary lists are refused")
  func deviations() throws {
    #expect(try StringCatalog.decode(bytes: [], file: "de.lproj/x.strings").entries.isEmpty)
    let bomless = Array("\n\"a\" = \"b\";".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
    #expect(
      CatalogErrorPlaceTests.refusal(bomless, file: "de.lproj/x.strings")
        == "de.lproj/x.strings:1:1: the file looks like UTF-16 without a byte-order mark, which Foundation reads"
        + " without its first character: save it as UTF-8, or as UTF-16 with a byte-order mark")
    let latin = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist><dict/></plist>"
    #expect(
      CatalogErrorPlaceTests.refusal(Array(latin.utf8), file: "de.lproj/x.strings")
        == "de.lproj/x.strings:1:31: the file declares encoding \"ISO-8859-1\": la-sim reads property lists in"
        + " UTF-8 or UTF-16; save it as UTF-8")
    #expect(
      CatalogErrorPlaceTests.refusal(Array("bplist00".utf8) + [0, 1, 2], file: "de.lproj/x.strings")
        == "de.lproj/x.strings:1:1: a binary property list: la-sim reads XML and text ones (plutil -convert xml1"
        + " turns it into XML)")
  }

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
