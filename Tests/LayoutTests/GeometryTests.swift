import BuiltinFixtures
import Fixture
import FixtureJSON
import Layout
import Lifecycle
import Testing
import Views

/// Each presentation's real geometry, in points.
@Suite struct GeometryTests {
  func layout(_ fixture: String, _ presentation: Presentation, step: Int = 1) throws -> PresentationLayout {
    let definition = try FixtureDecoder.decode(bytes: BuiltinFixtures.bytes(named: fixture)!, file: fixture)
    let activity = LiveActivity.prepared(definition, step: step, state: nil, elapsed: 0)
    let resolver = ViewResolver(activity: activity, now: activity.now)
    var views: [LayoutSlot: LayoutView] = [:]
    for (slot, node) in definition.layouts.fresh { views[slot] = resolver.resolve(node) }
    return PresentationGeometry.layout(presentation, device: .iPhone15Pro, views: views)
  }

  @Test func lockScreenCardsHugTheirContentBetween84And160Points() throws {
    let courier = try layout("courier", .lockScreen)
    let pizza = try layout("pizza-planet", .lockScreen)
    #expect(courier.size.height < pizza.size.height)
    #expect(courier.size.height >= 84 && pizza.size.height <= 160)
    #expect(courier.box.height == 160 && courier.box.width == 371)
    let empty = PresentationGeometry.layout(.lockScreen, device: .iPhone15Pro, views: [:])
    #expect(empty.size.height == 84)
  }

  @Test func contentTallerThan160PointsIsCutAndReportedInPoints() {
    let rows = (1...12).map { V.text("Row \($0)", .headline) }
    let layout = PresentationGeometry.layout(
      .lockScreen, device: .iPhone15Pro, views: [.lockScreen: V.vstack(rows, spacing: 4)])
    #expect(layout.size.height == 160)
    let cut = layout.clips.first { $0.isVertical }
    #expect(cut?.available == 160)
    #expect((cut?.needed ?? 0) > 160)
    #expect(layout.elements.allSatisfy { $0.rect.maxY <= 160.5 })
  }

  @Test func theExpandedCenterSitsBelowTheCameraBand() throws {
    let expanded = try layout("pizza-planet", .expanded)
    let camera = try #require(expanded.camera)
    #expect(camera.height == 36.67)
    let center = expanded.elements.filter { $0.region == "center" }
    #expect(!center.isEmpty)
    #expect(center.allSatisfy { $0.rect.y >= camera.maxY })
    let leading = expanded.elements.filter { $0.region == "leading" }
    #expect(leading.allSatisfy { $0.rect.maxX <= camera.x })
    let bottom = expanded.elements.filter { $0.region == "bottom" }
    let above = (center + leading).map(\.rect.maxY).max() ?? 0
    #expect(bottom.allSatisfy { $0.rect.y >= above - 0.001 })
  }

  @Test func compactSlotsAreTheHIGsWidthsBesideTheCamera() {
    for device in DeviceProfile.all where device.has(.compact) {
      let layout = PresentationGeometry.layout(
        .compact, device: device,
        views: [.compactLeading: V.text("L"), .compactTrailing: V.text("R")])
      let camera = layout.camera!
      #expect(abs(camera.x - device.compactSidePoints) < 0.001)
      #expect(abs(camera.width - (device.islandPoints - 2 * device.compactSidePoints)) < 0.001)
      #expect(layout.size.height == 36.67)
    }
  }

  @Test func theMinimalIslandGrowsWithItsContentUpTo45Points() {
    let small = PresentationGeometry.layout(.minimal, device: .iPhone15Pro, views: [.minimal: V.text("1")])
    #expect(small.size.width == 36.67)
    let wide = PresentationGeometry.layout(.minimal, device: .iPhone15Pro, views: [.minimal: V.text("12345")])
    #expect(wide.size.width == 45)
  }

  @Test func aTimerWithNoFrameInTheCompactIslandIsItsOwnFinding() {
    let bare = PresentationGeometry.layout(
      .compact, device: .iPhone15Pro, views: [.compactTrailing: V.text("29:59", .caption, timer: true)])
    #expect(bare.clips.map(\.kind) == [.unboundedTimer])
    let framed = PresentationGeometry.layout(
      .compact, device: .iPhone15Pro,
      views: [
        .compactTrailing: V.modified(
          V.text("29:59", .caption, timer: true), frame: FrameModifier(maxWidth: 48))
      ])
    #expect(framed.clips.isEmpty)
  }
}
