import ActivityState
import Checker
import Renderer
import Testing

/// What `la-sim check` says about the fixtures la-sim ships.
struct ShippedFixtureTests {
  static let shipped = ["pizza-planet", "export", "food-runner", "courier", "courier-compact"]

  /// The clip findings of a built-in fixture at one place.
  func clips(_ name: String, device: String, at place: String) throws -> [Finding] {
    try Checker.check(TestFixture.builtin(name), file: name).findings.filter {
      $0.code == .clipped && $0.device == device && $0.presentationRegion == place
    }
  }

  @Test("courier-compact fits everywhere: clean on every device")
  func compactCourierIsClean() throws {
    let report = Checker.check(try TestFixture.builtin("courier-compact"), file: "courier-compact")
    #expect(report.findings.map(\.line) == [])
    #expect(report.isClean)
    #expect(report.devices == ["iphone-15-pro", "iphone-15-pro-max"])
    // 4 steps × (4 presentations active + 4 stale + Lock Screen ended) + delivered + end content, × 2 devices.
    #expect(report.frames == (4 * 9 + 1 + 1) * 2)
    #expect(report.summary == "courier-compact: clean (76 frames)")
  }

  @Test(
    "pizza-planet's compact trailing timer clips from h:mm:ss (maxWidth 48 pt = 5 cells) on both classes",
    arguments: ["iphone-15-pro", "iphone-15-pro-max"])
  func pizzaTimerClipsPastAnHour(device: String) throws {
    let found = try clips("pizza-planet", device: device, at: "compact/trailing")
    #expect(found.count == 1)
    let clip = try #require(found.first)
    #expect(clip.text == "1:02:03")
    #expect(clip.needed == 7)
    #expect(clip.available == 5)
    #expect(clip.shown == "1:02…")
    #expect(clip.view == "timer estimatedArrival")
    #expect(clip.widestText == "11:59:59")
    #expect(clip.widestNeeded == 8)
    #expect(clip.sources.map(\.name) == ["placed", "preparing", "inOven", "outForDelivery", "arriving"])
    #expect(clip.states == [.active, .stale])
    #expect(
      clip.line
        == "pizza-planet: \(device) compact/trailing steps 0–4 (active, stale): \"1:02:03\" needs 7 cells, has 5"
        + " → \"1:02…\" (timer estimatedArrival; up to \"11:59:59\", 8 cells) (×20) [LA001]")
  }

  @Test("pizza-planet shows the private customerName on the Lock Screen")
  func pizzaCustomerNameIsPrivate() throws {
    let report = Checker.check(try TestFixture.builtin("pizza-planet"), file: "pizza-planet")
    let privacy = report.findings.filter { $0.code == .privateOnLockScreen }
    #expect(
      privacy.map(\.line) == [
        "pizza-planet: lock-screen/content (layouts.lockScreen): private field \"customerName\" is on the Lock"
          + " Screen, visible without unlocking: {\"text\":\"{customerName}'s {pizzaName}\"} [LA005]"
      ])
  }

  @Test("pizza-planet's expanded leading cuts the app name on the 393-pt class only")
  func pizzaExpandedLeading() throws {
    let small = try clips("pizza-planet", device: "iphone-15-pro", at: "expanded/leading").map(\.text)
    let large = try clips("pizza-planet", device: "iphone-15-pro-max", at: "expanded/leading").map(\.text)
    #expect(small == ["Pizza Planet", "Buzz's Cosmic Supreme"])
    #expect(large == ["Buzz's Cosmic Supreme"])
  }

  @Test(
    "food-runner's relative ETA clips on the Lock Screen at its own first value, 30 minutes, on the 393 class"
  )
  func foodRunnerRelativeEta() throws {
    let found = try clips("food-runner", device: "iphone-15-pro", at: "lock-screen/content")
      .filter { $0.view == "relative estimatedArrival" }
    #expect(found.count == 1)
    let clip = try #require(found.first)
    #expect(clip.text == "30 minutes")
    #expect(clip.needed == 10)
    #expect(clip.available == 9)
    #expect(clip.shown == "30 minut…")
    #expect(clip.widestText == "59 minutes, 59 seconds")
    #expect(clip.states == [.active, .ended])
  }

  @Test("courier's shipped layout keeps \"Out for delivery, 2 stops left\" whole; a longer status clips")
  func courierStatusRoom() throws {
    let courier = try TestFixture.builtin("courier")
    #expect(Checker.check(courier, file: "courier").findings.isEmpty)
    let longer = "Out for delivery, 2 stops left before yours"
    var pushed = courier
    pushed.pipeline[2].content.fields["status"] = .value(.string(longer))
    let lines = Checker.check(pushed, file: "courier").findings.filter { $0.text == longer }.map {
      "\($0.device ?? "") \($0.presentationRegion ?? "") \($0.available ?? 0) \($0.shown ?? "")"
    }
    // 43 cells: the 393-pt Lock Screen (41 inside its margins) cuts it; expanded bottom (43) just holds it.
    #expect(lines == ["iphone-15-pro lock-screen/content 41 Out for delivery, 2 stops left before yo…"])
    var compact = try TestFixture.builtin("courier-compact")
    compact.pipeline[2].content.fields["status"] = .value(.string(longer))
    #expect(Checker.check(compact, file: "courier-compact").isClean)
  }

  @Test("Every shipped fixture is checked the same way twice", arguments: shipped)
  func deterministic(name: String) throws {
    let definition = try TestFixture.builtin(name)
    #expect(Checker.check(definition, file: name) == Checker.check(definition, file: name))
  }

  @Test("Findings are listed in report order: by code, clips by presentation and region")
  func order() throws {
    let findings = Checker.check(try TestFixture.builtin("pizza-planet"), file: "pizza-planet").findings
    #expect(findings.map(\.code) == findings.map(\.code).sorted())
    let places = findings.filter { $0.code == .clipped }.compactMap(\.presentation).map {
      Presentation.allCases.firstIndex(of: $0)!
    }
    #expect(places == places.sorted())
  }
}
