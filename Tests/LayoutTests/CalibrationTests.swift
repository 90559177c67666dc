import BuiltinFixtures
import Calibration
import Fixture
import FixtureJSON
import Layout
import Lifecycle
import Testing
import Typography
import Views

/// What SF Pro and real phones show, reproduced through the whole layout: metrics, SwiftUI's rules and the
/// presentation geometry. Each case names its source; DECISIONS.md ("Text widths as SF Pro draws them")
/// says what each one pins.
@Suite struct CalibrationTests {
  /// A view in the compact trailing slot of `device`.
  func compactTrailing(_ view: LayoutView, device: DeviceProfile = .iPhone15Pro) -> PresentationLayout {
    PresentationGeometry.layout(.compact, device: device, views: [.compactTrailing: view])
  }

  func clips(_ layout: PresentationLayout) -> [LayoutClip] {
    layout.clips.filter { $0.kind == .clipped }
  }

  /// Issue 20: the shipped activities' strings shaped with SF Pro (11-17 pt), each within 3 % through the
  /// layout; `swift run la-sim-calibration` prints the table and the mean error.
  @Test(arguments: SFWidthCase.all)
  func stringsMeasureAsSFProShapesThem(_ item: SFWidthCase) {
    #expect(
      abs(item.relativeError) <= SFWidthCase.tolerance,
      "\(item): SF \(item.sfWidth) pt, la-sim \(item.laSimWidth) pt")
  }

  /// The tight band is at least the calibration set's worst error, so a verdict outside it is one SF agrees
  /// with; and the mean error is far inside it.
  @Test func theTightBandCoversTheCalibrationSet() {
    let worst = SFWidthCase.all.map { abs($0.relativeError) }.max() ?? 1
    #expect(worst <= TextMetrics.relativeError)
    #expect(SFWidthCase.meanAbsoluteError() < 0.01)
  }

  /// Home Assistant iOS PRs 5450 and 5461: a 393-class compact trailing slot shows a `.caption`
  /// `.monospacedDigit()` timer `12:34` and `9:59` whole.
  @Test(arguments: ["12:34", "9:59"])
  func shortTimersFitTheCompactTrailingSlot(_ label: String) {
    let layout = compactTrailing(V.text(label, .caption, mono: true))
    #expect(layout.clips.isEmpty, "\(layout.clips)")
    #expect(V.lines(LayoutOutput(layout)) == [label])
  }

  /// ACTIVITYKIT §3 (Home Assistant): the same slot cuts `1:02:03` (44.9 pt in SF), outside the error band.
  @Test func anHourLongTimerClipsInTheCompactTrailingSlot() {
    let layout = compactTrailing(V.text("1:02:03", .caption, mono: true))
    let clip = try? #require(clips(layout).first)
    #expect(clip?.shown.hasSuffix("…") == true)
    #expect((clip?.needed ?? 0) > (clip?.available ?? 0) * (1 + TextMetrics.relativeError))
  }

  /// Home Assistant iOS PR 5450: `.footnote.monospacedDigit()` in `.frame(width: 44)` cut `H:MM:SS` and
  /// showed `MM:SS` and `H:MM` whole.
  @Test(arguments: [("1:02:03", false), ("1:02", true), ("12:34", true)])
  func footnoteTimersInAFortyFourPointFrame(_ label: String, fits: Bool) {
    let framed = V.modified(
      V.text(label, .footnote, mono: true, lineLimit: 1), frame: FrameModifier(width: 44))
    let output = V.place(framed, width: 200)
    #expect(V.lines(output).allSatisfy { $0.hasSuffix("…") } == !fits, "\(V.lines(output))")
    #expect(output.clips.contains { $0.kind == .clipped } == !fits, "\(output.clips)")
  }

  /// Home Assistant's iOS 26 snapshot tests (swift-snapshot-testing, `Tests/Widgets/__Snapshots__`):
  /// `.footnote.monospacedDigit()` in `.frame(width: 50)` with `.minimumScaleFactor(0.6)` draws "2:20:13"
  /// (46.3 pt of ink) and "25:00" (34.3 pt of ink) at full size. The advance is the ink plus the side
  /// bearings, under a point at 13 pt.
  @Test(arguments: [("2:20:13", 46.3), ("25:00", 34.3)])
  func renderedTimersDrawAtFullSizeInFiftyPoints(_ label: String, ink: Double) throws {
    let framed = V.modified(
      V.text(label, .footnote, mono: true, lineLimit: 1, scale: 0.6), frame: FrameModifier(width: 50))
    let output = V.place(framed, width: 200)
    #expect(output.clips.isEmpty, "\(output.clips)")
    let element = try #require(V.element(label, in: output))
    #expect(element.rect.width >= ink && element.rect.width <= ink * (1 + TextMetrics.relativeError) + 1)
  }

  /// The same snapshots: "03:20:13" in `.footnote.weight(.semibold)` (proportional digits) in
  /// `.frame(maxWidth: 50)`, minimum scale 0.6, does not fit and is drawn at about 0.86.
  @Test func aProportionalSemiboldTimerIsScaledDown() {
    let framed = V.modified(
      V.text("03:20:13", .footnote, weight: .semibold, lineLimit: 1, scale: 0.6),
      frame: FrameModifier(maxWidth: 50))
    let output = V.place(framed, width: 200)
    guard case .scaled(let factor) = output.clips.first?.kind else {
      Issue.record("expected a scaled finding, got \(output.clips)")
      return
    }
    #expect(abs(factor - 0.86) <= 0.86 * TextMetrics.relativeError, "\(factor)")
  }

  /// The same snapshots, ink widths: "Washing cycle" `.body` 108.3 pt (17 pt: the Text design), "Laundry"
  /// `.title3.weight(.semibold)` 73.3 pt (20 pt: still close to Text). An advance is the ink plus the first
  /// glyph's left and the last glyph's right side bearing, less the tracking after the last glyph (Inter's:
  /// 0.80 pt and 1.43 pt here); what is left must be within the band.
  @Test(arguments: [
    ("Washing cycle", Font.body, FontWeight.regular, 108.3, 0.80),
    ("Laundry", .title3, .semibold, 73.3, 1.43),
  ])
  func renderedWordsMeasureAsTheirInk(
    _ text: String, style: Font, weight: FontWeight, ink: Double, bearings: Double
  ) throws {
    let output = V.place(V.text(text, style, weight: weight, lineLimit: 1), width: 400)
    let element = try #require(V.element(text, in: output))
    let drawn = element.rect.width - bearings
    #expect(abs(drawn - ink) <= ink * TextMetrics.relativeError, "\(drawn)")
  }

  /// The same snapshots: "25:00" in `.title3.monospacedDigit().weight(.medium)` has a digit pitch of
  /// 12.33 pt (20 pt: the blend of Text's 0.645 em and Display's 0.620 em tabular digit, with tracking).
  @Test func aTwentyPointTabularDigitPitch() {
    let font = TextFont(.title3, weight: .medium, monospacedDigit: true)
    let pitch = TextMetrics.width(of: "0", font: font)
    #expect(abs(pitch - 12.33) <= 12.33 * 0.01, "\(pitch)")
  }

  /// Issue 20, with la-sim's own geometry: pizza-planet's Lock Screen title "Pizza Planet Delivery"
  /// (`.headline`, 165.5 pt in SF) is cut in its 145 pt, beyond the band.
  @Test func pizzaPlanetsLockScreenTitleIsCut() throws {
    let layout = try lockScreen("pizza-planet", step: 1)
    let clip = try #require(layout.clips.first { $0.text == "Pizza Planet Delivery" })
    #expect(clip.kind == .clipped, "\(clip)")
    #expect(abs(clip.needed - 165.5) <= 165.5 * TextMetrics.relativeError)
  }

  /// pizza-planet's Lock Screen row: "Driver: Buzz Lightyear" (`.caption`) beside
  /// "👨🍳 Preparing Your Pizza" (`.subheadline`, medium) fits one row on a 393-class phone.
  @Test func pizzaPlanetsDriverRowFitsOneLockScreenRow() throws {
    let layout = try lockScreen("pizza-planet", step: 1)
    let output = LayoutOutput(layout)
    let status = try #require(V.element("👨🍳 Preparing Your Pizza", in: output))
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

  /// A shipped fixture's Lock Screen presentation at `step`, laid out on the 393-class iPhone.
  func lockScreen(_ name: String, step: Int) throws -> PresentationLayout {
    let definition = try FixtureDecoder.decode(bytes: BuiltinFixtures.bytes(named: name)!, file: name)
    let activity = LiveActivity.prepared(definition, step: step, state: nil, elapsed: 0)
    let resolver = ViewResolver(activity: activity, now: activity.now)
    let view = resolver.resolve(try #require(definition.layouts.fresh[.lockScreen]))
    return PresentationGeometry.layout(.lockScreen, device: .iPhone15Pro, views: [.lockScreen: view])
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
