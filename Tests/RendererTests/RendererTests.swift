import Foundation
import Layout
import Lifecycle
import TestSupport
import Testing

@testable import Rendering

/// The renderer's promises: exact sizes, calibrated compact slots, every clip reported, no failure at any size.
@Suite struct RendererTests {
  static let start = LiveActivity.referenceStart

  func compactTrailing(
    _ label: String, font: String = "caption", device: DeviceProfile = .iPhone15Pro, monospaced: Bool = true
  ) throws -> RenderedFrame {
    let view = "{ \"text\": \"{label}\", \"font\": \"\(font)\", \"monospacedDigit\": \(monospaced) }"
    let activity = try RenderTestSupport.labelActivity(label, compactTrailing: view)
    return Renderer.render(activity, presentation: .compact, device: device, now: Self.start)
  }

  /// Home Assistant iOS PRs 5450/5461: a 393-class compact trailing slot shows these timers whole.
  @Test(arguments: [
    (
      "12:34",
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●        12:34  │
      │                                │
      ╰────────────────────────────────╯
      """
    ),
    (
      "9:59",
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●        9:59   │
      │                                │
      ╰────────────────────────────────╯
      """
    ),
    (
      "59:59",
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●        59:59  │
      │                                │
      ╰────────────────────────────────╯
      """
    ),
  ])
  func compactTrailingShowsShortTimersWhole(_ label: String, picture: String) throws {
    let rendered = try compactTrailing(label)
    #expect(rendered.truncations.filter(\.isClip).isEmpty)
    Picture.expect(rendered.frame.rows, picture)
  }

  /// `1:02:03` (Home Assistant; 44.9 pt in SF Pro) and `On the Way` (`.caption`, 65.2 pt in SF Pro) clip in a
  /// 393-class compact trailing slot's 42.3 pt; the frame shows the same cut as the report, in points.
  @Test(arguments: [
    (
      "1:02:03", "1:02:…",
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●       1:02:…  │
      │                                │
      ╰────────────────────────────────╯
      """
    ),
    (
      "On the Way", "On th…",
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●       On th…  │
      │                                │
      ╰────────────────────────────────╯
      """
    ),
  ])
  func compactTrailingClipsLongTextOnThe393Class(_ label: String, shown: String, picture: String) throws {
    let rendered = try compactTrailing(label)
    Picture.expect(rendered.frame.rows, picture)
    let clip = try #require(rendered.truncations.first { $0.isClip })
    #expect(clip.text == label && clip.shown == shown && clip.unit == .points)
    #expect(clip.available == 52.33 - 10)
    #expect(clip.needed > clip.available)
  }

  @Test func theEllipsisOfAClipIsMarkedAndNothingElse() throws {
    let rendered = try compactTrailing("On the Way")
    let marked = rendered.frame.cells.indices.filter { rendered.frame.cells[$0].style.isClipMark }
    #expect(marked.count == 1)
    #expect(marked.first.map { rendered.frame.cells[$0].text } == "…")
    let whole = try compactTrailing("12:34")
    #expect(!whole.frame.cells.contains { $0.style.isClipMark })
  }

  /// A text cut within the metrics' error ("100%", 43.3 pt in SF Pro, in 42.3 pt) is drawn cut, the best
  /// estimate, but its `…` is not marked as a clip: the report lists it as tight, one a phone may not cut.
  @Test func theEllipsisOfATightTextIsNotMarked() throws {
    let rendered = try compactTrailing("100%", font: "body", monospaced: false)
    #expect(rendered.truncations.map(\.kind) == [.tight])
    Picture.expect(
      rendered.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   📦           ●        100…   │
      │                                │
      ╰────────────────────────────────╯
      """)
    #expect(!rendered.frame.cells.contains { $0.style.isClipMark })
  }

  @Test func the430ClassHasTenPointsMorePerCompactSide() throws {
    #expect(try compactTrailing("1:02:03", device: .iPhone15ProMax).truncations.filter(\.isClip).isEmpty)
    let rendered = try compactTrailing("On the Way", device: .iPhone15ProMax)
    #expect(rendered.truncations.first?.available == 62.33 - 10)
  }

  /// Changing a text's font changes its verdict, as it would on a phone.
  @Test func theFontDecidesTheVerdict() throws {
    #expect(
      try compactTrailing("Arriving", font: "caption2", monospaced: false).truncations.filter(\.isClip)
        .isEmpty)
    #expect(
      try compactTrailing("Arriving", font: "title2", monospaced: false).truncations.contains(where: \.isClip)
    )
  }

  @Test func pizzaTimerTicksFromThirtyMinutes() throws {
    let definition = try BuiltinFixture.definition("pizza-planet")
    let activity = LiveActivity.prepared(definition, step: 0, state: nil, elapsed: 1)
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    Picture.expect(
      compact.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │   ⛟            ●       29:59   │
      │                                │
      ╰────────────────────────────────╯
      """)
    #expect(compact.truncations.isEmpty)
  }

  @Test func pizzaTimerPastAnHourUsesHoursAndIsReportedWhereItClips() throws {
    let definition = try BuiltinFixture.definition("pizza-planet")
    // 30 minutes to the arrival, then 1:02:03 counting up past it.
    let activity = LiveActivity.prepared(definition, step: 0, state: nil, elapsed: 1800 + 3723)
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    let clip = try #require(compact.truncations.first)
    #expect(clip.summary.hasPrefix(#"compact/trailing: "1:02:03" needs "#))
    #expect(clip.summary.hasSuffix(#" pt, has 42.3 pt → "1:02:…""#))
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    Picture.expect(
      lock.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │  ⛟     Pizza Planet Deli…        1:02:03          │
      │        Order #4821                     remaining  │
      │                                                   │
      │  ▬▬▬▬▬▬▬ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌ ╌╌╌╌╌╌╌  │
      │                                                   │
      │  📋 Order Placed          Driver: Buzz Lightyear  │
      │                                                   │
      │  Andy's Buzz's Cosmic Supreme                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯

      """)
  }

  @Test(arguments: DeviceProfile.all, Presentation.allCases)
  func framesHaveExactlyTheProfileSize(_ device: DeviceProfile, _ presentation: Presentation) throws {
    guard device.has(presentation) else { return }
    let definition = try BuiltinFixture.definition("pizza-planet")
    let activity = LiveActivity.prepared(definition, step: 3, state: nil, elapsed: 0)
    let rendered = Renderer.render(activity, presentation: presentation, device: device, now: activity.now)
    let size = device.frameSize(of: presentation)
    #expect(rendered.frame.width == size.columns && rendered.frame.height == size.rows)
    for row in rendered.frame.rows { #expect(CellWidth.of(row) == size.columns, "\(row)") }
  }

  /// One raster for every size: 7.25 pt a column, 160/12 pt a row, to the nearest cell.
  @Test func boxesFollowTheOneConversion() {
    let small = DeviceProfile.iPhone15Pro
    #expect(small.interiorSize(of: .lockScreen) == (51, 12))
    #expect(small.interiorSize(of: .compact) == (32, 3))
    #expect(small.interiorSize(of: .minimal) == (6, 3))
    #expect(DeviceProfile.iPhone15ProMax.interiorSize(of: .expanded) == (56, 12))
    // Two Pro Max cards side by side, with a gap, fit a 120-column terminal.
    #expect(2 * DeviceProfile.iPhone15ProMax.frameSize(of: .lockScreen).columns + 4 <= 120)
  }

  static let tinyPoints: [Double] = [0, 1, 8.5, 17, 20, 34]

  @Test(arguments: tinyPoints, Presentation.allCases)
  func anyActivityRendersAtTinySizesWithoutFailing(_ points: Double, _ presentation: Presentation) throws {
    var device = DeviceProfile.iPhone15Pro
    device.compactSidePoints = points
    device.islandPoints = points * 2
    device.minimalPoints = points
    device.minimalMaximumPoints = points
    device.wideCardPoints = points
    device.minimumHeightPoints = points
    device.maximumHeightPoints = points
    device.islandHeightPoints = points
    device.smallPoints = (points, points)
    for name in ["pizza-planet", "export", "food-runner", "courier"] {
      let definition = try BuiltinFixture.definition(name)
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
    let definition = try BuiltinFixture.definition("courier")
    let activity = LiveActivity.prepared(definition, step: 1, state: .ended, elapsed: 0)
    let compact = Renderer.render(activity, presentation: .compact, device: .iPhone15Pro, now: activity.now)
    Picture.expect(
      compact.frame.rows,
      """
      ╭────────────────────────────────╮
      │                                │
      │                ●               │
      │                                │
      ╰────────────────────────────────╯
      """)
    #expect(compact.note == "ended: gone from the Dynamic Island")
    let lock = Renderer.render(activity, presentation: .lockScreen, device: .iPhone15Pro, now: activity.now)
    Picture.expect(
      lock.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                    Order #7305                    │
      │                                                   │
      │                    Delivered                      │
      │                                                   │
      │                    0 min away                     │
      │                                                   │
      ╰───────────────────────────────────────────────────╯





      """)
    let dismissed = LiveActivity.prepared(definition, step: 1, state: .dismissed, elapsed: 0)
    let gone = Renderer.render(dismissed, presentation: .lockScreen, device: .iPhone15Pro, now: dismissed.now)
    // The card's outline stays, empty, for its dismissal's last frame.
    Picture.expect(
      gone.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │                                                   │
      │                                                   │
      │                                                   │
      │                                                   │
      ╰───────────────────────────────────────────────────╯






      """)
  }

  @Test func staleWithoutAVariantDrawsItsUsualViewsUndimmedAndWithOneShowsIt() throws {
    let pizza = LiveActivity.prepared(
      try BuiltinFixture.definition("pizza-planet"), step: 1, state: .stale, elapsed: 0)
    let stale = Renderer.render(pizza, presentation: .lockScreen, device: .iPhone15Pro, now: pizza.now)
    let fresh = Renderer.render(
      LiveActivity.prepared(
        try BuiltinFixture.definition("pizza-planet"), step: 1, state: .active, elapsed: 0),
      presentation: .lockScreen, device: .iPhone15Pro, now: pizza.now)
    // Apple documents no dimming: the same cells, the same styles; only the heading says stale.
    #expect(stale.note == "stale")
    #expect(stale.frame == fresh.frame)
    #expect(!stale.frame.cells.contains { $0.style.dim })
    let export = LiveActivity.prepared(
      try BuiltinFixture.definition("export"), step: 1, state: .stale, elapsed: 0)
    let variant = Renderer.render(export, presentation: .lockScreen, device: .iPhone15Pro, now: export.now)
    Picture.expect(
      variant.frame.rows,
      """
      ╭───────────────────────────────────────────────────╮
      │                                                   │
      │                                                   │
      │            Exporting Project 12                   │
      │                                                   │
      │            Open app for latest status             │
      │                                                   │
      │            Updated 0 secs                         │
      │                                                   │
      ╰───────────────────────────────────────────────────╯




      """)
  }

  @Test func asciiGlyphsAreAllASCII() throws {
    let definition = try BuiltinFixture.definition("pizza-planet")
    let activity = LiveActivity.prepared(definition, step: 1, state: nil, elapsed: 0)
    for rendered in Renderer.renderAll(activity, device: .iPhone15Pro, now: activity.now, glyphs: .ascii) {
      for row in rendered.frame.rows {
        let isASCII = row.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "\(row)")
      }
    }
  }

  @Test func renderingIsDeterministic() throws {
    let definition = try BuiltinFixture.definition("food-runner")
    let activity = LiveActivity.prepared(definition, step: 2, state: nil, elapsed: 42)
    let first = Renderer.renderAll(activity, device: .iPhone15ProMax, now: activity.now)
    let second = Renderer.renderAll(activity, device: .iPhone15ProMax, now: activity.now)
    #expect(first == second)
  }
}
