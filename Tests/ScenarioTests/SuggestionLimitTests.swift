import Layout
import Scenarios
import Testing
import Typography
import Views

/// Every "did you mean" of la-sim goes through `Spelling.suggestions`: a typo two edits from a name gets
/// it, one three edits away gets nothing (DECISIONS.md, "Did you mean is bounded"), in each place that
/// suggests a name.
@Suite struct SuggestionLimitTests {
  @Test func colours() {
    #expect(NamedColor.suggestion(for: "orgnae") == .orange)
    #expect(NamedColor.suggestion(for: "purpel") == .purple)
    #expect(NamedColor.suggestion(for: "ndxgxo") == nil)
    #expect(NamedColor.suggestion(for: "purplxyz") == nil)
    // Colour names are SwiftUI's, in lower case: another case is a typo of the same name.
    #expect(NamedColor.suggestion(for: "Red") == .red)
    #expect(NamedColor.suggestion(for: "grey") == .gray)
  }

  @Test func dynamicTypeSizes() {
    #expect(DynamicTypeNames.suggestion(for: "xxxLrg") == "xxxLarge")
    #expect(DynamicTypeNames.suggestion(for: "mxdxum") == "medium")
    #expect(DynamicTypeNames.suggestion(for: "mxdxxm") == nil)
    #expect(DynamicTypeNames.suggestion(for: "xxxLqrqz") == nil)
    // Under six letters, one edit only (DECISIONS.md, "Dynamic Type on the command line").
    #expect(DynamicTypeNames.suggestion(for: "medum") == "medium")
    #expect(DynamicTypeNames.suggestion(for: "al", extra: ["all"]) == "all")
    #expect(DynamicTypeNames.suggestion(for: "all") == nil)
  }

  @Test func symbols() {
    #expect(SymbolCatalog.suggestions(for: "box.truk.fil").first == "box.truck.fill")
    #expect(SymbolCatalog.suggestions(for: "bicycel") == ["bicycle"])
    #expect(SymbolCatalog.suggestions(for: "bxcxcxe").isEmpty)
    #expect(SymbolCatalog.suggestions(for: "car.fill").contains("car.fill") == false)
    #expect(SymbolCatalog.suggestions(for: "x").isEmpty)
  }

  @Test func devices() {
    #expect(DeviceProfile.unknownMessage("ipohne-15-pro").contains("(did you mean 'iphone-15-pro'?)"))
    #expect(!DeviceProfile.unknownMessage("ipxhxe-15-pro").contains("did you mean"))
  }

  @Test(arguments: [
    ("snapshto a", "unknown command 'snapshto' (did you mean 'snapshot'?)"),
    ("relevanec a 1", "unknown command 'relevanec' (did you mean 'relevance'?)"),
    ("snapshot a\nexpect verdict aplied", "unknown verdict 'aplied' (did you mean 'applied'?)"),
    ("snapshot a\nexpect verdict apxlxex", "unknown verdict 'apxlxex'; expected one of:"),
    ("snpshto a", "unknown command 'snpshto'; expected one of:"),
    ("rxlxvanxe a 1", "unknown command 'rxlxvanxe'; expected one of:"),
  ])
  func scenarioWords(_ text: String, _ expected: String) {
    #expect {
      _ = try Scenario.parse(text, file: "s.scenario")
    } throws: { error in
      "\(error)".contains(expected)
    }
  }
}
