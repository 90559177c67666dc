import ActivityState

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Renderer {
  /// What a phone with several activities shows at `now`: the Dynamic Island as the phone arbitrates it
  /// (compact pair, minimal attached and detached, or expanded for an alert), each frame noting which
  /// activity it is and why, then every Lock Screen card, most relevant first.
  public static func renderPhone(
    _ phone: SimulatedPhone, device: DeviceProfile, now: Date, glyphs: GlyphSet = .unicode,
    dynamicType: DynamicTypeSize = .large
  ) -> (island: IslandArbitration, frames: [RenderedFrame]) {
    let island = phone.island(at: now)
    func frame(_ name: String, _ presentation: Presentation, note: String) -> RenderedFrame? {
      guard device.has(presentation), let entry = phone.entry(named: name) else { return nil }
      var rendered = render(
        entry.activity, presentation: presentation, device: device, now: now, glyphs: glyphs,
        dynamicType: dynamicType)
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
    }
    let cards = phone.lockScreen
    for (index, name) in cards.enumerated() {
      frames.append(frame(name, .lockScreen, note: "\(name), \(index + 1) of \(cards.count)"))
    }
    return (island, frames.compactMap { $0 })
  }

  /// One line saying what the island shows: `Dynamic Island: minimal: pizza-planet attached, courier
  /// detached (other app)`.
  public static func islandSummary(_ island: IslandArbitration) -> String {
    switch island {
    case .empty: "Dynamic Island: empty (no activity in progress)"
    case .compact(let name, let reason): "Dynamic Island: compact: \(name) (\(reason))"
    case .minimal(let attached, let detached, let reason):
      "Dynamic Island: minimal: \(attached) attached, \(detached) detached (\(reason))"
    case .expanded(let name, let until):
      "Dynamic Island: expanded for \(name)'s alert until \(ClockText.iso(until))"
    }
  }
}
