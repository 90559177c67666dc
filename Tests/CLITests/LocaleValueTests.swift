import Foundation
import TestSupport
import Testing

/// A `--locale` that is no language code is quoted back, escaped, as every other option's invalid value is
/// (`invalid value 'jsn' for --format`): the message said only "invalid value for --locale", so a person
/// with a long command line looked for which value it meant.
@Suite(.temporaryDirectory) struct LocaleValueTests {
  static let parcel = Repository.path("fixtures/examples/parcel/parcel.json")

  @Test(
    "The invalid value is named",
    arguments: [("de/../x", "de/../x"), ("\u{1B}[2J", "\\u{1B}[2J"), ("all", "all")])
  func named(value: String, shown: String) throws {
    let result = try CLIRunner.run(["render", Self.parcel, "--locale", value])
    #expect(result.status == 64)
    let expected =
      value == "all"
      ? "la-sim render: --locale all is for 'la-sim check'; name one language\n"
      : "la-sim render: invalid value '\(shown)' for --locale; expected a language code such as de, pt-BR or"
        + " zh-Hans\n"
    #expect(result.stderr == expected + "Try 'la-sim render --help'.\n")
  }
}
