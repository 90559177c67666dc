import Formatting
import Layout
import Typography
import Views

/// What one thread of `check`'s sweep has laid out, kept for the rest of its work: text layouts, and the
/// clips of whole presentations. Sweep cases that differ only in a date most presentations do not show
/// resolve to the same views, and lay out the same on every device with the same lengths. Not
/// thread-safe: one per thread.
public final class SurveyMemo {
  /// Text layouts, shared by every presentation laid out here.
  let text = TextLayoutMemo()
  /// Each distinct presentation resolved (its views and direction), numbered in the order first seen.
  var numbers: [Views: Int] = [:]
  /// The clips of presentation number N on each set of device lengths it was laid out with (by the set's
  /// number), each layout numbered in the order laid out.
  var clips: [[Int: (layout: Int, truncations: [Truncation])]] = []
  /// Each set of device lengths (`DeviceProfile.layoutLengths(of:)`) seen, numbered in the order first
  /// seen.
  var lengthNumbers: [[Double]: Int] = [:]
  /// How many layouts were worked out.
  var layouts = 0
  /// Each sweep case's views of each presentation at the first Dynamic Type size they were resolved at,
  /// which surveys of the case at other sizes rescale rather than resolve again.
  var resolvedCases: [CaseKey: (size: DynamicTypeSize, views: [LayoutSlot: LayoutView], number: Int)] = [:]
  /// The number of the views that rescaling the views number N to a size gave.
  var rescaled: [Rescaling: Int] = [:]
  /// The views of each number.
  var views: [[LayoutSlot: LayoutView]] = []
  /// The views of each number as laid out, their stacks numbered to share answers across layouts
  /// (`TextLayoutMemo.interned`); made at the number's first layout.
  private var internedViews: [[LayoutSlot: LayoutView]?] = []

  /// The views of number `number`, their stacks numbered to share their answers across layouts.
  func laidOutViews(_ number: Int) -> [LayoutSlot: LayoutView] {
    if internedViews.count <= number {
      internedViews += repeatElement(nil, count: number + 1 - internedViews.count)
    }
    if let known = internedViews[number] { return known }
    let interned = text.interned(views[number])
    internedViews[number] = interned
    return interned
  }

  /// Views number N rescaled to a Dynamic Type size.
  struct Rescaling: Hashable {
    var number: Int
    var size: DynamicTypeSize
  }

  /// A sweep case's presentation.
  struct CaseKey: Hashable {
    var caseNumber: Int
    var presentation: Presentation
  }

  /// A presentation's resolved views: what decides its clips, with the device's lengths. Its hash is
  /// worked out once and compared before the views are: a dictionary compares its key with every key it
  /// probes, and growing it hashes every key again.
  struct Views: Hashable {
    var presentation: Presentation
    var layoutDirection: LayoutDirection
    var views: [LayoutSlot: LayoutView]
    /// The island's content margins the app gives, which the views are laid out within.
    var contentMargins: ContentMargins
    /// The views alone, in any order, not the dictionary's own hash, which would hash each slot's String
    /// raw value; `==` tells the slots apart.
    private let seed: Int

    init(
      presentation: Presentation, layoutDirection: LayoutDirection, views: [LayoutSlot: LayoutView],
      contentMargins: ContentMargins = ContentMargins()
    ) {
      self.presentation = presentation
      self.layoutDirection = layoutDirection
      self.views = views
      self.contentMargins = contentMargins
      var hasher = Hasher()
      hasher.combine(views.count)
      hasher.combine(views.values.reduce(0) { $0 ^ $1.hashValue })
      seed = hasher.finalize()
    }

    static func == (lhs: Views, rhs: Views) -> Bool {
      lhs.seed == rhs.seed && lhs.presentation == rhs.presentation
        && lhs.layoutDirection == rhs.layoutDirection && lhs.views == rhs.views
        && lhs.contentMargins == rhs.contentMargins
    }

    func hash(into hasher: inout Hasher) { hasher.combine(seed) }
  }

  /// The number of `views`, new or already seen.
  func number(of views: Views) -> Int {
    if let known = numbers[views] { return known }
    numbers[views] = clips.count
    clips.append([:])
    self.views.append(views.views)
    return clips.count - 1
  }

  /// The number of a set of device lengths, new or already seen: a caller that lays many frames out on
  /// the same devices numbers their lengths once, rather than making and hashing the list at every frame.
  public func number(ofLengths lengths: [Double]) -> Int {
    if let known = lengthNumbers[lengths] { return known }
    lengthNumbers[lengths] = lengthNumbers.count
    return lengthNumbers.count - 1
  }

  /// Whether any text laid out with this memo shrank by `factor` (`TextLayoutMemo.shrinkingFactors`):
  /// when none did, no layout here read it.
  public func hasShrunk(by factor: Double) -> Bool { text.shrinkingFactors.contains(factor) }

  /// An empty memo.
  public init() {}
}
