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
    /// The activity, boxed: a search copies its frames at every try, and an activity is a large value.
    var activity: LiveActivity { box.activity }
    private let box: ActivityBox
    var size: DynamicTypeSize
    var text: String
    var needed: Double
    var available: Double
    /// The clips of the frame as it is (those that are findings), as the sweep found them, or nil for the
    /// search to lay the frame out.
    var clips: [Truncation]?
    /// The frame's sweep case, by its place among the cases the memo's surveys are numbered by
    /// (`ClipSurvey`'s `caseNumber`), or nil: its views are then found among those the memo resolved.
    var caseNumber: Int? = nil

    /// A frame.
    init(
      activity: LiveActivity, size: DynamicTypeSize, text: String, needed: Double, available: Double,
      clips: [Truncation]?, caseNumber: Int? = nil
    ) {
      box = ActivityBox(activity)
      self.size = size
      self.text = text
      self.needed = needed
      self.available = available
      self.clips = clips
      self.caseNumber = caseNumber
    }

    /// A survey of the frame keeping what it lays out in `memo`.
    func survey(_ memo: SurveyMemo) -> ClipSurvey {
      ClipSurvey(activity, now: activity.now, dynamicType: size, memo: memo, caseNumber: caseNumber)
    }
  }

  /// An activity shared by the copies of a frame.
  final class ActivityBox {
    let activity: LiveActivity

    init(_ activity: LiveActivity) { self.activity = activity }
  }

  let device: DeviceProfile
  let presentation: Presentation
  let region: String
  let kind: Truncation.Kind
  let memo: SurveyMemo
  /// The paths found in earlier searches on this thread, or nil to look for each afresh.
  var paths: Paths? = nil
  /// Whether `ViewThatFits { the text; a shorter one }` is tried: only where the whole text fits at some
  /// size the check covered, or the variant would always be drawn.
  var offersVariants = true

  /// The path to the view drawing a text in each frame searched, kept across the searches one thread runs
  /// on one fixture: a text clipped on several devices is looked for in the same frames on each.
  final class Paths {
    struct Key: Hashable {
      var place: ViewPlace
      var slot: LayoutSlot
      var text: String
      var caseNumber: Int
      var size: DynamicTypeSize
      var isBrokenWord: Bool
    }

    var found: [Key: [Int]?] = [:]
  }

  /// The remedies that work in every one of `frames`, and then in every one of `confirming` (the
  /// finding's other sizes, laid out only for a remedy that works in `frames`; their figures are not
  /// read), or nil when la-sim cannot tell which view drew the text (one inside a `ForEach`). With a
  /// `limit`, each remedy is tried with `.dynamicTypeSize(...limit)` on the view too (and `alone`, that
  /// limit is the one change tried).
  func remedies(
    _ frames: [Frame], confirming: [Frame] = [], limit: DynamicTypeSize? = nil, alone: Bool = false
  ) -> Outcome? {
    let frames = frames.map { frame in
      var frame = frame
      frame.clips = frame.clips ?? clips(frame)
      return frame
    }
    guard let first = frames.first else { return nil }
    let definition = first.activity.definition
    guard let slot = Self.slot(presentation, region, in: definition) else { return nil }
    // StandBy draws the app's own view there, when its code reads `isActivityFullscreen`.
    let fullscreen =
      slot == .lockScreen
      && Renderer.isFullscreen(device, hasStandByView: definition.layouts.standBy != nil)
    // One survey per frame for every try: the views around the one edited are resolved once.
    let surveys = frames.map { $0.survey(memo) }
    // Every view that draws the text in the finding's frames: the region's own, and its stale variant
    // where a stale frame draws one (the frames hold every state the finding spans). A remedy is made in
    // each, or a frame drawn by the other would still clip.
    var places: [(place: ViewPlace, path: [Int], leaf: LayoutNode)] = []
    for (frame, survey) in zip(frames, surveys) {
      let place = ViewPlace(frame.activity.state, fullscreen: fullscreen, slot: slot, in: definition)
      guard !places.contains(where: { $0.place == place }),
        let node = place.node(slot, in: definition.layouts)
      else { continue }
      let key = frame.caseNumber.map {
        Paths.Key(
          place: place, slot: slot, text: frame.text, caseNumber: $0, size: frame.size,
          isBrokenWord: kind == .brokenWord)
      }
      let found =
        key.flatMap { paths?.found[$0] }
        ?? node.textPaths.first { path in
          // A broken word is one word of its text.
          node.node(at: path).flatMap { Self.run(of: survey.resolved($0)) }.map {
            kind == .brokenWord ? $0.text.contains(frame.text) : $0.text == frame.text
          } ?? false
        }
      if let key { paths?.found[key] = .some(found) }
      guard let path = found, let leaf = node.node(at: path) else { continue }
      places.append((place, path, leaf))
    }
    guard let main = places.first,
      main.place == ViewPlace(first.activity.state, fullscreen: fullscreen, slot: slot, in: definition),
      let run = Self.run(of: surveys[0].resolved(main.leaf))
    else { return nil }
    let leaf = main.leaf
    // The sizes the view is kept within: its own range (all of them without one), no larger than `limit`.
    let limited = limit.map(Self.place).map { limit in
      { (node: LayoutNode) -> LayoutNode in
        node.restyled {
          let own = $0.dynamicTypeSizes ?? 0...(ViewStyle.dynamicTypeSizeNames.count - 1)
          $0.dynamicTypeSizes = min(own.lowerBound, limit)...min(own.upperBound, limit)
        }
      }
    }
    let edit = { (change: (LayoutNode) -> LayoutNode) -> ActivityDefinition in
      var edited = definition
      for (place, path, _) in places {
        let node = place.node(slot, in: definition.layouts)!.replacing(at: path) { node in
          limited.map { $0(change(node)) } ?? change(node)
        }
        place.set(node, slot, in: &edited.layouts)
      }
      return edited
    }
    // A change to the region's own view (its root), in every view that draws the text.
    let editRoot = { (change: (inout ViewStyle) -> Void) -> ActivityDefinition in
      var edited = definition
      for (place, _, _) in places {
        var node = place.node(slot, in: definition.layouts)!
        // A root with no modifiers of its own (an `if`) is held in a stack of one, as a fixture's is.
        if node.viewStyle == nil { node = .stack(.vertical, [node], spacing: nil, ViewStyle()) }
        var style = node.viewStyle ?? ViewStyle()
        change(&style)
        node.viewStyle = style
        place.set(node, slot, in: &edited.layouts)
      }
      return edited
    }
    // The frame whose text needs the most of its room first: a try that fails, fails there soonest.
    let need = frames.map { $0.needed / max($0.available, 0.001) }
    let order = frames.indices.sorted { need[$0] > need[$1] }
    lazy var confirmed = confirming.map { frame in
      var frame = frame
      frame.clips = frame.clips ?? clips(frame)
      return (frame, frame.survey(memo))
    }
    let works = { (edited: ActivityDefinition, tried: [Frame]) -> Bool in
      // Frames that draw the same views lay the try out once.
      let layouts = ClipSurvey.TriedLayouts()
      guard
        self.works(
          edited, at: slot, fullscreen: fullscreen, order.map { tried[$0] }, order.map { surveys[$0] },
          tried: layouts)
      else { return false }
      guard !confirming.isEmpty else { return true }
      // A shorter text is looked for as itself at the other sizes too.
      let others = confirmed.map { frame, _ in
        var frame = frame
        if tried[0].text != frames[0].text { frame.text = tried[0].text }
        return frame
      }
      return self.works(edited, at: slot, fullscreen: fullscreen, others, confirmed.map(\.1), tried: layouts)
    }
    if let limit, alone {
      let edited = edit { $0 }
      guard works(edited, frames) else { return Outcome(remedies: [], tried: []) }
      let spelt = Self.spelling(limit)
      let above = DynamicTypeSize.allCases.filter { size in
        (frames + confirming).contains { $0.size == size } && Self.place(of: size) > Self.place(of: limit)
      }
      let readers = above.isEmpty ? "" : ": readers at \(DynamicTypeRuns.describe(above)) see it at that size"
      var remedy = Remedy(
        kind: .dynamicTypeSize, change: ".dynamicTypeSize(...\(spelt))",
        cost: "the text stops growing at \(limit.rawValue), the largest size it fits at\(readers)"
          + " (no other fix found)", edited: edited)
      remedy.dynamicTypeLimit = limit
      return Outcome(remedies: [remedy], tried: [])
    }
    if limit != nil, let hardest = order.first {
      // The most a text may shrink, tried first where it is hardest to fit: the frame that needs the most of
      // its room and the largest size above the limit. Where half its size does not fit, no larger factor
      // does, and the descent is not laid out.
      let strongest = edit { node in
        node.restyled {
          $0.minimumScaleFactor = 0.5
          if kind == .brokenWord { $0.lineLimit = 1 }
        }
      }
      let largest = confirming.first.map { first in confirming.filter { $0.size == first.size } } ?? []
      let layouts = ClipSurvey.TriedLayouts()
      guard
        self.works(
          strongest, at: slot, fullscreen: fullscreen, [frames[hardest]], [surveys[hardest]], tried: layouts),
        largest.isEmpty
          || self.works(
            strongest, at: slot, fullscreen: fullscreen, largest, largest.map { $0.survey(memo) },
            tried: layouts)
      else { return Outcome(remedies: [], tried: []) }
    }
    var outcome = search(
      frames: frames, surveys: surveys, first: first, run: run, leaf: leaf, edit: edit, works: works,
      shrinkingOnly: limit != nil)
    if limit == nil, kind == .clipped, !isVertical(frames) {
      outcome.remedies += regionRemedies(
        slot, root: main.place.node(slot, in: definition.layouts), in: definition, editRoot: editRoot,
        works: works, frames: frames, tried: &outcome.tried)
    }
    if let limit {
      // Each remedy holds only with the text kept at most at `limit`: the change says so.
      let spelt = ".dynamicTypeSize(...\(Self.spelling(limit)))"
      outcome.remedies = outcome.remedies.map { remedy in
        var remedy = remedy
        remedy.change += remedy.change.hasPrefix(".") ? spelt : " and \(spelt)"
        remedy.cost += "; it stops growing at \(limit.rawValue) (none fits at every size without a limit)"
        remedy.dynamicTypeLimit = limit
        return remedy
      }
    }
    return outcome
  }

  /// SwiftUI's spelling of `size`: `DynamicTypeSize.accessibility2`.
  static func spelling(_ size: DynamicTypeSize) -> String {
    "DynamicTypeSize.\(ViewStyle.dynamicTypeSizeNames[place(of: size)])"
  }

  /// `size`'s place among the sizes, smallest first.
  static func place(of size: DynamicTypeSize) -> Int { sizes.firstIndex(of: size) ?? 0 }

  /// The Dynamic Type sizes, smallest first (`allCases` makes its array anew at each call).
  static let sizes = DynamicTypeSize.allCases

  /// SwiftUI's remedies tried in turn on the view at `leaf` (drawing `run` in the first frame): each
  /// change is made by `edit` and kept when `works` lays it out fitting in every frame. `shrinkingOnly`
  /// tries `minimumScaleFactor` alone: with a Dynamic Type limit, the limit was chosen for it.
  private func search(
    frames: [Frame], surveys: [ClipSurvey], first: Frame, run: TextRun, leaf: LayoutNode,
    edit: ((LayoutNode) -> LayoutNode) -> ActivityDefinition, works: (ActivityDefinition, [Frame]) -> Bool,
    shrinkingOnly: Bool
  ) -> Outcome {
    var found: [Remedy] = []
    // What was laid out, in the words of the line that says none worked.
    var tried: [String] = []
    let style = leaf.viewStyle ?? ViewStyle()
    // Laid out once, for the two remedies that ask.
    lazy var vertical = isVertical(frames)
    if kind == .brokenWord {
      // More lines cannot mend a word broken across them: one line, shrinking as far as it must.
      let ratio = frames.map { $0.available / max($0.needed, 0.001) }.min() ?? 1
      var factor = min(0.95, (ratio * 20).rounded(.down) / 20)
      if factor >= 0.5 { tried.append("one line with .minimumScaleFactor down to 0.5") }
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
        // No layout of this try shrank the text: its factor was never read, every other factor under 1
        // lays the frames out the same, and fails the same.
        guard memo.hasShrunk(by: scale) else { break }
        factor -= 0.05
      }
      return Outcome(remedies: found, tried: tried)
    }
    if kind == .unboundedTimer {
      // As wide as its widest form, within the room the region has.
      let widest = (frames.map(\.text) + Self.timerForms).map { TextMetrics.width(of: $0, font: run.font) }
        .max()!
      let width = min(widest.rounded(.up), (frames.map(\.available).min() ?? widest).rounded(.down))
      let edited = edit { $0.restyled { $0.frame = FrameModifier(width: width) } }
      tried.append(".frame(width:) as wide as the widest form")
      if works(edited, frames) {
        found.append(
          Remedy(
            kind: .frame, change: ".frame(width: \(Truncation.points(width)))",
            cost: "the timer keeps \(Truncation.points(width)) pt"
              + (width < widest.rounded(.up) ? ", all the region has" : ", as wide as its widest form"),
            edited: edited))
      }
      return Outcome(remedies: found, tried: tried)
    }
    if let lines = style.lineLimit, !vertical, !shrinkingOnly {
      let edited = edit { $0.restyled { $0.lineLimit = lines + 1 } }
      tried.append("\(lines + 1) lines")
      if works(edited, frames) { found.append(lineLimitRemedy(lines + 1, edited, frames)) }
    }
    // A line a little too wide: its letters squeezed together, as far as TextKit tightens (5 %).
    // A tight line is squeezed only if a phone measures it wider than la-sim: mended when it fits even at
    // the metrics' widest.
    if !style.allowsTightening, !vertical, kind == .clipped || kind == .tight, !shrinkingOnly,
      frames.allSatisfy({ $0.needed <= $0.available * (1 + TextRun.tighteningFactor) })
    {
      let edited = edit { $0.restyled { $0.allowsTightening = true } }
      tried.append(".allowsTightening(true)")
      if works(edited, frames) {
        let ratio = frames.map { $0.needed / max($0.available, 0.001) }.max() ?? 1
        let squeezed =
          ratio > 1
          ? "the line squeezed \(Int(((ratio - 1) * 100).rounded(.up))) % narrower"
          : "the line fits even \(TextMetrics.relativeErrorText.dropFirst()) wider than la-sim measures it"
        found.append(
          Remedy(
            kind: .allowsTightening, change: ".allowsTightening(true)",
            cost: squeezed + " (TextKit tightens a line by up to 5 %)", edited: edited))
      }
    }
    if style.minimumScaleFactor > 0.5 {
      let ratio = frames.map { $0.available / max($0.needed, 0.001) }.min() ?? 1
      // A tight text may be no wider than its room: it starts at the largest factor under 1.
      var factor = min(0.95, (ratio * 20).rounded(.down) / 20)
      if factor >= 0.5, factor < style.minimumScaleFactor { tried.append(".minimumScaleFactor down to 0.5") }
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
        // No layout of this try shrank the text: its factor was never read, every other factor under 1
        // lays the frames out the same, and fails the same.
        guard memo.hasShrunk(by: scale) else { break }
        factor -= 0.05
      }
    }
    if case .text = leaf, !vertical, !shrinkingOnly,
      frames.count == 1 || frames.allSatisfy({ $0.text == first.text })
    {
      // Each frame's font: a frame at a larger Dynamic Type size draws the text larger.
      let fonts = zip(frames, surveys).map { frame, survey in
        frame.size == first.size ? run.font : Self.run(of: survey.resolved(leaf))?.font ?? run.font
      }
      var characters = Array(first.text)
      while !characters.isEmpty,
        zip(frames, fonts).contains(where: { frame, font in
          TextMetrics.width(of: String(characters), font: font) > frame.available
        })
      {
        characters.removeLast()
      }
      // The widths are the metrics' own; a layout's rounding can take one or two characters more.
      if !characters.isEmpty, characters.count < first.text.count { tried.append("a shorter text") }
      for _ in 0..<3 where !characters.isEmpty && characters.count < first.text.count {
        let shorter = String(characters)
        let edited = edit { .text(TextTemplate(segments: [.literal(shorter)]), $0.viewStyle ?? style) }
        let shortened = frames.map { frame in
          var frame = frame
          frame.text = shorter
          return frame
        }
        if works(edited, shortened) {
          // The budget is the room of the frame one character more would fill the most, in its font.
          let longer = String(first.text.prefix(characters.count + 1))
          let binding =
            zip(frames, fonts).max { lhs, rhs in
              TextMetrics.width(of: longer, font: lhs.1) / max(lhs.0.available, 0.001)
                < TextMetrics.width(of: longer, font: rhs.1) / max(rhs.0.available, 0.001)
            }?.0 ?? first
          let size = Set(frames.map(\.size)).count > 1 ? " at \(binding.size.rawValue)" : ""
          found.append(
            Remedy(
              kind: .shorterText, change: "a shorter text",
              cost: "at most \(String.counted(characters.count, "character")) of this font\(size)"
                + " (\(Truncation.points(binding.available)) pt):"
                + " \"\(shorter.reversed().drop { $0 == " " }.reversed().map(String.init).joined())\"",
              edited: edited))
          // The whole text where it fits, that shorter one elsewhere: drawn so at every frame.
          guard offersVariants else { break }
          let variants = edit { node in
            // A region's own modifiers (its priority, `.belowIfTooWide`) stay on the region's view, which the
            // `ViewThatFits` becomes where the text is the region's root; the text's stay on each text.
            var text = node.viewStyle ?? style
            var outer = ViewStyle()
            (outer.regionPriority, outer.belowIfTooWide) = (text.regionPriority, text.belowIfTooWide)
            (text.regionPriority, text.belowIfTooWide) = (0, false)
            return .viewThatFits(
              [node.restyled { $0 = text }, .text(TextTemplate(segments: [.literal(shorter)]), text)],
              horizontal: true, vertical: false, outer)
          }
          if works(variants, frames) {
            found.append(
              Remedy(
                kind: .viewThatFits,
                change: "ViewThatFits(in: .horizontal) { the text; a shorter one }",
                cost: "the whole text where it fits, and where it does not a variant of at most"
                  + " \(characters.count) characters (cut here: \"\(shorter)\")", edited: variants))
          }
          break
        }
        characters.removeLast()
      }
    }
    return Outcome(remedies: found, tried: tried)
  }

  /// In the expanded island, `.dynamicIsland(verticalPlacement: .belowIfTooWide)` on the clipped leading or
  /// trailing region's view, and its region's priority over the other side's: each made on the region's
  /// root (`root`, as the fixture has it) and kept when every frame fits.
  private func regionRemedies(
    _ slot: LayoutSlot, root: LayoutNode?, in definition: ActivityDefinition,
    editRoot: ((inout ViewStyle) -> Void) -> ActivityDefinition, works: (ActivityDefinition, [Frame]) -> Bool,
    frames: [Frame], tried: inout [String]
  ) -> [Remedy] {
    guard presentation == .expanded, slot == .expandedLeading || slot == .expandedTrailing else { return [] }
    let side = slot == .expandedLeading ? "leading" : "trailing"
    let other: LayoutSlot = slot == .expandedLeading ? .expandedTrailing : .expandedLeading
    let style = root?.viewStyle ?? ViewStyle()
    var found: [Remedy] = []
    if !style.belowIfTooWide {
      let edited = editRoot { $0.belowIfTooWide = true }
      tried.append(".belowIfTooWide")
      if works(edited, frames) {
        found.append(
          Remedy(
            kind: .belowIfTooWide, change: ".dynamicIsland(verticalPlacement: .belowIfTooWide)",
            cost:
              "the \(side) region goes below the camera where it is too wide beside it, and may reach past"
              + " it", edited: edited))
      }
    }
    let others = definition.layouts.fresh[other]?.viewStyle?.regionPriority ?? 0
    if style.regionPriority <= others {
      let priority = others + 1
      let edited = editRoot { $0.regionPriority = priority }
      tried.append("a region priority over the other side's")
      if works(edited, frames) {
        let spelt = Self.decimal(priority)
        found.append(
          Remedy(
            kind: .regionPriority, change: "DynamicIslandExpandedRegion(.\(side), priority: \(spelt))",
            cost: "the \(side) region is offered the width it needs first, the other side the rest",
            edited: edited))
      }
    }
    return found
  }

  /// A search's result: the remedies that work, and what was laid out to find them.
  struct Outcome {
    var remedies: [Remedy]
    /// Each remedy tried, as the line saying none worked names it (`.minimumScaleFactor down to 0.5`).
    var tried: [String]
    /// Why no remedy was searched, when the finding's frames could not hold one (`Finding.remediesWithheld`).
    var withheld: String? = nil
  }

  /// Whether the clips are heights (too many lines), which neither more lines nor fewer characters fix.
  /// Read from the frames' clips as the sweep found them when it did: a clip of too many lines is always
  /// `.clipped`, a finding, so those clips hold it, and the frame need not be laid out again.
  private func isVertical(_ frames: [Frame]) -> Bool {
    frames.contains { frame in
      (frame.clips ?? clips(frame)).contains {
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

  /// Whether drawing `edited`'s view of `slot` fixes every frame (each drawn by its survey in `surveys`):
  /// the text no longer clips (or is tight, for a tight finding), and nothing clips that did not before.
  /// The frame's content is drawn as it is; only the one view is edited.
  private func works(
    _ edited: ActivityDefinition, at slot: LayoutSlot, fullscreen: Bool, _ frames: [Frame],
    _ surveys: [ClipSurvey], tried: ClipSurvey.TriedLayouts
  ) -> Bool {
    zip(frames, surveys).allSatisfy { frame, survey in
      guard
        let node = edited.layouts.node(
          for: slot, isStale: frame.activity.state == .stale, fullscreen: fullscreen)
      else { return false }
      let before = frame.clips ?? []
      // The view edited for this one try: laid out without being numbered and kept in the memo.
      let after = survey.truncationsOnce(
        of: presentation, on: device, drawing: node, at: slot, tried: tried
      ).filter(\.isProblem)
      // A frame has a few clips: looked through, rather than their identities hashed at every try.
      return !after.contains { $0.region == region && $0.text == frame.text && isSame($0.kind) }
        && after.allSatisfy { clip in before.contains { $0.isProblem && $0.isSame(as: clip) } }
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

  private func clips(_ frame: Frame) -> [Truncation] {
    frame.survey(memo).truncations(of: presentation, on: device)
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

  /// Whether `other` is this clip in another layout of the frame: what tells clips apart in one frame.
  fileprivate func isSame(as other: Truncation) -> Bool {
    kind == other.kind && region == other.region && text == other.text
  }
}
