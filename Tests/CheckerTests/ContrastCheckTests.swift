import Checking
import Fixture
import FixtureJSON
import Foundation
import TestSupport
import Testing
import Views

/// `check --appearance`: LA013, a text that stands out too little from what it lies on in an appearance.
@Suite(.temporaryDirectory) struct ContrastCheckTests {
  /// A fixture whose Lock Screen card has `tint` and whose one text is drawn in `color`.
  func findings(
    tint: String?, color: String?, staleColor: String? = nil, in schemes: [ColorScheme]
  ) throws -> [Finding] {
    let tintMember = tint.map { "\"activityBackgroundTint\": \"\($0)\"," } ?? ""
    // The Lock Screen's stale layout, in `staleColor`.
    let staleMember =
      staleColor.map {
        "\"staleLayouts\": { \"lockScreen\": { \"text\": \"Refreshing\", \"color\": \"\($0)\" } },"
      } ?? ""
    let colorMember = color.map { ", \"color\": \"\($0)\"" } ?? ""
    let json = """
      {
        "name": "contrast", "attributesType": "ContrastAttributes",
        "attributes": {}, "attributeValues": {}, "contentState": {},
        "pipeline": [ { "name": "start", "contentState": {} }, { "name": "later", "contentState": {} } ],
        "end": { "dismissalPolicy": "default" }, \(tintMember) \(staleMember)
        "layouts": {
          "lockScreen": { "text": "On its way", "font": "subheadline"\(colorMember) },
          "compactLeading": { "text": "A" }, "compactTrailing": { "text": "B" },
          "minimal": { "text": "C" }, "expanded": { "center": { "text": "Pizza" } }
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "contrast.json")
    return Checker.check(definition, file: "contrast.json", devices: [.iPhone15Pro], colorSchemes: schemes)
      .findings.filter { $0.code == .lowContrast }
  }

  /// Runs `la-sim` with `arguments` in the test's own temporary directory.
  func run(_ arguments: [String]) throws -> LaSimProcess.Result {
    try LaSimProcess.run(arguments, directory: try TemporaryDirectory.ofThisTest().url)
  }

  @Test("The default .primary on a black card vanishes in light appearance and reads in dark")
  func primaryOnBlack() throws {
    #expect(try findings(tint: "black", color: nil, in: [.dark]).isEmpty)
    let light = try findings(tint: "black", color: nil, in: [.light, .dark])
    #expect(light.count == 1, "one finding for the region and colour pair, folded over both steps")
    let finding = try #require(light.first)
    #expect(finding.colorScheme == .light)
    #expect(finding.presentationRegion == "lock-screen/content")
    #expect(finding.sources.count == 2)
    #expect(finding.available == 1)
    #expect(finding.code.isError)
    #expect(finding.line.contains("\"On its way\""))
    #expect(finding.line.contains(".primary (#000000) on #000000, stand out 1.0:1 in light appearance"))
    #expect(finding.line.hasSuffix("[LA013]"))
  }

  @Test("A stale layout is checked in the stale state: gray on white there fails, white before it reads")
  func staleLayout() throws {
    let found = try findings(tint: "white", color: "black", staleColor: "gray", in: [.dark])
    #expect(found.count == 1, "\(found.map(\.line))")
    let finding = try #require(found.first)
    #expect(finding.states == [.stale])
    #expect(finding.sources.count == 2)
    #expect(
      finding.line.contains(
        "steps 0, 1 (stale): \"Refreshing\" and the other texts drawn alike, .gray (#8e8e93) on #ffffff"))
    // Without a stale layout the stale state draws the active views: nothing more to check.
    #expect(try findings(tint: "white", color: "black", in: [.dark]).isEmpty)
  }

  @Test("A card with no tint follows the appearance, so .primary reads in both")
  func systemBackground() throws {
    #expect(try findings(tint: nil, color: nil, in: [.light, .dark]).isEmpty)
  }

  @Test("A fixed white on a black card reads in both appearances; gray on white fails the HIG's 4.5:1")
  func fixedColours() throws {
    #expect(try findings(tint: "black", color: "white", in: [.light, .dark]).isEmpty)
    let gray = try findings(tint: "white", color: "gray", in: [.light])
    #expect(gray.count == 1)
    let ratio = try #require(gray.first?.available)
    #expect(ratio > 3.2 && ratio < 3.3, "systemGray on white is about 3.26:1")
    #expect(gray.first?.needed == 4.5)
  }

  @Test("la-sim check --appearance light fails courier (black text on its black card); dark keeps it clean")
  func commandLine() throws {
    let dark = try run(["check", "courier-compact", "--device", "iphone-15-pro"])
    #expect(dark.status == 0, "\(dark.stdout)")
    let light = try run([
      "check", "courier-compact", "--device", "iphone-15-pro", "--appearance", "all", "--format", "json",
    ])
    #expect(light.status == 1)
    #expect(light.stdout.contains("\"code\": \"LA013\""))
    #expect(light.stdout.contains("\"appearance\": \"light\""))
    let bad = try run(["check", "courier", "--appearance", "sepia"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("invalid value 'sepia' for --appearance; expected one of: light, dark, all"))
  }
}
