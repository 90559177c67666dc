import Fixture
import Formatting
import Layout
import Lifecycle
import Rendering
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tries SwiftUI's remedies on the view a finding clips and keeps those that work: each is made in the
/// fixture's layout, and the presentation laid out again in the finding's frames (the one with the least
/// room, and the one with its widest text). A remedy is kept when the text no longer clips there and no
/// other text clips that did not before. Not thread-safe: one search per thread.
struct RemedySearch {
  /// One frame a remedy must fix: an activity at a size, and the text it clipped there with its room.
  struct Frame {
    var activity: LiveActivity
    var size: DynamicTypeSize
    var text: String
    var needed: Double
    var available: Double
    /// The clips of the frame as it is (those that are findings), as the sweep found them, or nil for the
    /// search to lay the frame out.
    var clips: [Truncation]?
  }

  let device: DeviceProfile
  let presentation: Presentation
  let region: String
  let kind: Truncation.Kind
  let memo: SurveyMemo

  /// The remedies that work in every one of `frames` (all of one activity state), or nil when la-sim
  /// cannot tell which view drew the text (one inside a `ForEach`).
  func remedies(_ frames: [Frame]) -> [Remedy]? {
    let frames = frames.map { frame in
      var frame = frame
      frame.clips = frame.clips ?? clips(frame.activity, frame.size)
      return frame
    }
    guard let first = frames.first else { return nil }
    let definition = first.activity.definition
    let isStale = first.activity.state == .stale
    guard let slot = Self.slot(presentation, region, in: definition) else { return nil }
    // StandBy draws the app's own view there, when its code reads `isActivityFullscreen`.
    let fullscreen =
      slot == .lockScreen
      && Renderer.isFullscreen(device, hasStandByView: definition.layouts.standBy != nil)
    guard let node = definition.layouts.node(for: slot, isStale: isStale, fullscreen: fullscreen) else {
      return nil
    }
    let resolver = ViewResolver(activity: first.activity, now: first.activity.now, dynamicType: first.size)
    guard
      let path = node.textPaths.first(where: { path in
        // A broken word is one word of its text.
        node.node(at: path).flatMap { Self.run(of: resolver.resolve($0)) }.map {
          kind == .brokenWord ? $0.text.contains(first.text) : $0.text == first.text
        } ?? false
      }), let leaf = node.node(at: path), let run = Self.run(of: resolver.resolve(leaf))
    else { return nil }
    let edit = { (change: (LayoutNode) -> LayoutNode) -> ActivityDefinition in
      var edited = definition
      if fullscreen {
        edited.layouts.standBy = node.replacing(at: path, change)
      } else if isStale, edited.layouts.stale[slot] != nil {
        edited.layouts.stale[slot] = node.replacing(at: path, change)
      } else {
        edited.layouts.fresh[slot] = node.replacing(at: path, change)
      }
      return edited
    }
    var found: [Remedy] = []
    let style = leaf.viewStyle ?? ViewStyle()
    // Laid out once, for the two remedies that ask.
    lazy var vertical = isVertical(frames)
    if kind == .brokenWord {
      // More lines cannot mend a word broken across them: one line, shrinking as far as it must.
      let ratio = frames.map { $0.available / max($0.needed, 0.001) }.min() ?? 1
      var factor = min(0.95, (ratio * 20).rounded(.down) / 20)
      while factor >= 0.5 {
        let scale = factor
        let edited = edit {
          $0.restyled {
            $0.lineLimit = 1
            $0.minimumScaleFactor = scale
          }
        }
        if works(edited, frames) {
          found.append(
            Remedy(
              kind: .minimumScaleFactor, change: ".lineLimit(1).minimumScaleFactor(\(Self.decimal(scale)))",
              cost: "one line, the text shrinking to \(Int((scale * 100).rounded())) % at most"
                + " (\(Truncation.points(run.font.pointSize)) pt down to"
                + " \(Truncation.points(run.font.pointSize * scale)) pt)", edited: edited))
          break
        }
        factor -= 0.05
      }
      return found
    }
    if kind == .unboundedTimer {
      // As wide as its widest form, within the room the region has.
      let widest = (frames.map(\.text) + Self.timerForms).map { TextMetrics.width(of: $0, font: run.font) }
        .max()!
      let width = min(widest.rounded(.up), (frames.map(\.available).min() ?? widest).rounded(.down))
      let edited = edit { $0.restyled { $0.frame = FrameModifier(width: width) } }
      if works(edited, frames) {
        found.append(
          Remedy(
            kind: .frame, change: ".frame(width: \(Truncation.points(width)))",
            cost: "the timer keeps \(Truncation.points(width)) pt"
              + (width < widest.rounded(.up) ? ", all the region has" : ", as wide as its widest form"),
            edited: edited))
      }
      return found
    }
    if let lines = style.lineLimit, !vertical {
      let edited = edit { $0.restyled { $0.lineLimit = lines + 1 } }
      if works(edited, frames) { found.append(lineLimitRemedy(lines + 1, edited, frames)) }
    }
    // A line a little too wide: its letters squeezed together, as far as TextKit tightens (5 %).
    if !style.allowsTightening, !vertical, kind == .clipped,
      frames.allSatisfy({ $0.needed <= $0.available * (1 + TextRun.tighteningFactor) })
    {
      let edited = edit { $0.restyled { $0.allowsTightening = true } }
      if works(edited, frames) {
        let ratio = frames.map { $0.needed / max($0.available, 0.001) }.max() ?? 1
        found.append(
          Remedy(
            kind: .allowsTightening, change: ".allowsTightening(true)",
            cost:
              "the line squeezed \(Int(((ratio - 1) * 100).rounded(.up))) % narrower (TextKit tightens a line"
              + " by up to 5 %)", edited: edited))
      }
    }
    if style.minimumScaleFactor > 0.5 {
      let ratio = frames.map { $0.available / max($0.needed, 0.001) }.min() ?? 1
      var factor = (ratio * 20).rounded(.down) / 20
      while factor >= 0.5, factor < style.minimumScaleFactor {
        let scale = factor
        let edited = edit { $0.restyled { $0.minimumScaleFactor = scale } }
        if works(edited, frames) {
          let points = run.font.pointSize * scale
          found.append(
            Remedy(
              kind: .minimumScaleFactor, change: ".minimumScaleFactor(\(Self.decimal(scale)))",
              cost: "the text shrinks to \(Int((scale * 100).rounded())) % at most"
                + " (\(Truncation.points(run.font.pointSize)) pt down to \(Truncation.points(points)) pt)",
              edited: edited))
          break
        }
        factor -= 0.05
      }
    }
    if case .text = leaf, !vertical,
      frames.count == 1 || frames.allSatisfy({ $0.text == first.text })
    {
      let room = frames.map(\.available).min() ?? first.available
      var characters = Array(first.text)
      while !characters.isEmpty, TextMetrics.width(of: String(characters), font: run.font) > room {
        characters.removeLast()
      }
      // The widths are the metrics' own; a layout's rounding can take one or two characters more.
      for _ in 0..<3 where !characters.isEmpty && characters.count < first.text.count {
        let shorter = String(characters)
        let edited = edit { _ in .text(TextTemplate(segments: [.literal(shorter)]), style) }
        let shortened = frames.map { frame in
          var frame = frame
          frame.text = shorter
          return frame
        }
        if works(edited, shortened) {
          found.append(
            Remedy(
              kind: .shorterText, change: "a shorter text",
              cost: "at most \(characters.count) characters of this font (\(Truncation.points(room)) pt):"
                + " \"\(shorter.reversed().drop { $0 == " " }.reversed().map(String.init).joined())\"",
              edited: edited))
          break
        }
        characters.removeLast()
      }
    }
    return found
  }

  /// Whether the clips are heights (too many lines), which neither more lines nor fewer characters fix.
  /// Read from the frames' clips as the sweep found them when it did: a clip of too many lines is always
  /// `.clipped`, a finding, so those clips hold it, and the frame need not be laid out again.
  private func isVertical(_ frames: [Frame]) -> Bool {
    frames.contains { frame in
      (frame.clips ?? clips(frame.activity, frame.size)).contains {
        $0.region == region && $0.text == frame.text && $0.isVertical
      }
    }
  }

  /// `.lineLimit(lines)`, with what it does to the presentation's height.
  private func lineLimitRemedy(_ lines: Int, _ edited: ActivityDefinition, _ frames: [Frame]) -> Remedy {
    let first = frames[0]
    let before =
      ClipSurvey(first.activity, now: first.activity.now, dynamicType: first.size, memo: memo)
      .laidOut(presentation, on: device)?.size.height ?? 0
    let activity = first.activity.reloaded(with: edited).activity
    let after =
      ClipSurvey(activity, now: activity.now, dynamicType: first.size, memo: memo)
      .laidOut(presentation, on: device)?.size.height ?? 0
    let limit = device.maximumHeightPoints
    let grows = presentation == .lockScreen || presentation == .expanded
    let cost =
      !grows || after <= before
      ? "\(lines) lines fit in the room the region has"
      : "the \(presentation == .lockScreen ? "card" : "island") grows from \(Truncation.points(before)) to"
        + " \(Truncation.points(after)) pt"
        + (after >= limit ? ", as tall as it may be: nothing more fits" : "")
    return Remedy(kind: .lineLimit, change: ".lineLimit(\(lines))", cost: cost, edited: edited)
  }

  /// Whether `edited` fixes every frame: the text no longer clips (or is tight, for a tight finding), and
  /// nothing clips that did not before.
  private func works(_ edited: ActivityDefinition, _ frames: [Frame]) -> Bool {
    frames.allSatisfy { frame in
      let before = Set((frame.clips ?? []).filter(\.isProblem).map(\.identity))
      let activity = frame.activity.reloaded(with: edited).activity
      // Views edited for this one try: laid out without being numbered and kept in the memo.
      let after = ClipSurvey(activity, now: activity.now, dynamicType: frame.size, memo: memo)
        .truncationsOnce(of: presentation, on: device).filter(\.isProblem)
      return !after.contains { $0.region == region && $0.text == frame.text && isSame($0.kind) }
        && after.allSatisfy { before.contains($0.identity) }
    }
  }

  /// Whether a clip of `kind` is still the finding.
  private func isSame(_ clip: Truncation.Kind) -> Bool {
    switch kind {
    case .tight: clip == .tight || clip == .clipped
    case .brokenWord: clip == .brokenWord || clip == .clipped || clip == .tight
    default: clip == kind || clip == .clipped
    }
  }

  private func clips(_ activity: LiveActivity, _ size: DynamicTypeSize) -> [Truncation] {
    ClipSurvey(activity, now: activity.now, dynamicType: size, memo: memo).truncations(
      of: presentation, on: device)
  }

  /// The forms a `.timer` takes as it runs, its widest among them (`check` sweeps the same).
  static let timerForms = ["0:00", "9:59", "59:59", "1:02:03", "11:59:59"]

  /// The slot drawn at `region` of `presentation`: the compact views stand in for a missing small family.
  static func slot(
    _ presentation: Presentation, _ region: String, in definition: ActivityDefinition
  ) -> LayoutSlot? {
    let slot = LayoutSlot.allCases.first { $0.placement == (presentation, region) }
    if slot == nil, presentation == .small, definition.layouts.fresh[.small] == nil {
      return [LayoutSlot.compactLeading, .compactTrailing].first { $0.region == region }
    }
    return slot
  }

  /// The text a resolved view draws, through its modifiers.
  static func run(of view: LayoutView) -> TextRun? {
    switch view {
    case .text(let run): run
    case .modified(let child, _): run(of: child)
    default: nil
    }
  }

  /// `0.85`, `0.9`, `0.5`: a factor in hundredths, as a developer writes it.
  static func decimal(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    guard hundredths % 100 != 0 else { return "\(hundredths / 100)" }
    let fraction = hundredths % 100
    return "\(hundredths / 100)."
      + (fraction % 10 == 0 ? "\(fraction / 10)" : fraction < 10 ? "0\(fraction)" : "\(fraction)")
  }
}

extension Truncation {
  /// A clip that is a finding (not one scaled to fit or cut by the terminal only).
  fileprivate var isProblem: Bool { kind != .scaled && kind != .terminalOnly }

  /// What tells clips apart in one frame.
  fileprivate var identity: String { "\(region)\u{0}\(kind.rawValue)\u{0}\(text)" }
}
