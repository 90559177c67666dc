import Checking
import Fixture
import FixtureJSON
import Testing

/// A well-formed SF Symbol name la-sim does not know loads, and `la-sim check` says its glyph and width are
/// guessed (LA004), apart from a known symbol that merely has no terminal glyph.
struct UnknownSymbolFindingTests {
  @Test func anUnknownSymbolIsReportedAsGuessedFixedOrThroughAnEnumCase() throws {
    let text = String(decoding: PackageResources.missing_glyph_json, as: UTF8.self)
      .replacing("\"dot.radiowaves.left.and.right\"", with: "\"foo.bar.baz\"")
      .replacing("\"waveform.path.ecg\"", with: "\"figure.hiking\"")
    let definition = try FixtureDecoder.decode(bytes: Array(text.utf8), file: "missing-glyph.json")
    let report = Checker.check(definition, file: "missing-glyph.json")
    #expect(
      report.findings.map(\.line) == [
        "missing-glyph.json: compact/leading (layouts.compactLeading): icon \"foo.bar.baz\" is an SF Symbol"
          + " la-sim does not know, so its glyph and width are guessed → \"□\" [LA004]",
        "missing-glyph.json: minimal/content (layouts.minimal): icon \"figure.hiking\" ({signal.icon} when"
          + " signal is \"searching\") is an SF Symbol la-sim does not know, so its glyph and width are guessed"
          + " → \"□\" [LA004]",
      ])
    #expect(!report.isClean)
  }
}
