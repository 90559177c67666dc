import Foundation
import TestSupport
import Testing

/// A scenario's `locale LANG` line: the whole story in the app's strings for that language, from the
/// fixture's own catalogs (`"strings"`) or `--strings`; `play --locale` wins, as `--pseudo-locale` does
/// over `pseudo-locale`.
@Suite(.temporaryDirectory) struct LocaleScenarioTests {
  static let parcel = Repository.path("fixtures/examples/parcel/parcel.json")

  func play(_ scenario: String, _ extra: [String] = [], fixture: String = parcel) throws -> CLIRunner.Result {
    let file = try TemporaryDirectory.ofThisTest().appending("story.scenario")
    try scenario.write(to: file, atomically: true, encoding: .utf8)
    return try CLIRunner.run(["play", fixture, file.path] + extra)
  }

  @Test("locale de plays the story in German, from the fixture's own catalog, and the header says so")
  func german() throws {
    let result = try play("snapshot start lock-screen\nlocale de\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("Ihr Paket ist auf dem Weg zu Ihnen"))
    #expect(!result.stdout.contains("Your parcel is on its way"))
    let header = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("parcel · ") })
    #expect(header.hasSuffix("(+0s) · locale de"))
  }

  @Test("play --locale wins over the scenario's line")
  func optionWins() throws {
    let result = try play("locale de\nsnapshot start lock-screen\n", ["--locale", "fi"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Pakettisi on matkalla kohti kotiovea"))
    #expect(!result.stdout.contains("Ihr Paket"))
  }

  @Test("a second locale line, a bad code, or a fixture with no strings is a one-line error")
  func errors() throws {
    let twice = try play("locale de\nlocale fi\n")
    #expect(twice.status == 65)
    #expect(twice.stderr.contains(":2: the locale is already chosen by line 1; a scenario has one"))
    let bad = try play("locale de/../x\n")
    #expect(bad.status == 65)
    #expect(bad.stderr.contains(":1: invalid language 'de/../x'; expected a language code"))
    let none = try play("locale de\nsnapshot start lock-screen\n", fixture: "courier")
    #expect(none.status == 65)
    #expect(none.stderr.contains(":1: 'locale de' needs the app's strings"))
    #expect(none.stderr.split(separator: "\n").count == 1)
  }

  @Test(
    "a locale line with no strings to read is an error at its line, as every scenario line's is (exit 65)")
  func localeWithoutStrings() throws {
    let result = try play("snapshot start lock-screen\nlocale fr\n", fixture: "courier")
    let file = try TemporaryDirectory.ofThisTest().appending("story.scenario").path
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "la-sim play: \(file):2: 'locale fr' needs the app's strings: give --strings FILE (.xcstrings,"
        + " .strings or .stringsdict) or name them in the fixture's \"strings\"\n")
    // --locale on the command line is still a usage error, named as the option.
    let option = try play("snapshot start lock-screen\n", ["--locale", "fr"], fixture: "courier")
    #expect(option.status == 64)
    #expect(option.stderr.hasPrefix("la-sim play: --locale fr needs the app's strings: give --strings FILE"))
  }
}
