import Testing
import Typography
import Views

@testable import Layout

/// `TextLayoutMemo.shrinkingFactors` holds a `minimumScaleFactor` exactly when a layout worked out in the
/// memo read it; a remedy search stops trying smaller factors on that, so a factor left out of it must
/// change no layout.
@Suite struct ShrinkingFactorsTests {
  static func run(_ factor: Double) -> TextRun {
    TextRun("Out for delivery", font: TextFont(.headline), lineLimit: 1, minimumScaleFactor: factor)
  }

  @Test("A text cut at full size shrinks, its factor is kept, and another factor lays it out otherwise")
  func aTextCutAtFullSizeShrinksAndItsFactorIsKept() {
    let memo = TextLayoutMemo()
    let proposal = ProposedSize(width: Self.run(0.7).width * 0.8, height: nil)
    let layout = memo.layout(Self.run(0.7), proposal: proposal)
    #expect(layout.scale < 1 && layout.scale >= 0.7)
    #expect(memo.shrinkingFactors == [0.7])
    let other = memo.layout(Self.run(0.9), proposal: proposal)
    #expect(other.scale != layout.scale)
    #expect(memo.shrinkingFactors == [0.7, 0.9])
  }

  @Test(
    "A text with room to spare, or offered none (a stack measuring how far it shrinks), never reads its factor",
    arguments: [true, false])
  func aTextNotCutAtFullSizeLeavesItsFactorUnread(_ hasRoom: Bool) {
    let memo = TextLayoutMemo()
    let proposal = ProposedSize(width: hasRoom ? Self.run(0.7).width + 10 : 0, height: nil)
    let at = [0.7, 0.5].map { memo.layout(Self.run($0), proposal: proposal) }
    #expect(memo.shrinkingFactors.isEmpty)
    #expect(at[0].lines.map(\.text) == at[1].lines.map(\.text))
    #expect(at[0].scale == 1 && at[1].scale == 1 && at[0].size == at[1].size)
  }
}
