import Checking
import Layout
import Lifecycle
import Rendering
import TestSupport
import Testing

/// What `la-sim check` says about the fixtures la-sim ships.
struct ShippedFixtureTests {
  static let shipped = ["pizza-planet", "export", "food-runner", "courier", "courier-compact"]

  /// The clip findings of a built-in fixture at one place.
  func clips(_ name: String, device: String, at place: String) throws -> [Finding] {
    try Checker.check(BuiltinFixture.definition(name), file: name).findings.filter {
      $0.code == .clipped && $0.devices.contains(device) && $0.presentationRegion == place
    }
  }

  @Test("courier-compact fits everywhere: clean on every device")
  func compactCourierIsClean() throws {
    let report = Checker.check(try BuiltinFixture.definition("courier-compact"), file: "courier-compact")
    #expect(report.findings.map(\.line) == [])
    #expect(report.isClean)
    #expect(report.devices == DeviceProfile.all.map(\.name))
    // Per device, 4 steps in 2 states that accept updates and 1 ended, plus delivered and the end content
    // (both ended): 8 + 6 frames of each surface the Lock Screen or small family, 8 of each island one.
    // Phones: lock-screen 14 + 3 × 8; landscape 2 × 8; no island, StandBy, 2 iPads, 5 watches, 3 CarPlays 14.
    let expected = 2 * (14 + 3 * 8) + 2 * 8 + 12 * 14
    #expect(report.frames == expected)
    #expect(report.summary == "courier-compact: clean (\(expected) frames)")
    #expect(report.surfaces.count == 2 * 4 + 2 + 12)
  }

  /// The compact trailing side less its 8-pt margin (52.33 − 8 on the 393 class), or the timer's
  /// `frame(maxWidth: 48)` where the side is wider (62.33 − 8 on the 430 class).
  @Test(
    "pizza-planet's compact trailing timer (frame maxWidth 48 pt) clips from h:mm:ss on both classes, in points",
    arguments: [("iphone-15-pro", 42.33), ("iphone-15-pro-max", 48.0)])
  func pizzaTimerClipsPastAnHour(device: String, room: Double) throws {
    let found = try clips("pizza-planet", device: device, at: "compact/trailing")
    #expect(found.count == 1)
    let clip = try #require(found.first)
    #expect(clip.view == "timer estimatedArrival")
    #expect(clip.text.split(separator: ":").count == 3, "an h:mm:ss form: \(clip.text)")
    #expect(clip.unit == "pt" && !clip.isVertical)
    #expect(abs((clip.available ?? 0) - room) < 0.01)
    #expect((clip.needed ?? 0) > room)
    #expect(clip.shown?.hasSuffix("…") == true)
    #expect(clip.states == [.active, .stale])
  }

  @Test("pizza-planet shows the private customerName on the Lock Screen")
  func pizzaCustomerNameIsPrivate() throws {
    let report = Checker.check(try BuiltinFixture.definition("pizza-planet"), file: "pizza-planet")
    let privacy = report.findings.filter { $0.code == .privateOnLockScreen }
    #expect(
      privacy.map(\.line) == [
        "pizza-planet: lock-screen/content (layouts.lockScreen): private field \"customerName\" is on the Lock"
          + " Screen, visible without unlocking: {\"text\":\"{customerName}'s {pizzaName}\"} [LA005]"
      ])
  }

  @Test(
    "pizza-planet's expanded leading no longer clips (no LA001 there); its expanded center and small family do"
  )
  func pizzaExpandedLeading() throws {
    for device in ["iphone-15-pro", "iphone-15-pro-max"] {
      #expect(try clips("pizza-planet", device: device, at: "expanded/leading").isEmpty, "\(device)")
      let center = try clips("pizza-planet", device: device, at: "expanded/center")
      // `.subheadline` semibold: "Preparing Your Pizza" alone is 147.9 pt in SF Pro, and "Out for Delivery"
      // with its emoji is past the band too.
      #expect(center.map(\.text) == ["🚀 Out for Delivery", "👨🍳 Preparing Your Pizza"], "\(device)")
      #expect(center.first?.message.contains("needs 133.3 pt, has 125.3 pt") == true)
      #expect(center.last?.message.contains("needs 188.6 pt, has 125.3 pt") == true)
      // The small family's status has 71 pt: HStack(spacing: 12) puts its 12 pt on both sides of the spacer
      // too, as SwiftUI does. In SF Pro "Order Placed" is 76.9 pt, "Almost There!" 84.1, "Out for Delivery"
      // 95.1 (`.caption` bold), so each is cut; the pizza's name wraps to three lines of two.
      let small = try clips("pizza-planet", device: device, at: "small/content")
      #expect(
        small.map(\.shown) == ["Order Pla…", "Almost T…", "Out for D…", "Preparing…", "Buzz's Cosmic Su…"],
        "\(device)")
    }
  }

  @Test(
    "food-runner's relative ETA no longer clips on the Lock Screen, in any form, on either class")
  func foodRunnerRelativeEta() throws {
    let findings = Checker.check(try BuiltinFixture.definition("food-runner"), file: "food-runner").findings
    #expect(!findings.contains { $0.view == "relative estimatedArrival" })
    #expect(!findings.contains { $0.code == .clipped || $0.code == .tight })
    let definition = try BuiltinFixture.definition("food-runner")
    for device in DeviceProfile.all where device.has(.lockScreen) {
      let activity = LiveActivity.prepared(definition, step: 0, state: nil, elapsed: 0)
      let lock = Renderer.render(activity, presentation: .lockScreen, device: device, now: activity.now)
      #expect(lock.frame.rows.contains { $0.contains("30 min remaining") }, "\(device.name)")
      #expect(lock.truncations.isEmpty, "\(device.name)")
    }
  }

  @Test(
    "courier's status does not clip: a longer one fits the card, one longer than the card wraps")
  func courierStatusRoom() throws {
    let courier = try BuiltinFixture.definition("courier")
    #expect(Checker.check(courier, file: "courier").findings.isEmpty)
    for status in [
      "Out for delivery, 2 stops left before yours",
      "Out for delivery, 2 stops left before yours; the driver is on Elm Street",
    ] {
      var pushed = courier
      pushed.pipeline[2].content.fields["status"] = .value(.string(status))
      #expect(Checker.check(pushed, file: "courier").findings.isEmpty, "\(status)")
      var compact = try BuiltinFixture.definition("courier-compact")
      compact.pipeline[2].content.fields["status"] = .value(.string(status))
      #expect(Checker.check(compact, file: "courier-compact").isClean, "\(status)")
    }
    var wrapped = courier
    wrapped.pipeline[2].content.fields["status"] = .value(
      .string("Out for delivery, 2 stops left before yours; the driver is on Elm Street"))
    let activity = LiveActivity.prepared(wrapped, step: 2, state: nil, elapsed: 0)
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    // The status wraps onto a second line, whole.
    Picture.expect(
      lock.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │   Order #7305                                     │
      │                                                   │
      │   Out for delivery, 2 stops left before yours;    │
      │                                                   │
      │   the driver is on Elm Street                     │
      │                                                   │
      │   9 min away                                      │
      │                                                   │
      ╰───────────────────────────────────────────────────╯



      """)
    #expect(lock.truncations.isEmpty)
  }

  @Test("Every shipped fixture is checked the same way twice", arguments: shipped)
  func deterministic(name: String) throws {
    let definition = try BuiltinFixture.definition(name)
    #expect(Checker.check(definition, file: name) == Checker.check(definition, file: name))
  }

  @Test("Findings are listed in report order: by code, clips by presentation and region")
  func order() throws {
    let findings = Checker.check(try BuiltinFixture.definition("pizza-planet"), file: "pizza-planet").findings
    #expect(findings.map(\.code) == findings.map(\.code).sorted())
    let places = findings.filter { $0.code == .clipped }.compactMap(\.presentation).map {
      Presentation.allCases.firstIndex(of: $0)!
    }
    #expect(places == places.sorted())
  }
}
