import ActivityState

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

  /// Draws `presentations` of `activity` on `device`, in order. On a device without a Dynamic Island, while an
  /// update's alert shows, the notification banner with the alert's title and body comes before the Lock
  /// Screen card.
  public static func render(
    _ activity: LiveActivity, presentations: [Presentation], device: DeviceProfile, now: Date,
    glyphs: GlyphSet = .unicode, dynamicType: DynamicTypeSize = .large
  ) -> [RenderedFrame] {
    let resolver = ViewResolver(activity: activity, now: now, dynamicType: dynamicType)
    var frames: [RenderedFrame] = []
    for presentation in presentations {
      if presentation == .lockScreen,
        let frame = banner(activity, resolver: resolver, device: device, now: now, glyphs: glyphs)
      {
        frames.append(frame)
      }
      frames.append(render(resolver, presentation: presentation, device: device, glyphs: glyphs))
    }
    return frames
  }

  /// The banner an alerting update shows at the top of the screen of a device without a Dynamic Island: the
  /// alert showing at `now`; or, for an activity that has had no alert (one drawn at a step, as `render` and
  /// `check` do), the alert of the pipeline step shown (after the first, while active), as it looks when that
  /// step arrives as an update. Nil when there is neither, or the device has an island.
  static func banner(
    _ activity: LiveActivity, resolver: ViewResolver, device: DeviceProfile, now: Date, glyphs: GlyphSet
  ) -> RenderedFrame? {
    guard device.showsAlertBanner, activity.state.acceptsUpdates else { return nil }
    let alert: AlertContent
    let note: String
    if activity.isAlerting(at: now), let showing = activity.lastAlert {
      alert = showing.alert
      let until = showing.date.addingTimeInterval(LiveActivity.alertDuration)
      note = "at the top of the screen until \(ClockText.iso(until))"
    } else if activity.lastAlert == nil, activity.state == .active, let index = activity.stepIndex, index > 0,
      let template = activity.definition.pipeline[index].alert
    {
      // Drawn at a step rather than played to it (render, check): the banner the step's update brings.
      let values = activity.content.values
      alert = AlertContent(
        title: TemplateText.resolve(template.title, values: values, definition: activity.definition),
        body: TemplateText.resolve(template.body, values: values, definition: activity.definition),
        sound: template.sound)
      note = "at the top of the screen for 4 s when this step arrives as an update"
    } else {
      return nil
    }
    var frame = render(
      resolver, presentation: .lockScreen, device: device, glyphs: glyphs, banner: bannerNode(alert))
    frame.label = "Banner (alerting update)"
    // Its texts are the alert's, not the Lock Screen layout's: findings place them in the banner.
    for index in frame.truncations.indices { frame.truncations[index].region = "banner" }
    frame.note = note
    return frame
  }

  /// The notification banner's content: the alert's title in `.headline`, its body in `.subheadline` below.
  static func bannerNode(_ alert: AlertContent) -> LayoutNode {
    var title = ViewStyle()
    title.font = .headline
    title.lineLimit = 1
    var body = ViewStyle()
    body.font = .subheadline
    body.lineLimit = 2
    var stack = ViewStyle()
    stack.alignment = .leading
    stack.padding = EdgeInsets(top: 14, leading: 14, bottom: 14, trailing: 14)
    stack.frame = FrameModifier(maxWidth: .infinity, alignment: .leading)
    return .stack(
      .vertical,
      [
        .text(TextTemplate(segments: [.literal(alert.title)]), title),
        .text(TextTemplate(segments: [.literal(alert.body)]), body),
      ], spacing: 2, stack)
  }

  /// What is drawn for a presentation the device does not have: an empty outline and a note saying so.
  static func missing(_ presentation: Presentation, on device: DeviceProfile) -> RenderedFrame {
    RenderedFrame(
      presentation: presentation, frame: Frame(width: 0, height: 0), truncations: [],
      note: "\(device.name) has no \(presentation.rawValue) presentation (it shows \(device.surfaceList))")
  }
}
