import BuiltinFixtures
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing

/// What each kind of device shows, by reasoning from its profile: only its own surfaces, the banner of an
/// alerting update where there is no island, the compact views where there is no small layout.
struct DeviceSurfaceTests {
  static func activity(_ name: String, step: Int = 0) throws -> LiveActivity {
    let definition = try BuiltinFixture.definition(name)
    return LiveActivity.prepared(definition, step: step, state: nil, elapsed: 0)
  }

  @Test("--device words: a name, a group, all; anything else none")
  func selection() {
    #expect(DeviceProfile.select("watch")?.map(\.name) == [40, 41, 44, 45, 49].map { "watch-\($0)mm" })
    #expect(DeviceProfile.select("phones")?.allSatisfy { $0.group == .phone } == true)
    #expect(DeviceProfile.select("phones")?.contains(.iPhoneNoIsland) == true)
    #expect(DeviceProfile.select("all")?.count == DeviceProfile.all.count)
    #expect(DeviceProfile.select("watch-45mm") == [DeviceProfile.watches[3]])
    #expect(DeviceProfile.select("watch-45") == nil)
    #expect(
      DeviceProfile.unknownMessage("watch-45").hasPrefix(
        "unknown device 'watch-45' (did you mean 'watch-45mm'?)"))
    #expect(
      DeviceProfile.unknownMessage("zzzzzzzzzz").hasPrefix("unknown device 'zzzzzzzzzz'; expected one of: "))
    #expect(Set(DeviceProfile.all.map(\.name)).count == DeviceProfile.all.count, "names are unique")
  }

  @Test(
    "A device name within two edits (one for four letters or fewer), or a prefix of one, is suggested; no further",
    arguments: [
      ("watch-45", "watch-45mm"), ("wacth-45mm", "watch-45mm"), ("ipad-12", "ipad-13"), ("phone", "phones"),
      ("al", "all"), ("iphone-se", nil), ("wtch-45", nil), ("iphone-15", "iphone-15-pro"),
    ] as [(String, String?)])
  func suggestionWithinTwoEdits(_ written: String, _ meant: String?) {
    let message = DeviceProfile.unknownMessage(written)
    let head = message.prefix { $0 != ";" }
    #expect(
      head == "unknown device '\(written)'" + (meant.map { " (did you mean '\($0)'?)" } ?? ""), "\(message)")
  }

  @Test("Each profile says where its sizes come from; the estimated ones say so")
  func sources() {
    for device in DeviceProfile.all { #expect(!device.source.isEmpty, "\(device.name)") }
    #expect(DeviceProfile.iPhone15Pro.estimate == nil)
    #expect(DeviceProfile.iPad13.estimate == nil)
    #expect(DeviceProfile.carPlay.allSatisfy { $0.estimate != nil })
    #expect(DeviceProfile.iPhoneNoIsland.estimate != nil)
  }

  @Test("A watch draws only the small family; a phone without an island only the Lock Screen")
  func onlyItsSurfaces() throws {
    let pizza = try Self.activity("pizza-planet")
    let watch = Renderer.renderAll(pizza, device: .watches[3], now: pizza.now)
    #expect(watch.map(\.presentation) == [.small])
    let compact = Renderer.render(pizza, presentation: .compact, device: .watches[3], now: pizza.now)
    #expect(compact.frame.width == 0)
    #expect(compact.note == "watch-45mm has no compact presentation (it shows small)")
    let plain = Renderer.renderAll(pizza, device: .iPhoneNoIsland, now: pizza.now)
    #expect(plain.map(\.presentation) == [.lockScreen])
    let landscape = Renderer.renderAll(pizza, device: .iPhoneLandscape, now: pizza.now)
    #expect(landscape.map(\.presentation) == [.compact, .minimal])
  }

  @Test("Without a small layout, a watch shows the compact views: leading at the left, trailing at the right")
  func compactViewsOnTheWatch() throws {
    let food = try Self.activity("food-runner")
    let small = try #require(Renderer.renderAll(food, device: .watches[3], now: food.now).first)
    let compact = Renderer.render(food, presentation: .compact, device: .iPhone15Pro, now: food.now)
    // The compact trailing's text (the percentage) is on the watch too, at its right edge.
    Picture.expect(
      compact.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   🍴           ●         10%   │
      │                                │
      ╰────────────────────────────────╯
      """)
    Picture.expect(
      small.frame.rows,
      """
      ╭─────────────────────────╮
      │                         │
      │                         │
      │                         │
      │ 🍴                  10% │
      │                         │
      │                         │
      ╰─────────────────────────╯
      """)
    #expect(small.note == "its compact views: no small layout")
  }

  @Test(
    "An alerting step shows its banner, the Lock Screen presentation (not the alert's text), only where there is no island"
  )
  func banner() throws {
    let step1 = try Self.activity("pizza-planet", step: 1)
    let frames = Renderer.renderAll(step1, device: .iPhoneNoIsland, now: step1.now)
    #expect(frames.map(\.title) == ["Banner (alerting update)", "Lock Screen"])
    // WidgetKit: the `.content` presentation "appears on the Lock Screen and as a banner on devices that
    // don't support the Dynamic Island"; the alert's title and body are what Apple Watch shows.
    #expect(frames[0].frame.rows == frames[1].frame.rows)
    // The Lock Screen's title, cut as that card cuts it (143.5 pt for its 163.7).
    Picture.expect(
      frames[0].frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Del…        20:00             │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌╌  │
      │                                                   │
      │  👨🍳 Preparing Your Pizza Driver: Buzz Lightyear │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """)
    #expect(frames[0].truncations.isEmpty, "its texts' clips are the Lock Screen's, reported once")
    let step0 = try Self.activity("pizza-planet", step: 0)
    #expect(
      Renderer.renderAll(step0, device: .iPhoneNoIsland, now: step0.now).count == 1, "a request alerts no one"
    )
    let phone = Renderer.renderAll(step1, device: .iPhone15Pro, now: step1.now)
    #expect(!phone.contains { $0.label != nil })
  }

  @Test("StandBy: the Lock Screen layout, its background filling the landscape screen at half size")
  func standBy() throws {
    let step1 = try Self.activity("pizza-planet", step: 1)
    let card = Renderer.render(step1, presentation: .lockScreen, device: .iPhone15Pro, now: step1.now)
    let standBy = Renderer.render(step1, presentation: .lockScreen, device: .standBy, now: step1.now)
    // 852 × 393 pt halved is 426 × 196.5: 59 × 15 cells inside the outline, all of it the card's background.
    #expect(standBy.frame.width == 61 && standBy.frame.height == 17)
    #expect(standBy.outlineColumns == 61 && standBy.outlineRows == 17)
    // The same layout in the same points: the same texts, the same verdicts.
    #expect(standBy.truncations.map(\.text) == card.truncations.map(\.text))
  }
}
