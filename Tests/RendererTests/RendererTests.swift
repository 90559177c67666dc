import ActivityState
import Foundation
import Testing

@testable import Renderer

/// The renderer's promises: exact sizes, calibrated compact slots, every clip reported, no failure at any size.
@Suite struct RendererTests {
  static let start = LiveActivity.referenceStart

  func compactTrailing(_ label: String, device: DeviceProfile = .iPhone15Pro) throws -> RenderedFrame {
    let activity = try RenderTestSupport.labelActivity(label)
    return Renderer.render(activity, presentation: .compact, device: device, now: Self.start)
  }

  @Test(arguments: ["12:34", "9:59", "59:59"])
  func compactTrailingShowsShortTimersWhole(_ label: String) throws {
    let rendered = try compactTrailing(label)
    #expect(rendered.truncations.isEmpty)
    #expect(rendered.frame.row(1).hasSuffix("\(label)│"))
  }

  @Test(arguments: [("1:02:03", "1:02:…", 7), ("On the Way", "On th…", 10)])
  func compactTrailingClipsLongTextOnThe393Class(_ label: String, shown: String, needed: Int) throws {
    let rendered = try compactTrailing(label)
    #expect(rendered.frame.row(1).hasSuffix("\(shown)│"))
    #expect(
      rendered.truncations == [
        Truncation(
          presentation: .compact, region: "trailing", text: label, needed: needed, available: 6, shown: shown)
      ])
  }

  @Test func theEllipsisOfAClipIsMarkedAndNothingElse() throws {
    let rendered = try compactTrailing("On the Way")
    let marked = rendered.frame.cells.indices.filter { rendered.frame.cells[$0].style.isClipMark }
    #expect(marked.count == 1)
    #expect(marked.first.map { rendered.frame.cells[$0].text } == "…")
    let whole = try compactTrailing("12:34")
    #expect(!whole.frame.cells.contains { $0.style.isClipMark })
  }

  @Test func the430ClassHasOneMoreCellPerCompactSide() throws {
    #expect(try compactTrailing("1:02:03", device: .iPhone15ProMax).truncations.isEmpty)
    let rendered = try compactTrailing("On the Way", device: .iPhone15ProMax)
    #expect(rendered.truncations.first?.available == 7)
    #expect(rendered.truncations.first?.shown == "On the…")
  }

  @Test func pizzaTimerTicksFromThirtyMinutes() throws {
    let definition = try RenderTestSupport.shipped("pizza-planet")
    let activity = LiveActivity.prepared(definition, step: 0, state: nil, elapsed: 1)
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    #expect(compact.frame.row(1) == "│🚚           ●        29:59│")
  }

  @Test func pizzaTimerPastAnHourUsesHoursAndIsReportedWhereItClips() throws {
    let definition = try RenderTestSupport.shipped("pizza-planet")
    // 30 minutes to the arrival, then 1:02:03 counting up past it.
    let activity = LiveActivity.prepared(definition, step: 0, state: nil, elapsed: 1800 + 3723)
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    #expect(
      compact.truncations.map(\.summary) == [#"compact/trailing: "1:02:03" needs 7 cells, has 5 → "1:02…""#])
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    let lockRows = lock.frame.rows
    #expect(lockRows.contains { $0.contains("1:02:03") })
  }

  @Test(arguments: DeviceProfile.all, Presentation.allCases)
  func framesHaveExactlyTheProfileSize(_ device: DeviceProfile, _ presentation: Presentation) throws {
    let definition = try RenderTestSupport.shipped("pizza-planet")
    let activity = LiveActivity.prepared(definition, step: 3, state: nil, elapsed: 0)
    let rendered = Renderer.render(activity, presentation: presentation, device: device, now: activity.now)
    let size = device.frameSize(of: presentation)
    #expect(rendered.frame.width == size.columns && rendered.frame.height == size.rows)
    for row in rendered.frame.rows { #expect(CellWidth.of(row) == size.columns, "\(row)") }
  }

  @Test func deviceCellsFollowTheOneConversion() {
    let small = DeviceProfile.iPhone15Pro
    #expect(small.compactSideColumns == 6)
    #expect(small.cameraColumns == 15)
    #expect(small.minimalColumns == 4)
    #expect((small.wideColumns, small.wideRows) == (43, 9))
    #expect(DeviceProfile.iPhone15ProMax.compactSideColumns == 7)
    #expect(DeviceProfile.iPhone15ProMax.wideColumns == 48)
  }

  static let tinyPoints: [Double] = [0, 1, 8.5, 17, 20, 34]

  @Test(arguments: tinyPoints, Presentation.allCases)
  func anyActivityRendersAtTinySizesWithoutFailing(_ points: Double, _ presentation: Presentation) throws {
    var device = DeviceProfile.iPhone15Pro
    device.compactSidePoints = points
    device.islandPoints = points * 2
    device.minimalPoints = points
    device.wideCardPoints = points
    device.maximumHeightPoints = points
    device.smallPoints = (points, points)
    for name in ["pizza-planet", "export", "food-runner", "courier"] {
      let definition = try RenderTestSupport.shipped(name)
      for state in ActivityState.allCases {
        let activity = LiveActivity.prepared(definition, step: 1, state: state, elapsed: 0)
        let rendered = Renderer.render(
          activity, presentation: presentation, device: device, now: activity.now)
        let size = device.frameSize(of: presentation)
        #expect(rendered.frame.width == size.columns && rendered.frame.height == size.rows)
        for row in rendered.frame.rows { #expect(CellWidth.of(row) == rendered.frame.width) }
      }
    }
  }

  @Test func endedActivitiesLeaveTheIslandButKeepTheLockScreen() throws {
    let definition = try RenderTestSupport.shipped("courier")
    let activity = LiveActivity.prepared(definition, step: 1, state: .ended, elapsed: 0)
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    #expect(compact.frame.row(1) == "│             ●             │")
    #expect(compact.note == "ended: gone from the Dynamic Island")
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    let lockRows = lock.frame.rows
    #expect(lockRows.contains { $0.contains("Delivered") })
    let dismissed = LiveActivity.prepared(definition, step: 1, state: .dismissed, elapsed: 0)
    let gone = Renderer.render(dismissed, presentation: .lockScreen, device: .iPhone15Pro, now: dismissed.now)
    let interior = gone.frame.rows.dropFirst().dropLast().map { $0.dropFirst().dropLast() }
    #expect(interior.allSatisfy { $0.allSatisfy { $0 == " " } })
  }

  @Test func staleWithoutAVariantIsDimmedAndWithOneShowsIt() throws {
    let pizza = LiveActivity.prepared(
      try RenderTestSupport.shipped("pizza-planet"), step: 1, state: .stale, elapsed: 0)
    let dimmed = Renderer.render(pizza, presentation: .lockScreen, device: .iPhone15Pro, now: pizza.now)
    #expect(dimmed.note == "stale: dimmed")
    #expect(dimmed.frame[5, 2].style.dim)
    let export = LiveActivity.prepared(
      try RenderTestSupport.shipped("export"), step: 1, state: .stale, elapsed: 0)
    let variant = Renderer.render(export, presentation: .lockScreen, device: .iPhone15Pro, now: export.now)
    let rows = variant.frame.rows
    #expect(rows.contains { $0.contains("Open app for latest status") })
    #expect(!rows.contains { $0.contains("40%") })
  }

  @Test func asciiGlyphsAreAllASCII() throws {
    let definition = try RenderTestSupport.shipped("pizza-planet")
    let activity = LiveActivity.prepared(definition, step: 1, state: nil, elapsed: 0)
    for rendered in Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now, glyphs: .ascii) {
      for row in rendered.frame.rows {
        let isASCII = row.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "\(row)")
      }
    }
  }

  @Test func renderingIsDeterministic() throws {
    let definition = try RenderTestSupport.shipped("food-runner")
    let activity = LiveActivity.prepared(definition, step: 2, state: nil, elapsed: 42)
    let first = Renderer.renderAll(activity, device: .iPhone15ProMax, now: activity.now)
    let second = Renderer.renderAll(activity, device: .iPhone15ProMax, now: activity.now)
    #expect(first == second)
  }
}
