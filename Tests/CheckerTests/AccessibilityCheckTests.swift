import Checking
import Fixture
import FixtureJSON
import Foundation
import TestSupport
import Testing

/// `check --accessibility`: LA009 (an image with no label) and LA010 (a timer read without context).
@Suite struct AccessibilityCheckTests {
  /// A fixture with the given compact views; the rest reads as words.
  func check(leading: String, trailing: String) throws -> [Finding] {
    let json = """
      {
        "name": "reader", "attributesType": "ReaderAttributes",
        "attributes": {}, "attributeValues": {},
        "contentState": { "due": "Date" },
        "pipeline": [ { "name": "start", "contentState": { "due": "+30m" } } ],
        "end": { "dismissalPolicy": "default" },
        "layouts": {
          "lockScreen": { "hstack": [ { "text": "Arrives in" }, { "timer": "due" } ] },
          "compactLeading": \(leading),
          "compactTrailing": \(trailing),
          "minimal": { "text": "Soon" },
          "expanded": { "center": { "text": "Pizza" } }
        }
      }
      """
    let definition = try FixtureDecoder.decode(bytes: Array(json.utf8), file: "reader.json")
    return Checker.check(definition, file: "reader.json", accessibility: true).findings.filter {
      $0.code == .unlabeledImage || $0.code == .timerWithoutContext
    }
  }

  static let timer = "{ \"timer\": \"due\", \"frame\": { \"maxWidth\": 48 } }"

  @Test("an unlabelled icon and a timer alone in compact trailing are found, once each, at their place")
  func bareIconAndTimer() throws {
    let findings = try check(leading: "{ \"icon\": \"box.truck.fill\" }", trailing: Self.timer)
    #expect(findings.map(\.code) == [.unlabeledImage, .timerWithoutContext])
    #expect(findings.map(\.presentationRegion) == ["compact/leading", "compact/trailing"])
    #expect(findings.map(\.place) == ["layouts.compactLeading", "layouts.compactTrailing"])
    #expect(findings[0].line.contains("image \"box.truck.fill\" has no accessibilityLabel"))
    #expect(findings[0].line.contains("\"box truck fill\""))
    #expect(findings[1].line.contains("VoiceOver reads only the timer here (\"30 minutes\")"))
    #expect(findings.allSatisfy { !$0.code.isError })
    // The Lock Screen's timer has a text beside it saying what it counts: not found.
    #expect(!findings.contains { $0.presentation == .lockScreen })
  }

  @Test("an accessibilityLabel answers both; a text in the timer's region gives it context")
  func labelledViews() throws {
    let labelled = try check(
      leading: "{ \"icon\": \"box.truck.fill\", \"accessibilityLabel\": \"Delivery\" }",
      trailing:
        "{ \"timer\": \"due\", \"frame\": { \"maxWidth\": 48 }, \"accessibilityLabel\": \"Arrives soon\" }")
    #expect(labelled.isEmpty)
    let beside = try check(
      leading: "{ \"icon\": \"box.truck.fill\", \"accessibilityHidden\": true }",
      trailing: "{ \"hstack\": [ { \"text\": \"ETA\" }, \(Self.timer) ] }")
    #expect(beside.isEmpty)
  }

  @Test("without --accessibility check reports neither, so its default output is as before")
  func optIn() throws {
    let report = Checker.check(try BuiltinFixture.definition("courier-compact"), file: "courier-compact")
    #expect(report.summary == "courier-compact: clean (260 frames)", "every surface of every profile")
    let withReading = Checker.check(
      try BuiltinFixture.definition("courier-compact"), file: "courier-compact", accessibility: true)
    #expect(withReading.findings.contains { $0.code == .unlabeledImage })
    #expect(withReading.isClean)
  }
}
