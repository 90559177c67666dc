import Fixture
import Foundation
import Layout
import Lifecycle
import Rendering
import Testing

/// Lines break where a phone's line breaker (Unicode's UAX #14, as TextKit applies it) may break them, not
/// only at spaces: between Chinese and Japanese characters, after a hyphen or a slash between words. A
/// text wrapped there is not a word broken across lines (LA012), and a closing mark such as `。` never
/// starts a line.
@Suite struct LineBreakOpportunityTests {
  static func frame(_ text: String, width: Int) throws -> RenderedFrame {
    VocabularyTests.frame(
      try VocabularyTests.activity(lockScreen: #"{ "text": "\#(text)", "frame": { "width": \#(width) } }"#))
  }

  static func broken(_ frame: RenderedFrame) -> [Truncation] {
    frame.truncations.filter { $0.kind == .brokenWord }
  }

  static func lines(_ frame: RenderedFrame) -> [String] {
    frame.frame.rows.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │╭╮╰╯─")) }
      .filter { !$0.isEmpty }
  }

  @Test func japaneseWrapsBetweenCharactersAndIsNoBrokenWord() throws {
    let frame = try Self.frame("配達員があなたの注文を持って向かっています。まもなく到着します。", width: 200)
    #expect(Self.broken(frame).isEmpty, "\(frame.truncations.map(\.summary))")
    let lines = Self.lines(frame)
    #expect(lines.count >= 2, "\(lines)")
    #expect(!lines.contains { $0.hasPrefix("。") }, "\(lines)")
  }

  @Test func aClosingMarkStaysWithTheCharacterBeforeIt() throws {
    // "向かっています。" is 8 characters: at a width that fits 7, the line ends before "す", not before "。".
    let frame = try Self.frame("向かっています。到着", width: 120)
    #expect(!Self.lines(frame).contains { $0.hasPrefix("。") }, "\(Self.lines(frame))")
  }

  @Test func aHyphenatedCompoundWrapsAfterItsHyphen() throws {
    let frame = try Self.frame("delivery-service-provider", width: 130)
    #expect(Self.broken(frame).isEmpty, "\(frame.truncations.map(\.summary))")
    #expect(Self.lines(frame).first?.hasSuffix("-") == true, "\(Self.lines(frame))")
  }

  @Test func aSlashBetweenWordsIsABreak() throws {
    let frame = try Self.frame("Lieferung/Zustellung/Abholung", width: 150)
    #expect(Self.broken(frame).isEmpty, "\(frame.truncations.map(\.summary))")
  }

  @Test func aMinusBeforeADigitAndATimeStayWhole() throws {
    // No break between "-" and "12", nor inside "1:02:03": a line breaking there is still a broken word.
    let frame = try Self.frame("ETA 1:02:03-12", width: 60)
    #expect(!Self.broken(frame).isEmpty, "\(frame.truncations.map(\.summary))")
  }
}
