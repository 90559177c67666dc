import Formatting
import Layout
import Phone
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Renderer {
  /// What a phone with several activities shows at `now`: the Dynamic Island as the phone arbitrates it
  /// (compact pair, minimal attached and detached, or expanded for an alert; on a device without an island,
  /// the alert's banner), each frame noting which activity it is and why, then every Lock Screen card, most
  /// relevant first (on a watch or CarPlay, each activity's small family). A device draws only its surfaces.
  public static func renderPhone(
    _ phone: SimulatedPhone, device: DeviceProfile, now: Date, glyphs: GlyphSet = .unicode,
    dynamicType: DynamicTypeSize = .large, colorScheme: ColorScheme = .dark
  ) -> (island: IslandArbitration, frames: [RenderedFrame]) {
    let island = phone.island(at: now)
    func frame(_ name: String, _ presentation: Presentation, note: String) -> RenderedFrame? {
      guard device.has(presentation), let entry = phone.entry(named: name) else { return nil }
      var rendered = render(
        entry.activity, presentation: presentation, device: device, now: now, glyphs: glyphs,
        dynamicType: dynamicType, colorScheme: colorScheme)
      rendered.note = rendered.note.map { "\(note); \($0)" } ?? note
      return rendered
    }
    var frames: [RenderedFrame?] = []
    switch island {
    case .empty:
      break
    case .compact(let name, let reason):
      frames.append(frame(name, .compact, note: "\(name): \(reason)"))
    case .minimal(let attached, let detached, let reason):
      frames.append(frame(attached, .minimal, note: "\(attached), attached: \(reason)"))
      frames.append(frame(detached, .minimal, note: "\(detached), detached: \(reason)"))
    case .expanded(let name, let until):
      frames.append(frame(name, .expanded, note: "\(name): alert until \(ClockText.iso(until))"))
      // Without an island, the alert is the notification banner at the top of the screen.
      if let entry = phone.entry(named: name), device.showsAlertBanner {
        let resolver = ViewResolver(activity: entry.activity, now: now, dynamicType: dynamicType)
        var banner = Renderer.banner(
          entry.activity, resolver: resolver, device: device, now: now, glyphs: glyphs,
          colorScheme: colorScheme)
        if let note = banner?.note { banner?.note = "\(name): \(note)" }
        frames.append(banner)
      }
    }
    // The Lock Screen's cards; a watch or CarPlay shows each activity's small family instead.
    let cards = phone.lockScreen
    let card: Presentation = device.has(.lockScreen) || !device.has(.small) ? .lockScreen : .small
    for (index, name) in cards.enumerated() {
      frames.append(frame(name, card, note: "\(name), \(index + 1) of \(cards.count)"))
    }
    return (island, frames.compactMap { $0 })
  }

  /// One line saying what the island shows: `Dynamic Island: minimal: pizza-planet attached, courier
  /// detached (other app)`. On a `device` without a Dynamic Island there is none to arbitrate, and an alert
  /// is the banner at the top of the screen: `Dynamic Island: none on iPhone 14; pizza-planet's alert shows
  /// as a banner at the top of the screen until …`.
  public static func islandSummary(_ island: IslandArbitration, device: DeviceProfile) -> String {
    guard device.has(.compact) else {
      let none = "Dynamic Island: none on \(device.displayName)"
      guard case .expanded(let name, let until) = island, device.showsAlertBanner else { return none }
      return none
        + "; \(name)'s alert shows as a banner at the top of the screen until \(ClockText.iso(until))"
    }
    return switch island {
    case .empty: "Dynamic Island: empty (no activity in progress)"
    case .compact(let name, let reason): "Dynamic Island: compact: \(name) (\(reason))"
    case .minimal(let attached, let detached, let reason):
      "Dynamic Island: minimal: \(attached) attached, \(detached) detached (\(reason))"
    case .expanded(let name, let until):
      "Dynamic Island: expanded for \(name)'s alert until \(ClockText.iso(until))"
    }
  }
}
