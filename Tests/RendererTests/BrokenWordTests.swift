import Fixture
import Foundation
import Layout
import Lifecycle
import Rendering
import Testing

/// A number or timer the lines break inside is reported, as a phone draws it: `12:34:5` over `6`, never "No
/// truncations".
@Suite struct BrokenWordTests {
  @Test func aNumberBrokenAcrossLinesIsReportedWithTheFix() throws {
    let activity = try VocabularyTests.activity(
      lockScreen: #"{ "text": "ETA 12:34:56", "font": "largeTitle", "frame": { "width": 80 } }"#)
    let frame = VocabularyTests.frame(activity)
    let broken = frame.truncations.filter { $0.kind == .brokenWord }
    #expect(broken.map(\.text) == ["12:34:56"], "\(frame.truncations.map(\.summary))")
    #expect(broken.first?.summary.contains("the number \"12:34:56\" breaks across lines") == true)
    #expect(broken.first?.summary.contains(".lineLimit(1) and .minimumScaleFactor") == true)
  }

  @Test func wordsWrappedAtSpacesAreNotBroken() throws {
    let activity = try VocabularyTests.activity(
      lockScreen: #"{ "text": "Out for delivery now", "frame": { "width": 90 } }"#)
    let frame = VocabularyTests.frame(activity)
    #expect(
      frame.truncations.filter { $0.kind == .brokenWord }.isEmpty, "\(frame.truncations.map(\.summary))")
    // At 60 pt, "delivery" (60.1 pt) is itself wider than a line: SwiftUI breaks it, and so is it reported.
    let narrow = VocabularyTests.frame(
      try VocabularyTests.activity(
        lockScreen: #"{ "text": "Out for delivery now", "frame": { "width": 60 } }"#))
    #expect(narrow.truncations.filter { $0.kind == .brokenWord }.map(\.text) == ["delivery"])
  }
}
