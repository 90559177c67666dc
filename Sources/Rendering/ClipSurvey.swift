import Fixture
import Formatting
import Layout
import Lifecycle
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The texts an activity's presentations cut, as `Renderer.render` finds them, without drawing a frame:
/// `check` lays out thousands of frames and reads only their clips. One survey is one activity at one
/// instant and Dynamic Type size. Its views are resolved once for every device, each presentation is laid
/// out once for each set of `DeviceProfile.layoutLengths(of:)` and resolved views (across surveys sharing a
/// memo), and text layouts are kept in the memo too. Not thread-safe: one memo per thread.
public final class ClipSurvey {
  private let activity: LiveActivity
  private let memo: SurveyMemo
  private let now: Date
  private let dynamicType: DynamicTypeSize
  /// The sweep case drawn, when the caller numbers its cases: its views resolved at one Dynamic Type size
  /// are kept in the memo and rescaled at the others (`LayoutView.atDynamicType`).
  private let caseNumber: Int?
  private let state: ActivityState
  private let direction: LayoutDirection
  /// The island's content margins the app gives, read once rather than through the resolver (a copy of
  /// it and of the activity's definition) at every layout.
  private let contentMargins: ContentMargins
  /// Whether the app draws a view of its own in StandBy (`Renderer.isFullscreen`), read once.
  private let hasStandByView: Bool
  /// Made at the first presentation resolved here: a survey whose views are all rescaled never needs one.
  private lazy var resolver = ViewResolver(activity: activity, now: now, dynamicType: dynamicType)
  /// The number in the memo of each presentation's views (the memo keeps the views).
  private var resolved: [Presentation: Int] = [:]
  /// The number of the Lock Screen's views as StandBy draws them, where the activity has a view of its own
  /// there.
  private var resolvedFullscreen: Int?

  /// A survey of `activity` at `now`, its texts at `dynamicType`, keeping text layouts in `memo`. Surveys
  /// of one activity at several sizes that give it the same `caseNumber` (unique among the activities
  /// surveyed with `memo`) resolve its views once.
  public init(
    _ activity: LiveActivity, now: Date, dynamicType: DynamicTypeSize, memo: SurveyMemo,
    caseNumber: Int? = nil
  ) {
    self.activity = activity
    self.memo = memo
    self.now = now
    self.dynamicType = dynamicType
    self.caseNumber = caseNumber
    state = activity.state
    direction = activity.definition.layouts.layoutDirection
    contentMargins = activity.definition.layouts.contentMargins
    hasStandByView = activity.definition.layouts.standBy != nil
  }

  /// `Renderer.isFullscreen(device, activity.definition)`, without copying the definition.
  private func isFullscreen(_ device: DeviceProfile) -> Bool {
    Renderer.isFullscreen(device, hasStandByView: hasStandByView)
  }

  /// `presentation`'s views at this survey's size and their number in the memo: resolved, or rescaled from
  /// the size they were resolved at for the same case (exactly what resolving gives; a joined text without
  /// its parts is resolved again). Views that were the same at that size are the same rescaled, so a
  /// rescaling is kept by the number of what it rescaled and the size, and not repeated.
  private func numberedViews(
    of presentation: Presentation
  ) -> (views: [LayoutSlot: LayoutView], number: Int) {
    func numbered(_ views: [LayoutSlot: LayoutView]) -> (views: [LayoutSlot: LayoutView], number: Int) {
      (
        views,
        memo.number(
          of: SurveyMemo.Views(
            presentation: presentation, layoutDirection: direction, views: views,
            contentMargins: contentMargins))
      )
    }
    guard let caseNumber else { return numbered(Renderer.views(of: presentation, resolver).views) }
    let key = SurveyMemo.CaseKey(caseNumber: caseNumber, presentation: presentation)
    if let base = memo.resolvedCases[key] {
      if base.size == dynamicType { return (base.views, base.number) }
      let rescaling = SurveyMemo.Rescaling(number: base.number, size: dynamicType)
      if let known = memo.rescaled[rescaling] { return (memo.views[known], known) }
      let rescaled = base.views.mapValues { $0.atDynamicType(dynamicType) }
      guard !rescaled.values.contains(where: { $0 == nil }) else {
        return numbered(Renderer.views(of: presentation, resolver).views)
      }
      let found = numbered(rescaled.mapValues { $0! })
      memo.rescaled[rescaling] = found.number
      return found
    }
    let found = numbered(Renderer.views(of: presentation, resolver).views)
    memo.resolvedCases[key] = (dynamicType, found.views, found.number)
    return found
  }

  /// The truncations `Renderer.render` reports for `presentation` on `device`: none where the device has
  /// no such presentation or the activity shows nothing there.
  public func truncations(of presentation: Presentation, on device: DeviceProfile) -> [Truncation] {
    layout(of: presentation, on: device)?.truncations ?? []
  }

  /// The truncations of `presentation` on `device` with the view of `slot` resolved from `node` rather
  /// than from the activity's layouts: a remedy tried on one view. The other views are this survey's own,
  /// numbered in the memo as the sweep numbers them (for a survey with a case number, those the sweep
  /// resolved), their stacks numbered once for every view tried in their place: a remedy changes one
  /// text, and the stacks around it are those the sweep already shared out. The layout is neither
  /// numbered nor kept (text layouts are): the view is made for this one try.
  /// `tried` keeps the layouts of one try for the other frames it is laid out in (all on `device`): a
  /// frame whose views are numbered as one laid out already, and whose tried view resolves the same,
  /// lays out the same; and a sweep case's tried view, resolved once and rescaled to its other sizes.
  public func truncationsOnce(
    of presentation: Presentation, on device: DeviceProfile, drawing node: LayoutNode, at slot: LayoutSlot,
    tried: TriedLayouts? = nil
  ) -> [Truncation] {
    guard device.has(presentation), Renderer.isVisible(presentation, in: state) else { return [] }
    // The case drawn at another size in this try: its view rescaled rather than resolved again.
    let view =
      caseNumber.flatMap { caseNumber in
        tried?.views.first { $0.caseNumber == caseNumber && $0.node == node }?.view.atDynamicType(dynamicType)
      } ?? resolver.resolve(node)
    if let caseNumber, let tried, !tried.views.contains(where: { $0.caseNumber == caseNumber }) {
      tried.views.append((caseNumber, node, view))
    }
    let number = isFullscreen(device) ? nil : resolved[presentation] ?? numberedViews(of: presentation).number
    if let number, let tried,
      let known = tried.layouts.first(where: {
        $0.presentation == presentation && $0.number == number && $0.view == view
      })
    {
      return known.truncations
    }
    var views: [LayoutSlot: LayoutView]
    if let number {
      // The views the sweep numbered: with a case number, resolved once per memo for every survey of the
      // case (and rescaled to its other sizes), and their stacks numbered once.
      resolved[presentation] = number
      views = memo.laidOutViews(number)
    } else {
      views =
        fullscreenViews[presentation]
        ?? memo.text.interned(Renderer.views(of: presentation, resolver, fullscreen: true).views)
      fullscreenViews[presentation] = views
    }
    views[slot] = memo.text.interned(view)
    let layout = PresentationGeometry.layout(
      presentation, device: device, views: views, layoutDirection: direction, memo: memo.text,
      contentMargins: contentMargins)
    let truncations = layout.clips.map { Renderer.truncation($0, presentation: presentation) }
    if let number, let tried {
      tried.layouts.append((presentation, number, view, truncations))
    }
    return truncations
  }

  /// The layouts of one try of a view, by the numbered views around it and the view tried
  /// (`truncationsOnce(of:on:drawing:at:tried:)`).
  public final class TriedLayouts {
    var layouts: [(presentation: Presentation, number: Int, view: LayoutView, truncations: [Truncation])] = []
    /// The view tried, as resolved for each sweep case it was drawn for, at the first size drawn.
    var views: [(caseNumber: Int, node: LayoutNode, view: LayoutView)] = []

    /// None yet.
    public init() {}
  }

  /// `node` resolved for this survey's activity, instant and Dynamic Type size.
  public func resolved(_ node: LayoutNode) -> LayoutView { resolver.resolve(node) }

  /// The Lock Screen's views as StandBy draws them, where the activity has a view of its own there, for
  /// `truncationsOnce(of:on:drawing:at:)`, their stacks numbered.
  private var fullscreenViews: [Presentation: [LayoutSlot: LayoutView]] = [:]

  /// The truncations of `presentation` on `device`, with the layout's number in the memo (one per distinct
  /// layout), for callers that keep what they derive from it; nil where nothing is laid out. `lengths` is
  /// the number the memo gave `device.layoutLengths(of: presentation)` (`SurveyMemo.number(ofLengths:)`),
  /// for a caller that numbered it once.
  public func layout(
    of presentation: Presentation, on device: DeviceProfile, lengths: Int? = nil
  ) -> (layout: Int, truncations: [Truncation])? {
    guard device.has(presentation), Renderer.isVisible(presentation, in: state) else { return nil }
    let number: Int
    if isFullscreen(device) {
      // Rare (the app's code reads `isActivityFullscreen`): resolved once per survey, never rescaled.
      number =
        resolvedFullscreen
        ?? memo.number(
          of: SurveyMemo.Views(
            presentation: presentation, layoutDirection: direction,
            views: Renderer.views(of: presentation, resolver, fullscreen: true).views,
            contentMargins: contentMargins))
      resolvedFullscreen = number
    } else {
      number = resolved[presentation] ?? numberedViews(of: presentation).number
      resolved[presentation] = number
    }
    let lengths = lengths ?? memo.number(ofLengths: device.layoutLengths(of: presentation))
    if let known = memo.clips[number][lengths] { return known }
    let layout = PresentationGeometry.layout(
      presentation, device: device, views: memo.laidOutViews(number), layoutDirection: direction,
      memo: memo.text,
      contentMargins: contentMargins)
    let found = (memo.layouts, layout.clips.map { Renderer.truncation($0, presentation: presentation) })
    memo.layouts += 1
    memo.clips[number][lengths] = found
    return found
  }

  /// `presentation` on `device` laid out afresh (its size, every element and clip), for a caller that needs
  /// more than the clips; nil where nothing is laid out.
  public func laidOut(_ presentation: Presentation, on device: DeviceProfile) -> PresentationLayout? {
    guard device.has(presentation), Renderer.isVisible(presentation, in: resolver.state) else { return nil }
    return PresentationGeometry.layout(
      presentation, device: device,
      views: Renderer.views(
        of: presentation, resolver, fullscreen: isFullscreen(device)
      ).views,
      layoutDirection: direction, memo: memo.text,
      contentMargins: contentMargins)
  }

  /// Whether `device` shows the banner of an alerting update before the Lock Screen card (its texts are
  /// the card's, reported there).
  public func showsBanner(on device: DeviceProfile) -> Bool {
    Renderer.bannerNote(activity, device: device, now: now) != nil
  }
}
