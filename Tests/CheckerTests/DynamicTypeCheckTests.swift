import Foundation
import Rendering
import TestSupport
import Testing
import Typography

@testable import Checking

/// `check` at Dynamic Type sizes: one size, and all twelve folded into one finding per clip.
struct DynamicTypeCheckTests {
  static let status = "Out for delivery, 2 stops left"

  /// courier-compact's Lock Screen status on the 393-pt class, the clip under test.
  func statusClips(_ report: CheckReport) -> [Finding] {
    report.findings.filter {
      $0.code == .clipped && $0.text == Self.status && $0.device == "iphone-15-pro"
        && $0.presentation == .lockScreen && !$0.isVertical
    }
  }

  @Test("A text that fits at large clips at AX3, and the finding names the size")
  func fitsAtLargeClipsAtAX3() throws {
    let definition = try BuiltinFixture.definition("courier-compact")
    let large = Checker.check(definition, file: "courier-compact", devices: [.iPhone15Pro])
    #expect(large.isClean)
    #expect(large.summary == "courier-compact: clean (38 frames)")
    let ax3 = Checker.check(
      definition, file: "courier-compact", devices: [.iPhone15Pro], dynamicTypes: [.accessibility3])
    let clip = try #require(statusClips(ax3).first)
    #expect(clip.dynamicTypes == [.accessibility3])
    #expect(
      clip.line.hasPrefix(
        "courier-compact: iphone-15-pro lock-screen/content step 2 stopsLeft (active, stale, ended)"
          + " Dynamic Type AX3: \"\(Self.status)\" needs "))
    #expect(ax3.summary.hasSuffix(" in 38 frames at Dynamic Type AX3"))
    #expect(ax3.dynamicTypes == [.accessibility3])
  }

  @Test("At the default size alone, findings and summaries do not mention Dynamic Type")
  func defaultSaysNothing() throws {
    let report = Checker.check(try BuiltinFixture.definition("pizza-planet"), file: "pizza-planet")
    #expect(!report.text.contains("Dynamic Type"))
    let clip = try #require(report.findings.first { $0.code == .clipped })
    #expect(clip.dynamicTypes == [.large])
    #expect(!clip.namesDynamicTypes)
  }

  @Test("--dynamic-type all folds one clip at several sizes into one finding, its figures at the smallest")
  func sweepFolds() throws {
    let definition = try BuiltinFixture.definition("courier-compact")
    let all = Checker.check(
      definition, file: "courier-compact", devices: [.iPhone15Pro], dynamicTypes: DynamicTypeSize.allCases)
    #expect(all.frames == 38 * 12)
    #expect(all.summary.hasSuffix(" in 456 frames at Dynamic Type xSmall–AX5"))
    let clips = statusClips(all)
    #expect(clips.count == 1)
    let clip = try #require(clips.first)
    #expect(clip.dynamicTypes == [.accessibility3, .accessibility4, .accessibility5])
    #expect(clip.line.contains(" (active, stale, ended) Dynamic Type AX3–AX5: "))
    let ax3 = try #require(
      statusClips(
        Checker.check(
          definition, file: "courier-compact", devices: [.iPhone15Pro], dynamicTypes: [.accessibility3])
      ).first)
    #expect(clip.needed == ax3.needed)
    #expect(clip.available == ax3.available)
    #expect(clip.shown == ax3.shown)
    #expect(clip.count > ax3.count)
  }

  @Test("Sizes are listed in runs, as steps are")
  func runs() {
    #expect(DynamicTypeRuns.describe([.accessibility3]) == "AX3")
    #expect(DynamicTypeRuns.describe([.xLarge, .large]) == "large, xLarge")
    #expect(DynamicTypeRuns.describe(DynamicTypeSize.allCases) == "xSmall–AX5")
    #expect(
      DynamicTypeRuns.describe([.medium, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
        == "medium, AX2–AX5")
  }

  @Test("JSON carries the sizes checked and each finding's sizes")
  func json() throws {
    let report = Checker.check(
      try BuiltinFixture.definition("courier-compact"), file: "courier-compact", devices: [.iPhone15Pro],
      dynamicTypes: [.large, .accessibility5])
    let text = report.json.serialized(pretty: false)
    #expect(text.contains("\"dynamicTypes\":[\"large\",\"AX5\"]"))
    #expect(text.contains("\"dynamicTypes\":[\"AX5\"]"))
  }
}

/// `la-sim check --dynamic-type` as a person runs it.
@Suite(.temporaryDirectory) struct DynamicTypeCheckCommandTests {
  @Test("check --dynamic-type all lists the sizes in findings and the summary, and exits 1")
  func all() throws {
    let result = try CheckCommandTests().run(["check", "courier-compact", "--dynamic-type", "all"])
    #expect(result.status == 1)
    // The summary, then one line per device with its surfaces.
    let lines = result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("  ") }
    #expect(lines.last?.hasPrefix("courier-compact: ") == true)
    #expect(lines.last?.hasSuffix(" frames at Dynamic Type xSmall–AX5") == true)
    #expect(
      lines.contains {
        $0.hasPrefix(
          "courier-compact: iphone-15-pro, standby lock-screen/content step 2 stopsLeft (active, stale, ended)"
            + " Dynamic Type AX3–AX5: \"Out for delivery, 2 stops left\" needs ")
      })
    #expect(result.stderr.isEmpty)
  }

  @Test("check --dynamic-type large is the default check, byte for byte")
  func largeIsTheDefault() throws {
    let plain = try CheckCommandTests().run(["check", "pizza-planet", "courier-compact"])
    let large = try CheckCommandTests().run([
      "check", "pizza-planet", "courier-compact", "--dynamic-type", "large",
    ])
    #expect(plain.stdout == large.stdout)
    #expect(plain.status == large.status)
    #expect(!plain.stdout.contains("Dynamic Type"))
  }
}
