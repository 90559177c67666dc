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

extension Renderer {
  /// The presentations an activity has on `device`: the device's surfaces, with the small family on a phone
  /// only when the fixture lays it out (a watch or CarPlay shows the compact views when it does not).
  public static func presentations(of definition: ActivityDefinition, on device: DeviceProfile)
    -> [Presentation]
  {
    let smallOnly = device.surfaces == [.small]
    return device.surfaces.filter { $0 != .small || smallOnly || definition.layouts.fresh[.small] != nil }
  }

  /// The presentations drawn on `device` when `asked` names some (`render --presentation`, a scenario's
  /// `snapshot NAME small`): each one the device has, whatever the activity lays out, so that a phone's
  /// small family of an activity without `.supplementalActivityFamilies([.small])` is its compact views, as
  /// CarPlay and the watch draw it; nil asks for every presentation the activity has there
  /// (`presentations(of:on:)`).
  public static func presentations(
    _ asked: [Presentation]?, of definition: ActivityDefinition, on device: DeviceProfile
  ) -> [Presentation] {
    guard let asked else { return presentations(of: definition, on: device) }
    return asked.filter(device.has)
  }

  /// Draws `presentations` of `activity` on `device`, in order. On a device without a Dynamic Island, while an
  /// update's alert shows, the banner (the Lock Screen presentation at the top of the screen) comes before
  /// the Lock Screen card.
  public static func render(
    _ activity: LiveActivity, presentations: [Presentation], device: DeviceProfile, now: Date,
    glyphs: GlyphSet = .unicode, dynamicType: DynamicTypeSize = .large, colorScheme: ColorScheme = .dark
  ) -> [RenderedFrame] {
    let resolver = ViewResolver(activity: activity, now: now, dynamicType: dynamicType)
    var frames: [RenderedFrame] = []
    // One memo for the set: a text laid out for one proposal is answered from it when a stack asks again
    // (measuring, learning how far a child grows, placing) and in the next presentation (8 % of a step's
    // instructions in RenderBenchmark).
    let memo = TextLayoutMemo()
    for presentation in presentations {
      if presentation == .lockScreen,
        let frame = banner(
          activity, resolver: resolver, device: device, now: now, glyphs: glyphs, colorScheme: colorScheme,
          memo: memo)
      {
        frames.append(frame)
      }
      frames.append(
        render(
          resolver, presentation: presentation, device: device, glyphs: glyphs, colorScheme: colorScheme,
          memo: memo))
    }
    return frames
  }

  /// The banner an alerting update shows at the top of the screen of a device without a Dynamic Island:
  /// the activity's Lock Screen presentation (WidgetKit's `ActivityPreviewViewKind.content`, "the Live
  /// Activity presentation that appears on the Lock Screen and as a banner on devices that don't support the
  /// Dynamic Island"), while an alert shows at `now`; or, for an activity that has had no alert (one drawn at
  /// a step, as `render` and `check` do), when the pipeline step shown (after the first, while active)
  /// carries one, as it looks when that step arrives as an update. Nil when there is neither, or the device
  /// has an island. Its texts are the Lock Screen's, so their clips are reported there, once.
  static func banner(
    _ activity: LiveActivity, resolver: ViewResolver, device: DeviceProfile, now: Date, glyphs: GlyphSet,
    colorScheme: ColorScheme = .dark, memo: TextLayoutMemo? = nil
  ) -> RenderedFrame? {
    guard let note = bannerNote(activity, device: device, now: now) else { return nil }
    var frame = render(
      resolver, presentation: .lockScreen, device: device, glyphs: glyphs, colorScheme: colorScheme,
      memo: memo)
    frame.label = "Banner (alerting update)"
    frame.truncations = []
    frame.note = note
    return frame
  }

  /// The note of the banner `banner` draws, or nil when it draws none.
  static func bannerNote(_ activity: LiveActivity, device: DeviceProfile, now: Date) -> String? {
    guard device.showsAlertBanner, activity.state.acceptsUpdates else { return nil }
    if activity.isAlerting(at: now), let showing = activity.lastAlert {
      let until = showing.date.addingTimeInterval(LiveActivity.alertDuration)
      return "the Lock Screen presentation, at the top of the screen until \(ClockText.iso(until))"
    }
    if activity.lastAlert == nil, activity.state == .active, let index = activity.stepIndex, index > 0,
      activity.definition.pipeline[index].alert != nil
    {
      return
        "the Lock Screen presentation, at the top of the screen for 4 s when this step arrives as an update"
    }
    return nil
  }

  /// What is drawn for a presentation the device does not have: an empty outline and a note saying so.
  static func missing(_ presentation: Presentation, on device: DeviceProfile) -> RenderedFrame {
    RenderedFrame(
      presentation: presentation, frame: Frame(width: 0, height: 0), truncations: [],
      note: "\(device.name) has no \(presentation.rawValue) presentation (it shows \(device.surfaceList))")
  }
}
