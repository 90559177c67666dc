import StringCatalogs
import Testing

/// A `.stringsdict` key may hold a device rule or a width rule in place of a format with plural rules
/// (Xcode's "Creating width and device variants of strings"). la-sim refused both as a key without
/// `NSStringLocalizedFormatKey`, so an app whose strings vary by device could not be localized at all.
@Suite struct StringsdictRuleTests {
  static func stringsdict(_ rule: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>UserInstructions</key>
        <dict>
      \(rule)
        </dict>
      </dict>
      </plist>
      """.utf8)
  }

  static func text(_ catalog: StringCatalog, _ key: String = "UserInstructions") -> String? {
    guard let (pieces, missing) = catalog.lookup(key, in: "de"), !missing else { return nil }
    return pieces.map { if case .literal(let text) = $0 { text } else { "%" } }.joined()
  }

  @Test("A device rule gives the iPhone's string: a Live Activity's views are the iPhone app's")
  func deviceRule() throws {
    let catalog = try StringCatalog.decode(
      bytes: Self.stringsdict(
        """
            <key>NSStringDeviceSpecificRuleType</key>
            <dict>
              <key>mac</key><string>Hier klicken</string>
              <key>iphone</key><string>Hier tippen</string>
              <key>appletv</key><string>Hier drücken</string>
            </dict>
        """), file: "de.lproj/Localizable.stringsdict")
    #expect(Self.text(catalog) == "Hier tippen")
  }

  @Test("A device rule without an iPhone string leaves the key untranslated in that language")
  func deviceRuleWithoutIPhone() throws {
    let catalog = try StringCatalog.decode(
      bytes: Self.stringsdict(
        """
            <key>NSStringDeviceSpecificRuleType</key>
            <dict><key>mac</key><string>Hier klicken</string></dict>
        """), file: "de.lproj/Localizable.stringsdict")
    #expect(Self.text(catalog) == nil)
  }

  @Test("A width rule gives the string of its largest width")
  func widthRule() throws {
    let catalog = try StringCatalog.decode(
      bytes: Self.stringsdict(
        """
            <key>NSStringVariableWidthRuleType</key>
            <dict>
              <key>1</key><string>Hi</string>
              <key>53</key><string>Grüße und Salutationen</string>
              <key>22</key><string>Hallo</string>
            </dict>
        """), file: "de.lproj/Localizable.stringsdict")
    #expect(Self.text(catalog) == "Grüße und Salutationen")
  }

  @Test(
    "A rule's mistakes are refused at their place",
    arguments: [
      (
        "    <key>NSStringDeviceSpecificRuleType</key>\n    <dict><key>iPhone</key><string>x</string></dict>",
        "de.lproj/x.stringsdict:7:11: key \"UserInstructions\", language de: unknown device \"iPhone\" (did you"
          + " mean 'iphone'?); expected one of appletv, applevision, applewatch, ipad, iphone, ipod, mac"
      ),
      (
        "    <key>NSStringDeviceSpecificRuleType</key>\n    <dict><key>iphone</key><true/></dict>",
        "de.lproj/x.stringsdict:7:28: key \"UserInstructions\", language de: the iphone variant must be a string,"
          + " found a boolean"
      ),
      (
        "    <key>NSStringDeviceSpecificRuleType</key>\n    <string>x</string>",
        "de.lproj/x.stringsdict:7:5: key \"UserInstructions\", language de: NSStringDeviceSpecificRuleType must"
          + " be a dictionary, found a string"
      ),
      (
        "    <key>NSStringVariableWidthRuleType</key>\n    <dict><key>wide</key><string>x</string></dict>",
        "de.lproj/x.stringsdict:7:11: key \"UserInstructions\", language de: a width variant's key must be a"
          + " whole number, found \"wide\""
      ),
      (
        "    <key>NSStringVariableWidthRuleType</key>\n    <dict/>",
        "de.lproj/x.stringsdict:7:5: key \"UserInstructions\", language de: a width rule needs at least one"
          + " variant"
      ),
    ])
  func refusals(rule: String, expected: String) {
    #expect(
      CatalogErrorPlaceTests.refusal(Self.stringsdict(rule), file: "de.lproj/x.stringsdict") == expected)
  }
}

extension StringsdictRuleTests {
  @Test(
    "A Base.lproj .stringsdict is the development language's, taken as English: its one and other are read")
  func baseLocalization() throws {
    let plist = """
      <plist version="1.0"><dict>
        <key>%lld stops</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@stops@</string>
          <key>stops</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%lld stop</string>
            <key>other</key><string>%lld stops</string>
          </dict>
        </dict>
      </dict></plist>
      """
    let catalog = try StringCatalog.decode(
      bytes: Array(plist.utf8), file: "app/Base.lproj/Localizable.stringsdict")
    #expect(catalog.lookup("%lld stops", in: "en")?.isMissing == false)
  }
}
