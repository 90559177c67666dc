import Testing

/// A broken `.stringsdict` is refused at the element at fault, `file:line:column:`, with the key and the
/// language named: it used to say `x.stringsdict: key "…", language de: …` with no place, and its XML
/// errors (`an element never closes`) not even the key.
@Suite struct StringsdictErrorPlaceTests {
  /// A German `.stringsdict` whose one key's rule `stops` (its `<dict>` on line 8) has `forms` (from line
  /// 10, or 11 with `extra`), the format key `format` (line 6), and `extra` after the rule's `<dict>`.
  static func stringsdict(format: String = "<string>%#@stops@</string>", forms: String, extra: String = "")
    -> String
  {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>%lld stops</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>\(format)
        <key>stops</key>
        <dict>\(extra)
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    \(forms)
        </dict>
      </dict>
    </dict>
    </plist>
    """
  }

  static let fine =
    "    <key>one</key><string>%lld Halt</string>\n    <key>other</key><string>%lld Halte</string>"

  /// Files and the line each is refused with.
  static let cases: [(String, String)] = [
    (
      stringsdict(forms: "    <key>few</key><string>%lld Halte</string>\n" + fine),
      "de.lproj/x.stringsdict:10:5: key \"%lld stops\", language de: plural category \"few\" is not one de uses"
        + " (one, other)"
    ),
    (
      stringsdict(forms: "    <key>one</key><integer>1</integer>\n    <key>other</key><string>x</string>"),
      "de.lproj/x.stringsdict:10:19: key \"%lld stops\", language de: plural \"one\" must be a string, found an"
        + " integer"
    ),
    (
      stringsdict(forms: "    <key>one</key><string>%lld Halt</string>"),
      "de.lproj/x.stringsdict:8:5: key \"%lld stops\", language de: the rule \"stops\" needs \"other\""
    ),
    (
      "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key></dict></dict></plist>",
      "de.lproj/x.stringsdict:1:32: the key \"NSStringLocalizedFormatKey\" has no value"
    ),
    (
      stringsdict(format: "<string/>", forms: fine).replacingOccurrences(
        of: "<key>NSStringLocalizedFormatKey</key>", with: "<key>NSStringFormat</key>"),
      "de.lproj/x.stringsdict:5:3: key \"%lld stops\", language de: expected NSStringLocalizedFormatKey,"
        + " NSStringDeviceSpecificRuleType or NSStringVariableWidthRuleType in the key's dictionary"
    ),
    (
      stringsdict(format: "<array/>", forms: fine),
      "de.lproj/x.stringsdict:6:42: key \"%lld stops\", language de: NSStringLocalizedFormatKey must be a string,"
        + " found an array"
    ),
    (
      "<plist><dict><string>k</string><dict/></dict></plist>",
      "de.lproj/x.stringsdict:1:14: expected <key> in a <dict>, found a string where a key belongs"
    ),
    (
      stringsdict(forms: fine).replacingOccurrences(
        of: "  <dict>\n    <key>NSString", with: "  <string/>\n<key>NSString"),
      "de.lproj/x.stringsdict:14:1: expected </plist>, found </dict>"
    ),
    (
      stringsdict(forms: fine, extra: "\n      <key>note</key><string>a &nbsp; b</string>"),
      "de.lproj/x.stringsdict:9:32: unknown entity: expected &lt; &gt; &amp; &apos; &quot; &#N; or &#xH;"
    ),
    (
      stringsdict(forms: fine, extra: "\n      <key>note</key><string>unclosed"),
      "de.lproj/x.stringsdict:10:7: expected </string>, found <key>"
    ),
    (
      stringsdict(forms: fine).replacingOccurrences(of: "</plist>", with: "</plist>\n</dict>"),
      "de.lproj/x.stringsdict:16:1: expected nothing after the property list's element, found '<': Foundation"
        + " stops reading at its end and the app gets nothing after it"
    ),
    (
      "<plist><dict><key>a</key><string>b</string></dict>",
      "de.lproj/x.stringsdict:1:51: expected </plist>, found the end of the file"
    ),
    (
      "<plist><array/></plist>",
      "de.lproj/x.stringsdict:1:8: expected a dictionary of keys, found an array"
    ),
    (
      "<plist><dict><key>\u{1B}[2J</key><string>x</string></dict></plist>",
      "de.lproj/x.stringsdict:1:29: key \"\\u{1B}[2J\", language de: expected a dictionary with"
        + " NSStringLocalizedFormatKey, found a string"
    ),
  ]

  @Test("A .stringsdict file's error names its line, column, key and language", arguments: cases)
  func places(text: String, expected: String) {
    #expect(CatalogErrorPlaceTests.refusal(Array(text.utf8), file: "de.lproj/x.stringsdict") == expected)
  }

  @Test("A .stringsdict that is not UTF-8 is refused at its first bad byte")
  func encoding() {
    let bytes = Array(Self.stringsdict(forms: Self.fine).utf8)
    let at = bytes.firstIndex(of: UInt8(ascii: "H"))!
    var broken = bytes
    broken[at] = 0xC0
    #expect(
      CatalogErrorPlaceTests.refusal(broken, file: "de.lproj/x.stringsdict")
        == "de.lproj/x.stringsdict:10:32: the file is not valid UTF-8: byte 0xC0 here begins no character")
  }

  @Test("A .stringsdict in old-style text, as Foundation also reads one, is read and placed the same way")
  func oldStyle() throws {
    let text = """
      "%lld stops" = {
        NSStringLocalizedFormatKey = "%#@stops@";
        stops = { NSStringFormatSpecTypeKey = NSStringPluralRuleType; one = "%lld Halt"; many = "%lld Halte"; };
      };
      """
    #expect(
      CatalogErrorPlaceTests.refusal(Array(text.utf8), file: "de.lproj/x.stringsdict")
        == "de.lproj/x.stringsdict:3:84: key \"%lld stops\", language de: plural category \"many\" is not one de"
        + " uses (one, other)")
  }
}
