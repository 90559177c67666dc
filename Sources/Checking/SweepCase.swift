import Layout
import Lifecycle
import Typography
import Views

/// One activity to draw on every device and presentation: a content source, in one state, with its dates
/// set for one sweep offset.
struct SweepCase {
  /// Where the content comes from.
  var source: ContentSource
  /// The source's place among the activity's sources (steps, end, cancel), for cheap sets of them.
  var sourceOrdinal: Int
  /// The activity, started (and stale or ended) at the reference start; it is drawn at that instant.
  var activity: LiveActivity
  /// The text of each date view drawn, and which view gives it, so a clip of one can be traced to the view.
  var dateTexts: [String: DateRead]
  /// The activity at each Dynamic Type size (in `DynamicTypeSize.allCases`' order) when the app's code draws
  /// other views at some sizes than at `large`; nil when `activity` is drawn at every size.
  var sized: [LiveActivity]? = nil

  /// The activity as drawn at `size`.
  func activity(at size: DynamicTypeSize) -> LiveActivity {
    sized.map { $0[Self.place(of: size)] } ?? activity
  }

  /// Draws the case at `size` with `drawn` (its own views there), and at every other size as before.
  mutating func setActivity(_ drawn: LiveActivity, at size: DynamicTypeSize) {
    var sized = self.sized ?? Array(repeating: activity, count: DynamicTypeSize.allCases.count)
    sized[Self.place(of: size)] = drawn
    self.sized = sized
  }

  /// Whether `other` (the same case drawn with other views) is laid out alike at every size: the same
  /// layouts but for their colours, which change no size (`Layouts.colorless`).
  func laysOutLike(_ other: SweepCase) -> Bool {
    func alike(_ one: LiveActivity, _ another: LiveActivity) -> Bool {
      Self.laidOutAlike(one.definition.layouts, another.definition.layouts)
    }
    guard alike(activity, other.activity) else { return false }
    guard sized != nil || other.sized != nil else { return true }
    return DynamicTypeSize.allCases.allSatisfy { alike(activity(at: $0), other.activity(at: $0)) }
  }

  /// Whether two sets of layouts are laid out alike: equal but for their colours, which change no size.
  static func laidOutAlike(_ layouts: Layouts, _ others: Layouts) -> Bool {
    layouts == others || layouts.colorless == others.colorless
  }

  /// `size`'s place among the Dynamic Type sizes.
  private static func place(of size: DynamicTypeSize) -> Int {
    DynamicTypeSize.allCases.firstIndex(of: size)!
  }

  /// The date view that shows `text`, if one does: a look through the few date texts, by their bytes,
  /// costs less than hashing every clipped text of every frame.
  func dateView(showing text: String) -> DateRead? { Self.dateView(showing: text, in: dateTexts) }

  /// The date view among `dateTexts` that shows `text`, if one does.
  static func dateView(showing text: String, in dateTexts: [String: DateRead]) -> DateRead? {
    for (shown, view) in dateTexts where ExactText(shown) == ExactText(text) { return view }
    return nil
  }

  /// What the tally reads of the case: not the activity, which a copy at every frame would retain whole.
  struct Facts {
    var source: ContentSource
    var sourceOrdinal: Int
    var state: ActivityState
    var dateTexts: [String: DateRead]
  }

  /// The case's facts for the tally.
  var facts: Facts {
    Facts(source: source, sourceOrdinal: sourceOrdinal, state: activity.state, dateTexts: dateTexts)
  }
}
