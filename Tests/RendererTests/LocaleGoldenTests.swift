import Fixture
import Foundation
import FrameFormats
import Layout
import Lifecycle
import Rendering
import StringCatalogs
import TestSupport
import Testing

/// Goldens of the sample app in its catalog's languages (fixtures/golden/locale), each what
/// `la-sim render fixtures/examples/parcel/parcel.json --strings …/Localizable.xcstrings --locale L --step 1`
/// prints.
@Suite struct LocaleGoldenTests {
  @Test(arguments: ["de", "fi", "ja", "ar"])
  func matchesGolden(_ language: String) throws {
    let (localized, _) = try StringCatalogTests.definition().localized(
      try StringCatalogTests.catalog(), language: language)
    let activity = LiveActivity.prepared(localized, step: 1, state: nil, elapsed: 0)
    let device = DeviceProfile.iPhone15Pro
    let frames = Renderer.renderAll(activity, device: device, now: activity.now)
    let text = FrameText.text(
      frames, header: FrameText.header(activity, device: device) + " · locale \(language)")
    let path = Repository.root.appendingPathComponent("fixtures/golden/locale/parcel-\(language).txt").path
    switch GoldenFile.compare(text, goldenPath: path) {
    case .match: break
    case .mismatch(let message): Issue.record(Comment(rawValue: message))
    case .recorded(let message): Issue.record(Comment(rawValue: message))
    }
  }

  @Test("The goldens are what la-sim render prints")
  func sameAsTheCommand() throws {
    let result = try LaSimProcess.run(
      [
        "render", StringCatalogTests.parcel, "--strings", StringCatalogTests.catalogPath, "--locale", "ar",
        "--step", "1",
      ], directory: Repository.root)
    #expect(result.status == 0)
    let golden = try String(
      contentsOf: Repository.root.appendingPathComponent("fixtures/golden/locale/parcel-ar.txt"),
      encoding: .utf8)
    #expect(result.stdout == golden)
    #expect(result.stderr.contains("no ar translation of \"On its way\" (layouts.expanded.leading)"))
  }

  @Test(
    "A fixture names its own catalogs (strings, relative to it): --locale needs no --strings, and none are read without it"
  )
  func fixtureNamesItsCatalogs() throws {
    let german = try LaSimProcess.run(
      ["render", StringCatalogTests.parcel, "--locale", "de", "--presentation", "lock-screen"],
      directory: Repository.root)
    #expect(german.status == 0)
    #expect(german.stdout.contains("Ihr Paket ist auf dem Weg zu Ihnen"))
    let english = try LaSimProcess.run(
      ["render", StringCatalogTests.parcel, "--presentation", "lock-screen"], directory: Repository.root)
    #expect(english.stdout.contains("Your parcel is on its way"))
    let check = try LaSimProcess.run(
      ["check", StringCatalogTests.parcel, "--locale", "all", "--device", "iphone-15-pro"],
      directory: Repository.root)
    #expect(check.stdout.contains("parcel.json [de]: 2 findings (1 clipped, 1 tight)"))
    #expect(
      check.stdout.contains("[de] iphone-15-pro compact/trailing step 0 loaded (active, stale): \"95 Min.\""))
    #expect(check.stdout.contains("[ar] (layouts.expanded.leading): no ar translation of \"On its way\""))
    let summary = try LaSimProcess.run(
      ["check", StringCatalogTests.parcel, "--locale", "all", "--device", "phones", "--summary"],
      directory: Repository.root)
    #expect(
      summary.stdout.contains(
        "parcel.json [en, ar, de, fi, ja]: compact/trailing clipped: \"95 Min.\" on iphone-15-pro,"
          + " iphone-15-pro-landscape in de (×4) [LA001]"))
    let nothing = try LaSimProcess.run(["render", "courier", "--locale", "de"], directory: Repository.root)
    #expect(nothing.status == 64)
    #expect(nothing.stderr.contains("--locale de needs the app's strings: give --strings FILE"))
  }
}
