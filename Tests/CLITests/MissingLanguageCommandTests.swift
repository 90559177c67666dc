import Foundation
import TestSupport
import Testing

/// `--locale` of a language the app has no translation in at all (render, check, run): one fact, said once,
/// where a language the app has in part keeps a missing translation per text.
@Suite(.temporaryDirectory) struct MissingLanguageCommandTests {
  static let parcel = Repository.root.appendingPathComponent("fixtures/examples/parcel/parcel.json").path
  static let sentence =
    "no xx translations at all (the app's catalogs have ar, de, fi, ja): the phone shows the app in its"
    + " source language, en"

  @Test("render --locale xx: one line on standard error, and the frames the source language's")
  func renderSaysItOnce() throws {
    let result = try CLIRunner.run(["render", Self.parcel, "--locale", "xx", "--presentation", "compact"])
    #expect(result.status == 0)
    #expect(result.stderr == "la-sim render: \(Self.sentence)\n")
    let english = try CLIRunner.run(["render", Self.parcel, "--locale", "en", "--presentation", "compact"])
    #expect(english.stderr.isEmpty)
    #expect(result.stdout == english.stdout.replacing(" · locale en\n", with: " · locale xx\n"))
  }

  @Test("check --locale xx: one LA014 for the whole fixture, counted as the language, exit 0; --strict fails")
  func checkText() throws {
    let result = try CLIRunner.run(["check", Self.parcel, "--locale", "xx", "--device", "iphone-15-pro"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains("[LA014]") } == ["\(Self.parcel): [xx]: \(Self.sentence) [LA014]"])
    #expect(lines.contains("\(Self.parcel) [xx]: clean but for 1 warning (no xx translations) in 29 frames"))
    let strict = try CLIRunner.run([
      "check", Self.parcel, "--locale", "xx", "--device", "iphone-15-pro", "--strict",
    ])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("\(Self.parcel) [xx]: 1 LA014, which --strict counts as failures"))
  }

  @Test("check --locale xx --summary and --group-by: the same one finding")
  func checkSummaryAndGroups() throws {
    let summary = try CLIRunner.run([
      "check", Self.parcel, "--locale", "xx", "--device", "iphone-15-pro", "--summary",
    ])
    #expect(
      summary.stdout.split(separator: "\n").filter { $0.contains("[LA014]") }
        == ["\(Self.parcel) [xx]: \(Self.sentence) [LA014]"])
    let grouped = try CLIRunner.run([
      "check", Self.parcel, "--locale", "xx", "--device", "iphone-15-pro", "--group-by", "text",
    ])
    #expect(grouped.stdout.contains("\(Self.parcel) [xx] — text every text: 1 finding\n"))
    #expect(grouped.stdout.split(separator: "\n").filter { $0.contains("[LA014]") }.count == 1)
  }

  @Test("check --locale xx --format json and sarif: one LA014, at the fixture's strings")
  func checkJSONAndSARIF() throws {
    let json = try CLIRunner.run([
      "check", Self.parcel, "--locale", "xx", "--device", "iphone-15-pro", "--format", "json",
    ])
    #expect(json.status == 0)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let fixture = try #require((root["fixtures"] as? [[String: Any]])?.first)
    #expect(fixture["counts"] as? [String: Int] == ["LA014": 1])
    let findings = try #require(fixture["findings"] as? [[String: Any]])
    let translations = findings.filter { $0["code"] as? String == "LA014" }
    #expect(translations.count == 1)
    #expect(translations.first?["message"] as? String == Self.sentence)
    #expect(translations.first?["locale"] as? String == "xx")
    #expect(translations.first?["shown"] as? String == "en")
    #expect(translations.first?["detail"] as? String == "ar, de, fi, ja")
    let sarif = try CLIRunner.run([
      "check", Self.parcel, "--locale", "xx", "--device", "iphone-15-pro", "--format", "sarif",
    ])
    let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    let found = results.filter { $0["ruleId"] as? String == "LA014" }
    #expect(found.count == 1)
    let location =
      (found.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    let region = location?["region"] as? [String: Int]
    // parcel.json's line 7 is `"strings": ["Localizable.xcstrings"],`.
    #expect(region == ["startLine": 7, "startColumn": 3])
  }

  @Test("A language the app has in part keeps one LA014 per text it lacks")
  func partialLanguage() throws {
    let render = try CLIRunner.run(["render", Self.parcel, "--locale", "ar", "--presentation", "compact"])
    #expect(
      render.stderr
        == "la-sim render: no ar translation of \"On its way\" (layouts.expanded.leading); the phone shows the"
        + " source language's text\n")
    let check = try CLIRunner.run(["check", Self.parcel, "--locale", "ar", "--device", "iphone-15-pro"])
    #expect(
      check.stdout.split(separator: "\n").filter { $0.contains("[LA014]") }
        == [
          "\(Self.parcel): [ar] (layouts.expanded.leading): no ar translation of \"On its way\" in the catalog:"
            + " the phone shows the source language's text [LA014]"
        ])
    #expect(check.stdout.contains("clean but for 1 warning (1 missing translation)"))
  }

  @Test(
    "A region reads its language (de-CH, de_DE read de); en-GB reads the source language: nothing missing")
  func regions() throws {
    for language in ["de-CH", "de_DE", "en-GB"] {
      let render = try CLIRunner.run([
        "render", Self.parcel, "--locale", language, "--presentation", "lock-screen",
      ])
      #expect(render.status == 0)
      #expect(render.stderr.isEmpty, "\(language): \(render.stderr)")
      let check = try CLIRunner.run(["check", Self.parcel, "--locale", language, "--device", "iphone-15-pro"])
      #expect(!check.stdout.contains("[LA014]"), "\(language): \(check.stdout)")
    }
    let swiss = try CLIRunner.run([
      "render", Self.parcel, "--locale", "de-CH", "--presentation", "lock-screen",
    ])
    #expect(swiss.stdout.contains("Ihr Paket ist auf dem Weg zu Ihnen"))
  }

  @Test("--locale takes a region of digits (es-419), here a language the app lacks")
  func numericRegion() throws {
    let result = try CLIRunner.run(["render", Self.parcel, "--locale", "es-419", "--presentation", "compact"])
    #expect(result.status == 0)
    #expect(result.stderr.hasPrefix("la-sim render: no es-419 translations at all ("))
    #expect(try CLIRunner.run(["render", Self.parcel, "--locale", "419"]).status == 64)
  }

  @Test("run (piped) --locale xx: the one line, then the frames")
  func runSaysItOnce() throws {
    let result = try CLIRunner.run(["run", Self.parcel, "--locale", "xx"])
    #expect(result.status == 0)
    #expect(result.stderr == "la-sim run: \(Self.sentence)\n")
    #expect(result.stdout.contains("Your parcel is on its way"))
  }
}
