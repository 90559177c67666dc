import BuiltinFixtures
import Fixture
import FixtureJSON
import Formatting
import Foundation
import JSON
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing
import Typography
import Views

@testable import Checking

/// Every clip comes with the fixes la-sim saw work, or says none did; each printed fix, made in the
/// fixture and checked again on its device, clears the finding.
struct RemedyTests {
  static func football() throws -> ActivityDefinition {
    let path = Repository.path("fixtures/examples/football-match.json")
    return try FixtureDecoder.decode(
      bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
  }

  static func definition(_ name: String) throws -> ActivityDefinition {
    name == "football-match" ? try football() : try BuiltinFixture.definition(name)
  }

  /// Whether `finding` (or the text a shorter-text remedy put in its place) is still reported in `report`.
  static func stillThere(_ finding: Finding, _ remedy: Remedy, in report: CheckReport) -> Bool {
    let shorter = remedy.kind == .shorterText ? remedy.cost.split(separator: "\"").dropFirst().first : nil
    return report.findings.contains { other in
      other.code == finding.code && other.presentation == finding.presentation
        && other.region == finding.region
        && (other.text == finding.text || (finding.view != nil && other.view == finding.view)
          || shorter.map { other.text.hasPrefix($0) } == true)
    }
  }

  @Test(
    "Every clip of the shipped fixtures and a football match has a fix that clears it on its device, or says none was found",
    arguments: BuiltinFixtures.names + ["football-match"])
  func everyRemedyFits(_ name: String) throws {
    let definition = try Self.definition(name)
    let report = Checker.check(definition, file: name, devices: DeviceProfile.all)
    let clips = report.findings.filter { $0.code == .clipped }
    if ["pizza-planet", "football-match"].contains(name) {
      #expect(!clips.isEmpty, "\(name) clips somewhere, or this proves nothing")
    }
    var fixes = 0
    for finding in clips {
      #expect(finding.remediesSearched, "\(finding.line)")
      let lines = finding.remedyLines
      #expect(
        lines.count == max(1, finding.remedies.count)
          && (lines.first?.hasPrefix("  fix: ") == true || lines.first?.hasPrefix("  no fix found") == true),
        "\(lines)")
      let device = try #require(DeviceProfile.named(finding.device ?? ""))
      for remedy in finding.remedies {
        let again = Checker.check(remedy.edited, file: name, devices: [device], remedies: false)
        #expect(!Self.stillThere(finding, remedy, in: again), "\(finding.line)\n  \(remedy.sentence)")
        fixes += 1
      }
    }
    #expect(clips.isEmpty || fixes > 0)
  }

  @Test(
    "The football match's team names get a minimumScaleFactor that fits, and one line more where the card has room"
  )
  func football() throws {
    let report = Checker.check(try Self.football(), file: "football", devices: [.iPhone15ProMax])
    let name = try #require(
      report.findings.first { $0.text == "Borussia Mönchengladbach" && $0.presentation == .expanded })
    #expect(name.remedies.map(\.change).contains(".lineLimit(2)"))
    let scale = try #require(name.remedies.first { $0.kind == .minimumScaleFactor })
    // 113.3 pt of room for 157.0 pt of text: 0.72, to the 0.05 below.
    #expect(scale.change == ".minimumScaleFactor(0.7)")
    #expect(scale.cost == "the text shrinks to 70 % at most (12.0 pt down to 8.4 pt)")
    let shorter = try #require(name.remedies.first { $0.kind == .shorterText })
    #expect(shorter.cost.hasPrefix("at most 16 characters of this font (113.3 pt)"))
  }

  @Test("A line 4.7 % too wide is offered .allowsTightening(true), which shows it whole when made")
  func tightening() throws {
    let definition = try BuiltinFixture.definition("export")
    let report = Checker.check(
      definition, file: "export", devices: [.iPhone15Pro], dynamicTypes: [.xxLarge])
    let clip = try #require(report.findings.first { $0.code == .clipped && $0.text == "40%" })
    let fix = try #require(clip.remedies.first { $0.kind == .allowsTightening })
    #expect(
      fix.sentence
        == ".allowsTightening(true): the line squeezed 5 % narrower (TextKit tightens a line by up to 5 %)")
    let again = Checker.check(
      fix.edited, file: "export", devices: [.iPhone15Pro], dynamicTypes: [.xxLarge], remedies: false)
    #expect(!again.findings.contains { $0.text == "40%" && $0.presentationRegion == clip.presentationRegion })
  }

  /// pizza-planet with its expanded island's leading view an icon, no center, and a trailing text too wide
  /// for beside the camera (RegionPlacementSwiftTests draws the same in the app's Swift).
  static func wideTrailing() throws -> ActivityDefinition {
    let text = try BuiltinFixture.text("pizza-planet")
    var json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    var layouts = try #require(json["layouts"] as? [String: Any])
    layouts["expanded"] = [
      "leading": ["icon": "box.truck.fill"], "trailing": ["text": "Arriving in 12 minutes", "lineLimit": 1],
    ]
    json["layouts"] = layouts
    let bytes = try JSONSerialization.data(withJSONObject: json)
    return try FixtureDecoder.decode(bytes: Array(bytes), file: "wide.json")
  }

  @Test(
    "An expanded region too wide beside the camera is offered .belowIfTooWide, which keeps the others' room")
  func regionPlacement() throws {
    let definition = try Self.wideTrailing()
    let report = Checker.check(definition, file: "wide.json", devices: [.iPhone15Pro])
    let clip = try #require(
      report.findings.first { $0.code == .clipped && $0.presentationRegion == "expanded/trailing" })
    let fix = try #require(clip.remedies.first { $0.kind == .belowIfTooWide }, "\(clip.remedyLines)")
    #expect(fix.change == ".dynamicIsland(verticalPlacement: .belowIfTooWide)")
    // Checked at large alone, the text clips at every size looked at: no variant that would always show.
    #expect(!clip.remedies.contains { $0.kind == .viewThatFits })
    let others = report.findings.filter { $0 != clip }.map(\.line)
    let again = Checker.check(fix.edited, file: "wide.json", devices: [.iPhone15Pro], remedies: false)
    #expect(
      !again.findings.contains { $0.presentationRegion == "expanded/trailing" },
      "\(again.findings.map(\.line))")
    // Nothing else clips that did not: the center and leading views keep their room.
    #expect(again.findings.map(\.line).allSatisfy(others.contains), "\(again.findings.map(\.line))")
  }

  @Test(
    "A text that fits at the smaller sizes gets the shorter text as a ViewThatFits variant, which shows the whole text there"
  )
  func viewThatFitsVariant() throws {
    let definition = try BuiltinFixture.definition("courier")
    let report = Checker.check(
      definition, file: "courier", devices: [.iPhone15Pro], dynamicTypes: DynamicTypeSize.allCases)
    let clip = try #require(
      report.findings.first {
        $0.code == .clipped && $0.text == "Out for delivery, 2 stops left"
          && $0.presentationRegion == "lock-screen/content"
      })
    let fix = try #require(clip.remedies.first { $0.kind == .viewThatFits }, "\(clip.remedyLines)")
    #expect(fix.cost.contains("(cut here: \"Out for delive\")"), "\(fix.sentence)")
    let again = Checker.check(
      fix.edited, file: "courier", devices: [.iPhone15Pro], dynamicTypes: DynamicTypeSize.allCases,
      remedies: false)
    #expect(
      !again.findings.contains { $0.text == clip.text && $0.presentationRegion == clip.presentationRegion })
    // At large the whole text is drawn, not the variant.
    let activity = LiveActivity.prepared(fix.edited, step: 2, state: nil, elapsed: 0)
    let frame = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
      .frame
    let rows = (0..<frame.height).map { y in (0..<frame.width).map { frame[$0, y].text }.joined() }
    #expect(rows.contains { $0.contains("2 stops left") }, "\(rows.joined(separator: "\n"))")
  }

  @Test("A tight text no wider than its room is offered the shrinking and tightening that fit it 3 % wider")
  func tightText() throws {
    let definition = try BuiltinFixture.definition("courier")
    let report = Checker.check(
      definition, file: "courier", devices: [.iPhone15Pro], dynamicTypes: [.xxLarge])
    let tight = try #require(report.findings.first { $0.code == .tight && $0.text == "25m" })
    #expect((tight.needed ?? 0) <= (tight.available ?? 0))
    let kinds = tight.remedies.map(\.change)
    #expect(kinds == [".allowsTightening(true)", ".minimumScaleFactor(0.95)"], "\(tight.remedyLines)")
    #expect(tight.remedies[0].cost.hasPrefix("the line fits even 3 % wider than la-sim measures it"))
    for fix in tight.remedies {
      let again = Checker.check(
        fix.edited, file: "courier", devices: [.iPhone15Pro], dynamicTypes: [.xxLarge], remedies: false)
      #expect(
        !again.findings.contains { $0.text == "25m" && $0.presentationRegion == tight.presentationRegion })
    }
  }

  /// Whether `other`, in a check of the remedied fixture, is `finding` still there: the same code and place,
  /// at one of its sizes, in one of its states and sources, for its text, its date view or the shorter text
  /// put in its place.
  static func isStill(_ finding: Finding, _ remedy: Remedy, _ other: Finding) -> Bool {
    let quoted = remedy.cost.split(separator: "\"").dropFirst().first.map { String($0) }
    let shorter: String? = remedy.kind == .shorterText ? quoted : nil
    let trimmed = String(other.text.reversed().drop { $0 == " " }.reversed())
    let samePlace = other.code == finding.code && other.presentationRegion == finding.presentationRegion
    let overlaps =
      !Set(other.dynamicTypes).isDisjoint(with: finding.dynamicTypes)
      && !Set(other.states).isDisjoint(with: finding.states)
      && !Set(other.sources).isDisjoint(with: finding.sources)
    let sameText =
      other.text == finding.text || (finding.view != nil && other.view == finding.view) || trimmed == shorter
    return samePlace && overlaps && sameText
  }

  @Test(
    "A fix printed for a clip that spans sizes and states clears it at every one of them when made",
    arguments: [
      // Timers whose widest form is drawn by another sweep case than the first text.
      ("pizza-planet", PseudoLocale.double),
      // A stale Lock Screen of its own, drawing the same texts as the fresh one.
      ("food-runner", nil),
      // A size in between that clips in height where the smallest and largest do not.
      ("courier", .double),
    ] as [(String, PseudoLocale?)])
  func fixClearsEverySizeAndState(_ name: String, _ pseudoLocale: PseudoLocale?) throws {
    let base = try BuiltinFixture.definition(name)
    let definition = pseudoLocale.map { base.pseudoLocalized($0) } ?? base
    let device = try #require(DeviceProfile.named("iphone-15-pro"))
    let report = Checker.check(
      definition, file: name, devices: [device], dynamicTypes: DynamicTypeSize.allCases)
    let spanning = report.findings.filter {
      $0.code == .clipped && !$0.remedies.isEmpty && ($0.dynamicTypes.count > 1 || $0.states.count > 1)
    }
    #expect(spanning.count >= 5, "\(report.findings.map { $0.line })")
    for finding in spanning {
      for remedy in finding.remedies {
        let again = Checker.check(
          remedy.edited, file: name, devices: [device], dynamicTypes: DynamicTypeSize.allCases,
          remedies: false)
        let still = again.findings.filter { Self.isStill(finding, remedy, $0) }
        #expect(still.isEmpty, "\(finding.line)\n  \(remedy.sentence)\n  \(still.map { $0.line })")
      }
    }
  }

  @Test(
    "A clip with no fix names only what la-sim laid out: neither more lines nor a shorter text for one in height"
  )
  func noFixNamesWhatWasTried() throws {
    let definition = try BuiltinFixture.definition("pizza-planet")
    let device = try #require(DeviceProfile.named("iphone-15-pro"))
    let report = Checker.check(
      definition, file: "pizza-planet", devices: [device], dynamicTypes: DynamicTypeSize.allCases)
    let unfixed = report.findings.filter { $0.code == .clipped && $0.remediesSearched && $0.remedies.isEmpty }
    let inHeight = unfixed.filter(\.isVertical)
    #expect(!inHeight.isEmpty && unfixed.contains { !$0.remediesTried.isEmpty })
    for finding in unfixed {
      let line = try #require(finding.remedyLines.first)
      #expect(line.hasPrefix("  no fix found: "))
      for tried in finding.remediesTried { #expect(line.contains(tried), "\(line)") }
      if finding.isVertical {
        #expect(!line.contains("laid out") || !line.contains("shorter text"), "\(finding.line)\n\(line)")
        #expect(finding.remediesTried.allSatisfy { !$0.hasSuffix(" lines") }, "\(finding.line)\n\(line)")
      }
    }
  }

  @Test("A timer broken across lines gets one line that may shrink, which keeps it whole when made")
  func brokenTimer() throws {
    let definition = try BuiltinFixture.definition("pizza-planet")
    let report = Checker.check(
      definition, file: "pizza-planet", devices: [.iPhone15ProMax], dynamicTypes: [.accessibility3])
    let broken = try #require(report.findings.first { $0.code == .brokenWord && $0.text == "1:02:03" })
    let fix = try #require(broken.remedies.first)
    #expect(fix.change == ".lineLimit(1).minimumScaleFactor(0.75)")
    let again = Checker.check(
      fix.edited, file: "pizza-planet", devices: [.iPhone15ProMax], dynamicTypes: [.accessibility3],
      remedies: false)
    #expect(
      !again.findings.contains {
        $0.presentationRegion == broken.presentationRegion && $0.code == .brokenWord
      })
    #expect(
      !again.findings.contains {
        $0.presentationRegion == broken.presentationRegion && $0.code == .clipped && $0.view == broken.view
      })
  }

  @Test("A greedy timer in the compact island gets a frame as wide as its widest form, checked to fit")
  func greedyTimer() throws {
    var definition = try BuiltinFixture.definition("courier-compact")
    definition.attributesSchema.append(FieldSchema(name: "pickupAt", type: .date))
    definition.attributes["pickupAt"] = .date(LiveActivity.referenceStart)
    var style = ViewStyle()
    style.font = .caption2
    definition.layouts.fresh[.compactTrailing] = .date(.timer, field: "pickupAt", style)
    let report = Checker.check(definition, file: "pickup", devices: [.iPhone15Pro])
    let timer = try #require(report.findings.first { $0.code == .unboundedTimer })
    let frame = try #require(timer.remedies.first)
    #expect(frame.kind == .frame)
    #expect(frame.change.hasPrefix(".frame(width: "))
    let again = Checker.check(frame.edited, file: "pickup", devices: [.iPhone15Pro], remedies: false)
    #expect(!again.findings.contains { $0.code == .unboundedTimer })
  }
}

/// A clip no remedy mends at every Dynamic Type size gets one that holds with the text kept at most at some
/// size (`.dynamicTypeSize(...)`), or that limit alone: each laid out again and seen to fit at every size.
@Suite struct LimitedRemedyTests {
  static let report: CheckReport = {
    let definition = try! BuiltinFixture.definition("courier")
    return Checker.check(
      definition, file: "courier", devices: [.iPhone15Pro], dynamicTypes: DynamicTypeSize.allCases)
  }()

  static func finding(_ text: String, _ region: String) throws -> Finding {
    try #require(
      report.findings.first { $0.code == .clipped && $0.text == text && $0.presentationRegion == region })
  }

  @Test func aFixUpToALimitHoldsAtEverySize() throws {
    let finding = try Self.finding("18m", "compact/trailing")
    #expect(finding.dynamicTypes.last == .accessibility5)
    let fix = try #require(finding.remedies.first)
    #expect(fix.dynamicTypeLimit == .accessibility3)
    #expect(fix.change.hasSuffix(".dynamicTypeSize(...DynamicTypeSize.accessibility3)"), "\(fix.sentence)")
    #expect(fix.change.hasPrefix(".minimumScaleFactor("), "\(fix.sentence)")
    #expect(fix.sentence.contains("stops growing at AX3"), "\(fix.sentence)")
    // JSON names the limit as --dynamic-type does.
    let json = finding.json.serialized()
    #expect(json.contains("\"dynamicTypeLimit\":\"AX3\""), "\(json)")
    let again = Checker.check(
      fix.edited, file: "courier", devices: [.iPhone15Pro], dynamicTypes: DynamicTypeSize.allCases,
      remedies: false)
    let still = again.findings.filter { $0.presentationRegion == "compact/trailing" && $0.text == "18m" }
    #expect(still.isEmpty, "\(still.map(\.line))")
    // A text a remedy mends at every size is not limited.
    let mended = try Self.finding("2m", "compact/trailing")
    #expect(!mended.remedies.isEmpty && mended.remedies.allSatisfy { $0.dynamicTypeLimit == nil })
  }

  @Test func theLimitAloneStopsTheTextWhereItLastFit() throws {
    let finding = try Self.finding("Arriving now", "expanded/bottom")
    #expect(finding.dynamicTypes == [.accessibility5])
    let fix = try #require(finding.remedies.first)
    #expect(fix.kind == .dynamicTypeSize)
    #expect(fix.change == ".dynamicTypeSize(...DynamicTypeSize.accessibility4)")
    #expect(fix.sentence.contains("readers at AX5 see it at that size"), "\(fix.sentence)")
    let again = Checker.check(
      fix.edited, file: "courier", devices: [.iPhone15Pro], dynamicTypes: [.accessibility5], remedies: false)
    #expect(
      !again.findings.contains { $0.presentationRegion == "expanded/bottom" && $0.text == "Arriving now" })
  }
}
