import BuiltinFixtures
import Fixture
import Formatting
import Lifecycle
import TestSupport
import Testing
import Typography

@testable import Checking
@testable import Layout
@testable import Rendering

/// The sweep lays frames out on every core, once per set of device lengths and resolved views, without
/// drawing them. Each frame's clips must be exactly those `Renderer.render` finds drawing it, on every
/// device, or `check` would report what the simulator does not show.
struct ClipSweepTests {
  /// What `check` read before the sweep was shared: every frame drawn, device by device.
  static func drawn(
    _ sweepCase: SweepCase, size: DynamicTypeSize, device: DeviceProfile, presentations: [Presentation]
  ) -> [ClipSweep.Frame] {
    let activity = sweepCase.activity
    let shown = presentations.filter { activity.state.acceptsUpdates || !$0.isInIsland }
    return Renderer.render(
      activity, presentations: shown, device: device, now: activity.now, dynamicType: size
    )
    .map {
      ClipSweep.Frame(
        presentation: $0.presentation, isBanner: $0.label != nil,
        clips: $0.truncations.compactMap(PreparedClip.init))
    }
  }

  @Test(
    "Every frame of every built-in, on every device, at three sizes and doubled: the sweep's clips are the renderer's",
    arguments: BuiltinFixtures.names)
  func sameAsDrawn(_ name: String) throws {
    let definition = try BuiltinFixture.definition(name).pseudoLocalized(.double)
    let cases = Checker.sweepCases(definition)
    let sizes: [DynamicTypeSize] = [.xSmall, .large, .accessibility5]
    let devices = DeviceProfile.all
    let presentations = devices.map { Renderer.presentations(of: definition, on: $0) }
    let frames = ClipSweep.survey(cases, sizes: sizes, devices: devices, presentations: presentations)
    var compared = 0
    var clips = 0
    for (position, size) in sizes.enumerated() {
      for (caseIndex, sweepCase) in cases.enumerated() {
        for (deviceIndex, device) in devices.enumerated() {
          let expected = Self.drawn(
            sweepCase, size: size, device: device, presentations: presentations[deviceIndex])
          let surveyed = frames[position * cases.count + caseIndex][deviceIndex]
          #expect(surveyed.map(\.surface) == expected.map(\.surface), "\(name) \(device.name) \(size)")
          for (got, want) in zip(surveyed, expected)
          where got.clips.map(\.truncation) != want.clips.map(\.truncation) {
            Issue.record(
              "\(name) \(device.name) \(size) \(got.surface): \(got.clips.map(\.truncation)) ≠ \(want.clips.map(\.truncation))"
            )
          }
          compared += expected.count
          clips += expected.map(\.clips.count).reduce(0, +)
        }
      }
    }
    #expect(compared > 500)
    #expect(clips > 0, "doubled texts clip somewhere, or the comparison proves little")
  }

  @Test(
    "A case's views resolved at one size and rescaled to every other are the views resolved at that size",
    arguments: BuiltinFixtures.names)
  func rescaledAsResolved(_ name: String) throws {
    let definition = try BuiltinFixture.definition(name).pseudoLocalized(.double)
    var rescaled = 0
    for sweepCase in Checker.sweepCases(definition) {
      let activity = sweepCase.activity
      let base = ViewResolver(activity: activity, now: activity.now, dynamicType: .large)
      for presentation in Presentation.allCases {
        let views = Renderer.views(of: presentation, base).views
        for size in DynamicTypeSize.allCases {
          let resolver = ViewResolver(activity: activity, now: activity.now, dynamicType: size)
          for (slot, view) in Renderer.views(of: presentation, resolver).views {
            let scaled = views[slot]?.atDynamicType(size)
            #expect(scaled == view, "\(name) \(presentation) \(slot) \(size)")
            rescaled += 1
          }
        }
      }
    }
    #expect(rescaled > 100)
  }

  @Test("A Text + Text is joined again from its parts at the new size, as the resolver joins them")
  func joinedIsJoinedAgain() {
    func parts(_ size: DynamicTypeSize) -> [TextRun] {
      [
        TextRun("ETA ", font: TextFont(.caption, dynamicType: size)),
        TextRun("12:30", font: TextFont(.title, weight: .bold, dynamicType: size), measuredAs: "88:88"),
      ]
    }
    func joined(_ size: DynamicTypeSize) -> TextRun {
      TextRun(
        joining: parts(size), lineLimit: 1, truncationMode: .tail, minimumScaleFactor: 1, alignment: .leading)
    }
    #expect(LayoutView.text(joined(.large)).atDynamicType(.xSmall) == .text(joined(.xSmall)))
    #expect(joined(.large).atDynamicType(.accessibility5)?.width == joined(.accessibility5).width)
    // Segments without their parts cannot be measured again.
    var bare = joined(.large)
    bare.parts = nil
    #expect(bare.atDynamicType(.xSmall) == nil)
  }

  @Test("The text memo answers a layout it has seen with the layout itself")
  func memo() {
    let memo = TextLayoutMemo()
    let run = TextRun("Your pizza is in the oven", font: TextFont(.footnote), lineLimit: 1)
    let proposal = ProposedSize(width: 80, height: nil)
    let first = memo.layout(run, proposal: proposal)
    let second = memo.layout(run, proposal: proposal)
    #expect(first == TextLayout.layout(run, proposal: proposal))
    #expect(second == first)
    #expect(first.isTruncated)
    #expect((memo.hits, memo.misses) == (1, 1))
    // Another proposal, or the same text in another font, is worked out afresh.
    _ = memo.layout(run, proposal: ProposedSize(width: 300, height: nil))
    _ = memo.layout(
      TextRun("Your pizza is in the oven", font: TextFont(.title), lineLimit: 1), proposal: proposal)
    #expect((memo.hits, memo.misses) == (1, 3))
  }
}
