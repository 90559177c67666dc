import ActivityState
import BuiltinFixtures
import Layout
import Testing

/// What real phones showed, reproduced through the whole layout: metrics, SwiftUI's rules and the
/// presentation geometry. Each case names its source; DECISIONS.md says which figure each one pinned.
@Suite struct CalibrationTests {
  /// A view in the compact trailing slot of `device`.
  func compactTrailing(_ view: LayoutView, device: DeviceProfile = .iPhone15Pro) -> PresentationLayout {
    PresentationGeometry.layout(.compact, device: device, views: [.compactTrailing: view])
  }

  func clips(_ layout: PresentationLayout) -> [LayoutClip] {
    layout.clips.filter { $0.kind == .clipped }
  }

  /// Home Assistant iOS PRs 5450 and 5461: a 393-class compact trailing slot shows a `.caption`
  /// `.monospacedDigit()` timer `12:34` and `9:59` whole.
  @Test(arguments: ["12:34", "9:59"])
  func shortTimersFitTheCompactTrailingSlot(_ label: String) {
    let layout = compactTrailing(V.text(label, .caption, mono: true))
    #expect(layout.clips.isEmpty, "\(layout.clips)")
    #expect(V.lines(LayoutOutput(layout)) == [label])
  }

  /// ACTIVITYKIT §3 (Home Assistant): the same slot cuts `1:02:03`, outside the metrics' error band.
  @Test func anHourLongTimerClipsInTheCompactTrailingSlot() {
    let layout = compactTrailing(V.text("1:02:03", .caption, mono: true))
    let clip = try? #require(clips(layout).first)
    #expect(clip?.shown == "1:02…")
    #expect((clip?.needed ?? 0) > (clip?.available ?? 0) * (1 + TextMetrics.relativeError))
  }

  /// Home Assistant iOS PR 5450: `H:MM:SS` in `.footnote.monospacedDigit()` does not fit
  /// `.frame(width: 50)` at full size, while `H:MM` and `MM:SS` do; with `.minimumScaleFactor(0.6)` it fits,
  /// scaled.
  @Test(arguments: [("1:02:03", false), ("1:02", true), ("12:34", true)])
  func footnoteTimersInAFiftyPointFrame(_ label: String, fits: Bool) {
    let framed = V.modified(
      V.text(label, .footnote, mono: true, lineLimit: 1), frame: FrameModifier(width: 50))
    let output = V.place(framed, width: 200)
    // Cut at full size: drawn with "…" and reported (as tight: it is within the metrics' error of 50 pt).
    #expect(V.lines(output).allSatisfy { $0.hasSuffix("…") } == !fits, "\(V.lines(output))")
    #expect(output.clips.contains { $0.kind == .clipped || $0.kind == .tight } == !fits, "\(output.clips)")
    let scaled = V.modified(
      V.text(label, .footnote, mono: true, lineLimit: 1, scale: 0.6), frame: FrameModifier(width: 50))
    let shrunk = V.place(scaled, width: 200)
    #expect(!shrunk.clips.contains { $0.kind == .clipped })
    #expect(V.lines(shrunk) == [label])
    if !fits {
      guard case .scaled(let factor) = shrunk.clips.first?.kind else {
        Issue.record("expected a scaled finding, got \(shrunk.clips)")
        return
      }
      #expect(factor < 1 && factor >= 0.6)
    }
  }

  /// OneSignal Unity SDK PR 863: `On the Way` in `.caption` clips in compact trailing, to about `On th…`.
  @Test func onTheWayClipsToOnTh() {
    let layout = compactTrailing(V.text("On the Way", .caption))
    #expect(clips(layout).map(\.shown) == ["On th…"])
    #expect(V.lines(LayoutOutput(layout)) == ["On th…"])
  }

  /// pizza-planet's Lock Screen row: "Driver: Buzz Lightyear" (`.caption`) beside
  /// "👨‍🍳 Preparing Your Pizza" (`.subheadline`, medium) fits one row on a 393-class phone.
  @Test func pizzaPlanetsDriverRowFitsOneLockScreenRow() throws {
    let definition = try FixtureDecoder.decode(
      bytes: BuiltinFixtures.bytes(named: "pizza-planet")!, file: "pizza-planet")
    let activity = LiveActivity.prepared(definition, step: 1, state: nil, elapsed: 0)
    let resolver = ViewResolver(activity: activity, now: activity.now)
    let view = resolver.resolve(try #require(definition.layouts.fresh[.lockScreen]))
    let layout = PresentationGeometry.layout(.lockScreen, device: .iPhone15Pro, views: [.lockScreen: view])
    let output = LayoutOutput(layout)
    let status = try #require(V.element("👨‍🍳 Preparing Your Pizza", in: output))
    let driver = try #require(V.element("Driver: Buzz Lightyear", in: output))
    #expect(status.rect.midY == driver.rect.midY, "one row")
    #expect(status.rect.maxX < driver.rect.x)
    #expect(!layout.clips.contains { $0.text.contains("Driver") || $0.text.contains("Preparing") })
  }

  /// An 8-letter word fits a compact trailing slot in `.caption2` and clips in `.title2`: the font decides.
  @Test func theFontDecidesAnEightLetterWord() {
    #expect(compactTrailing(V.text("Arriving", .caption2)).clips.isEmpty)
    #expect(clips(compactTrailing(V.text("Arriving", .title2))).count == 1)
  }

  /// A `largeTitle` line of 30 characters is wider than a 339-pt card's content (it was said to fit when
  /// every character was one 8.5-pt cell).
  @Test func aThirtyCharacterLargeTitleDoesNotFitTheCard() {
    let output = V.place(V.text("Your order is on its way now!!", .largeTitle, lineLimit: 1), width: 339)
    #expect(output.clips.contains { $0.kind == .clipped })
  }
}

extension LayoutOutput {
  /// The drawn part of a presentation's layout.
  init(_ layout: PresentationLayout) {
    self.init()
    elements = layout.elements
    clips = layout.clips
  }
}
