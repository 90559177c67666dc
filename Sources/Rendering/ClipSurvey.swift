import Fixture
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
  private let resolver: ViewResolver
  private let memo: SurveyMemo
  private let now: Date
  /// Each presentation's resolved views, and their number in the memo.
  private var resolved: [Presentation: (views: [LayoutSlot: LayoutView], number: Int)] = [:]

  /// A survey of `activity` at `now`, its texts at `dynamicType`, keeping text layouts in `memo`.
  public init(_ activity: LiveActivity, now: Date, dynamicType: DynamicTypeSize, memo: SurveyMemo) {
    self.activity = activity
    resolver = ViewResolver(activity: activity, now: now, dynamicType: dynamicType)
    self.memo = memo
    self.now = now
  }

  /// The truncations `Renderer.render` reports for `presentation` on `device`: none where the device has
  /// no such presentation or the activity shows nothing there.
  public func truncations(of presentation: Presentation, on device: DeviceProfile) -> [Truncation] {
    layout(of: presentation, on: device)?.truncations ?? []
  }

  /// The same, with the layout's number in the memo (one per distinct layout), for callers that keep what
  /// they derive from it; nil where nothing is laid out.
  public func layout(
    of presentation: Presentation, on device: DeviceProfile
  ) -> (layout: Int, truncations: [Truncation])? {
    guard device.has(presentation), Renderer.isVisible(presentation, in: resolver.state) else { return nil }
    let direction = resolver.definition.layouts.layoutDirection
    let (views, number) =
      resolved[presentation]
      ?? {
        let views = Renderer.views(of: presentation, resolver).views
        let number = memo.number(
          of: SurveyMemo.Views(presentation: presentation, layoutDirection: direction, views: views))
        resolved[presentation] = (views, number)
        return (views, number)
      }()
    let lengths = device.layoutLengths(of: presentation)
    if let known = memo.clips[number][lengths] { return known }
    let layout = PresentationGeometry.layout(
      presentation, device: device, views: views, layoutDirection: direction, memo: memo.text)
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
      presentation, device: device, views: Renderer.views(of: presentation, resolver).views,
      layoutDirection: resolver.definition.layouts.layoutDirection, memo: memo.text)
  }

  /// Whether `device` shows the banner of an alerting update before the Lock Screen card (its texts are
  /// the card's, reported there).
  public func showsBanner(on device: DeviceProfile) -> Bool {
    Renderer.bannerNote(activity, device: device, now: now) != nil
  }
}
