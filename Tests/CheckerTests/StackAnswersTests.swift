import BuiltinFixtures
import Fixture
import Lifecycle
import TestSupport
import Testing
import Typography

@testable import Checking
@testable import Layout
@testable import Rendering

/// A stack's share-out is kept across layouts by the stack's value (`StackAnswers`): a stack answers the
/// same to the same proposal in every presentation that holds it. If two different stacks shared a
/// number, `check` would report one presentation's clips for another's.
struct StackAnswersTests {
  static func row(_ text: String, font: TextFont = TextFont(.body)) -> LayoutView {
    .stack(
      LayoutView.Stack(
        axis: .horizontal, children: [.text(TextRun(text, font: font)), .spacer(minLength: 8)], spacing: 8,
        id: 1))
  }

  static func card(_ first: LayoutView, _ second: LayoutView) -> LayoutView {
    .modified(
      .stack(LayoutView.Stack(axis: .vertical, children: [first, second], spacing: 4, id: 3)),
      LayoutView.Modifiers())
  }

  static func stacks(_ view: LayoutView) -> (card: Int, first: Int, second: Int)? {
    guard case .modified(.stack(let card), _) = view, case .stack(let first) = card.children[0],
      case .stack(let second) = card.children[1]
    else { return nil }
    return (card.id, first.id, second.id)
  }

  @Test("Equal stacks share a number; the stacks around a changed text do not, their unchanged neighbours do")
  func numbering() throws {
    let answers = StackAnswers()
    let numbered = try #require(
      Self.stacks(answers.interned(Self.card(Self.row("Pizza"), Self.row("10:00")))))
    let again = try #require(Self.stacks(answers.interned(Self.card(Self.row("Pizza"), Self.row("10:00")))))
    let later = try #require(Self.stacks(answers.interned(Self.card(Self.row("Pizza"), Self.row("9:59")))))
    let larger = try #require(
      Self.stacks(
        answers.interned(
          Self.card(Self.row("Pizza"), Self.row("10:00", font: TextFont(.body, dynamicType: .xxxLarge))))))
    #expect(numbered.card < 0 && numbered.first < 0 && numbered.second < 0)
    #expect(Set([numbered.card, numbered.first, numbered.second]).count == 3)
    #expect(again.card == numbered.card && again.first == numbered.first && again.second == numbered.second)
    #expect(later.first == numbered.first)
    #expect(later.second != numbered.second && later.card != numbered.card)
    #expect(larger.second != numbered.second && larger.second != later.second)
    // A text stands for itself, not for a stack that happens to have its number's place.
    let swapped = try #require(Self.stacks(answers.interned(Self.card(Self.row("10:00"), Self.row("Pizza")))))
    #expect(swapped.card != numbered.card)
  }

  @Test(
    "Laid out with the answers kept across layouts, every presentation of a built-in, on every device, is the one laid out afresh",
    arguments: BuiltinFixtures.names)
  func sameAsAfresh(_ name: String) throws {
    let definition = try BuiltinFixture.definition(name).pseudoLocalized(.double)
    let memo = TextLayoutMemo()
    var compared = 0
    var clipped = 0
    // A few cases (their dates and states differ), at two sizes: the kept answers meet views that differ
    // in one text, one font size or one device length.
    for sweepCase in Checker.sweepCases(definition).prefix(12) {
      let activity = sweepCase.activity
      for size in [DynamicTypeSize.large, .accessibility2] {
        let resolver = ViewResolver(activity: activity, now: activity.now, dynamicType: size)
        for device in DeviceProfile.all {
          for presentation in Renderer.presentations(of: definition, on: device) {
            let views = Renderer.views(
              of: presentation, resolver,
              fullscreen: Renderer.isFullscreen(device, hasStandByView: definition.layouts.standBy != nil)
            ).views
            let afresh = PresentationGeometry.layout(
              presentation, device: device, views: views,
              layoutDirection: definition.layouts.layoutDirection,
              contentMargins: definition.layouts.contentMargins)
            let shared = PresentationGeometry.layout(
              presentation, device: device, views: memo.interned(views),
              layoutDirection: definition.layouts.layoutDirection, memo: memo,
              contentMargins: definition.layouts.contentMargins)
            #expect(shared == afresh, "\(name) \(device.name) \(size) \(presentation)")
            compared += 1
            clipped += afresh.clips.isEmpty ? 0 : 1
          }
        }
      }
    }
    #expect(compared > 300)
    #expect(clipped > 0, "doubled texts clip somewhere, or the comparison proves little")
    #expect(memo.stacks.kept.shares.count > 0, "the answers were kept")
  }
}
