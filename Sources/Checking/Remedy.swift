import Fixture
import Typography

/// A change to the clipped view that makes it fit, found by laying the presentation out again with the
/// change made: a finding lists only those la-sim has seen work.
public struct Remedy: Equatable, Sendable {
  /// Which of SwiftUI's remedies.
  public enum Kind: String, Equatable, Sendable, CaseIterable {
    /// `.lineLimit(n)`: one more line.
    case lineLimit
    /// `.minimumScaleFactor(x)`: the text may shrink to fit.
    case minimumScaleFactor
    /// A shorter text in the same font: at most so many characters fit.
    case shorterText
    /// `.frame(width:)` for a timer that takes all the width it is offered.
    case frame
    /// `.allowsTightening(true)`: a line a few per cent too wide squeezed into its room.
    case allowsTightening
    /// `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` alone: the text stops growing at a size where it fits.
    case dynamicTypeSize
    /// `ViewThatFits { the text; a shorter one }`: the shorter variant only where the whole text does not fit.
    case viewThatFits
    /// `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on an expanded leading or trailing region's view.
    case belowIfTooWide
    /// `DynamicIslandExpandedRegion(_:priority:)`: the region offered its width before the other side.
    case regionPriority
  }

  /// Which remedy.
  public var kind: Kind
  /// The modifier or change as a developer writes it: `.lineLimit(2)`, `.minimumScaleFactor(0.85)`,
  /// `.frame(width: 52)`, or `at most 14 characters` for a shorter text.
  public var change: String
  /// What it costs: the card's new height, the size the text shrinks to, the text as it would fit.
  public var cost: String
  /// The fixture with the change made, as it was laid out to verify it.
  public var edited: ActivityDefinition
  /// The largest Dynamic Type size the text is drawn at, when the remedy holds only with
  /// `.dynamicTypeSize(...limit)` (which `change` then ends with): no remedy worked at every size without one.
  public var dynamicTypeLimit: DynamicTypeSize?

  /// A remedy.
  public init(kind: Kind, change: String, cost: String, edited: ActivityDefinition) {
    self.kind = kind
    self.change = change
    self.cost = cost
    self.edited = edited
  }

  /// `.lineLimit(2): the card grows from 84 to 102 pt`.
  public var sentence: String { "\(change): \(cost)" }
}
