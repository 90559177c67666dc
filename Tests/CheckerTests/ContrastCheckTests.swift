import Checking
import Fixture
import FixtureJSON
import Foundation
import TestSupport
import Testing
import Typography
import Views

/// `check --appearance`: LA013, a text that stands out too little from what it lies on in an appearance.
@Suite(.temporaryDirectory) struct ContrastCheckTests {
  /// A fixture whose Lock Screen card has `tint` and whose one text is drawn in `color`.
  func findings(
    tint: String?, color: String?, staleColor: String? = nil, lockScreen: String? = nil,
    in schemes: [ColorScheme], dynamicTypes: [DynamicTypeSize] = [.large]
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
          "lockScreen": \(lockScreen ?? "{ \"text\": \"On its way\", \"font\": \"subheadline\"\(colorMember) }"),
          "compactLeading": { "text": "A" }, "compactTrailing": { "text": "B" },
          "minimal": { "text": "C" }, "expanded": { "center": { "text": "Pizza" } }
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "contrast.json")
    return Checker.check(
      definition, file: "contrast.json", devices: [.iPhone15Pro], dynamicTypes: dynamicTypes,
      colorSchemes: schemes
    )
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

  @Test("A ratio just short of 4.5:1 reads short of it, in the line and in JSON: 4.49:1, never 4.5:1")
  func ratioRoundedDown() throws {
    // #747474 on black is 4.497:1: it fails the subheadline's 4.5:1, which a ratio rounded to 4.5 hid.
    let found = try findings(tint: "black", color: "#747474", in: [.dark])
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(
      finding.line.contains(
        "#747474 (#747474) on #000000, stand out 4.49:1 in dark appearance; the HIG asks at least 4.5:1"),
      "\(finding.line)")
    let json = finding.json.serialized(pretty: false)
    #expect(json.contains("\"needed\":4.5"), "\(json)")
    #expect(json.contains("\"available\":4.49"), "\(json)")
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
        "steps 0, 1 (stale): \"Refreshing\", .gray (#8e8e93) on #ffffff, stand out 3.26:1 in dark appearance;"
      )
    )
    // Without a stale layout the stale state draws the active views: nothing more to check.
    #expect(try findings(tint: "white", color: "black", in: [.dark]).isEmpty)
  }

  @Test(
    "Gray on white fails 4.5:1 while the subheadline is under 18 pt and passes 3:1 from xxLarge, where it is")
  func thresholdBySize() throws {
    let found = try findings(
      tint: "white", color: "gray", in: [.dark], dynamicTypes: DynamicTypeSize.allCases)
    #expect(found.count == 1, "\(found.map(\.line))")
    let finding = try #require(found.first)
    // subheadline: 12, 13, 14, 15 and 17 pt from xSmall to xLarge, 19 pt at xxLarge.
    #expect(finding.dynamicTypes == [.xSmall, .small, .medium, .large, .xLarge])
    #expect(finding.needed == 4.5)
    #expect(finding.neededFrom == nil)
    #expect(finding.line.contains("Dynamic Type xSmall–xLarge: \"On its way\", .gray (#8e8e93) on #ffffff"))
    // At large alone the line names no size, as before.
    let large = try findings(tint: "white", color: "gray", in: [.dark])
    #expect(large.count == 1)
    #expect(large.first?.line.contains("Dynamic Type") == false)
    #expect(large.first?.dynamicTypes == [.large])
    // Sizes from xxLarge only: nothing to report.
    #expect(
      try findings(tint: "white", color: "gray", in: [.dark], dynamicTypes: [.xxLarge, .accessibility3])
        .isEmpty)
  }

  @Test("Black on black fails at every size: the line gives 4.5:1 and says where 3:1 takes over")
  func relaxedFrom() throws {
    let found = try findings(
      tint: "black", color: "black", in: [.dark], dynamicTypes: [.small, .large, .xxLarge, .accessibility1])
    let finding = try #require(found.first)
    #expect(found.count == 1)
    #expect(finding.dynamicTypes == [.small, .large, .xxLarge, .accessibility1])
    #expect(finding.needed == 4.5)
    #expect(finding.neededFrom == .xxLarge)
    #expect(
      finding.line.contains(
        "the HIG asks at least 4.5:1 for text this size and weight (3:1 from xxLarge, where it is 18 pt or"
          + " larger) (×8)"))
  }

  @Test("Texts of one region in one colour pair are one finding that says so; one text at each step is not")
  func otherTexts() throws {
    let two = """
      { "vstack": [ { "text": "Order #12", "font": "caption", "color": "gray" },
                    { "text": "Driver: Sam", "font": "caption", "color": "gray" } ] }
      """
    let found = try findings(tint: "white", color: nil, lockScreen: two, in: [.dark])
    #expect(found.count == 1, "\(found.map(\.line))")
    #expect(found.first?.line.contains("\"Order #12\" and the other texts drawn alike, .gray") == true)
    let one = try findings(tint: "white", color: "gray", in: [.dark])
    #expect(one.first?.sources.count == 2)
    #expect(one.first?.line.contains("\"On its way\", .gray") == true)
  }

  @Test("Views the app's code colours otherwise at accessibility sizes are checked at each size asked")
  func codeViewsBySize() throws {
    func definition(_ color: String) throws -> ActivityDefinition {
      let json = """
        {
          "name": "contrast", "attributesType": "ContrastAttributes",
          "attributes": {}, "attributeValues": {}, "contentState": {},
          "pipeline": [ { "name": "start", "contentState": {} } ],
          "end": { "dismissalPolicy": "default" }, "activityBackgroundTint": "white",
          "layouts": {
            "lockScreen": { "text": "On its way", "font": "caption", "color": "\(color)" },
            "compactLeading": { "text": "A" }, "compactTrailing": { "text": "B" },
            "minimal": { "text": "C" }, "expanded": { "center": { "text": "Pizza" } }
          }
        }
        """
      return try FixtureDecoder.decode(bytes: Array(json.utf8), file: "contrast.json")
    }
    let (plain, faded) = (try definition("black"), try definition("yellow"))
    let views = CodeViews(reads: { [.dynamicTypeSize] }) { activities, _, size in
      activities.map { _ in size.isAccessibilitySize ? faded : plain }
    }
    func findings(_ sizes: [DynamicTypeSize]) -> [Finding] {
      Checker.check(
        plain, file: "contrast.json", devices: [.iPhone15Pro], dynamicTypes: sizes, views: views
      ).findings.filter { $0.code == .lowContrast }
    }
    #expect(findings([.large, .xxxLarge]).isEmpty)
    let found = findings([.large, .accessibility2, .accessibility4])
    #expect(found.count == 1, "\(found.map(\.line))")
    #expect(found.first?.dynamicTypes == [.accessibility2, .accessibility4])
    #expect(found.first?.line.contains("Dynamic Type AX2, AX4: \"On its way\", .yellow") == true)
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
