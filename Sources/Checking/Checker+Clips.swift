import Dispatch
import Fixture
import Formatting
import Layout
import Lifecycle
import Rendering
import Synchronization
import Typography

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Checker {
  /// LA001: every clip of every presentation, on each device, at each Dynamic Type size, for every sweep
  /// case. Clips of the same text (or of the same date view, in any of its forms) in the same place on the
  /// same device fold into one finding that lists the steps, states and sizes and counts the frames.
  static func clipFindings(
    _ definition: ActivityDefinition, cases given: [SweepCase]? = nil, file: String, devices: [DeviceProfile],
    dynamicTypes: [DynamicTypeSize] = [.large], remedies searched: Bool = true
  ) -> (findings: [Finding], frames: Int, surfaces: [SurfaceCount]) {
    let cases = given ?? sweepCases(definition)
    let presentations = devices.map { Renderer.presentations(of: definition, on: $0) }
    let memos = ClipSweep.Memos()
    let surveyed = ClipSweep.survey(
      cases, sizes: dynamicTypes, devices: devices, presentations: presentations, memos: memos)
    let perDevice = ClipSweep.tally(surveyed, cases: cases, sizes: dynamicTypes, devices: devices.count)
    var tallies: [ClipKey: ClipTally] = [:]
    var frames = 0
    var surfaces: [SurfaceCount] = []
    for (deviceIndex, device) in devices.enumerated() {
      let counts = perDevice[deviceIndex].counts
      tallies.merge(perDevice[deviceIndex].tallies) { first, _ in first }
      for presentation in presentations[deviceIndex] {
        var surface = SurfaceCount(device: device.name, presentation: presentation, frames: 0)
        surface.frames = counts[surface.name] ?? 0
        surfaces.append(surface)
        if presentation == .lockScreen, let banners = counts["banner"] {
          surfaces.append(
            SurfaceCount(device: device.name, presentation: .lockScreen, isBanner: true, frames: banners))
        }
      }
      frames += counts.values.reduce(0, +)
    }
    let namesSizes = dynamicTypes != [.large]
    let sorted = inClipOrder(tallies.values)
    var findings = sorted.map { tally in
      let (text, clip) = tally.first
      var finding = Finding(
        code: FindingCode(tally.key.kind) ?? .clipped, file: file, device: devices[tally.key.device].name,
        presentation: tally.key.presentation,
        region: tally.key.region, sources: tally.sources.sorted(),
        states: ActivityState.allCases.filter(tally.states.contains), text: text, needed: clip.needed,
        available: clip.fewest, availableMax: clip.most > clip.fewest ? clip.most : nil,
        unit: "pt", shown: clip.shown, view: note(tally),
        widestText: tally.widest?.text, widestNeeded: tally.widest?.needed, count: tally.count)
      finding.isVertical = tally.key.isVertical
      finding.dateStyle = tally.key.view?.style
      finding.dynamicTypes = DynamicTypeSize.allCases.filter(tally.sizes.contains)
      finding.namesDynamicTypes = namesSizes
      return finding
    }
    let remedies =
      searched
      ? remedies(
        for: sorted, cases: cases, devices: devices, memos: memos, sizesChecked: dynamicTypes.count,
        drawn: { caseIndex, sizeIndex, device, presentation in
          // The frame as the sweep found it: its clips need not be laid out again.
          guard let position = dynamicTypes.firstIndex(of: DynamicTypeSize.allCases[sizeIndex]) else {
            return nil
          }
          return surveyed[position * cases.count + caseIndex][device].first {
            !$0.isBanner && $0.presentation == presentation
          }?.clips.map(\.truncation)
        }) : []
    surveyed.free()
    memos.free()
    for index in remedies.indices {
      guard let outcome = remedies[index] else { continue }
      if let withheld = outcome.withheld {
        findings[index].remediesWithheld = withheld
        continue
      }
      findings[index].remedies = outcome.remedies
      findings[index].remediesTried = outcome.tried
      findings[index].remediesSearched = true
    }
    findings = folded(findings)
    for index in surfaces.indices {
      // Counted without copying the findings into a list of their own, or one by one.
      var count = 0
      findings.withUnsafeBufferPointer { findings in
        for place in findings.indices where surfaces[index].holds(findings[place]) { count += 1 }
      }
      surfaces[index].findings = count
    }
    return (findings, frames, surfaces)
  }

  /// The remedies of each clip, tight text and greedy timer, searched on every core; nil for a finding
  /// that has none to try (or whose view la-sim cannot find). `sizesChecked`: how many Dynamic Type sizes
  /// the check covered, which tells a finding at all of them.
  static func remedies(
    for tallies: [ClipTally], cases: [SweepCase], devices: [DeviceProfile], memos: ClipSweep.Memos = .init(),
    sizesChecked: Int = 1,
    drawn: @Sendable (_ caseIndex: Int, _ sizeIndex: Int, _ device: Int, Presentation) -> [Truncation]?
  ) -> [RemedySearch.Outcome?] {
    // A clip found alike on devices that lay its presentation out alike (the same lengths, frames and
    // texts) has the same remedies: each is searched once.
    var searches: [RemedyKey: Int] = [:]
    var first: [Int] = []
    let search = tallies.enumerated().map { index, tally in
      let key = RemedyKey(tally, lengths: devices[tally.key.device].layoutLengths(of: tally.key.presentation))
      if let known = searches[key] { return known }
      searches[key] = first.count
      first.append(index)
      return first.count - 1
    }
    let searched = first
    let found = ClipSweep.Slots<RemedySearch.Outcome?>(count: searched.count)
    // Searches differ in cost tenfold (a remedy tried at several factors, on one frame or two): each thread
    // takes the next one as it finishes, so that no core idles while the other works through its share.
    let next = Atomic<Int>(0)
    Workers.run(ClipSweep.threads(units: searched.count)) {
      let memo = memos.take()
      defer { memos.give(memo) }
      let paths = RemedySearch.Paths()
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < searched.count else { break }
        found[index] = remedies(
          for: tallies[searched[index]], cases: cases, devices: devices, sizesChecked: sizesChecked,
          drawn: drawn, memo: memo, paths: paths)
      }
    }
    return search.map { found[$0] }
  }

  /// What decides a clip's remedies: where it is, the device's lengths there, and the frames tried.
  struct RemedyKey: Hashable {
    var presentation: Presentation
    var region: String
    var kind: Truncation.Kind
    var lengths: [Double]
    var texts: [String]
    var frames: [Int]
    var sizes: Set<DynamicTypeSize>

    init(_ tally: ClipTally, lengths: [Double]) {
      sizes = tally.sizes
      presentation = tally.key.presentation
      region = tally.key.region
      kind = tally.key.kind
      self.lengths = lengths
      let first = tally.first
      let hardest = tally.hardest.compactMap { $0 }
      texts = [first.text] + (tally.widest.map { [$0.text] } ?? []) + hardest.map(\.text)
      frames =
        [first.clip.caseIndex, first.clip.size]
        + (tally.widest.map { [$0.clip.caseIndex, $0.clip.size] } ?? [])
        + hardest.flatMap { [$0.clip.caseIndex, $0.clip.size] }
    }
  }

  /// Why a finding whose text the code draws in other views at some of its sizes has no remedy.
  static let drawnOtherwiseReason =
    "the app's code draws this text in other views at some of these sizes (it reads"
    + " @Environment(\\.dynamicTypeSize)), and no one edit of them can be checked at all of them; check each"
    + " range of sizes the code draws alike on its own (--dynamic-type)"

  /// Whether the app's code draws the frames of `tally` in other views at some of its sizes: a remedy is an
  /// edit of one set of views, verified at every size the finding spans, so none can be offered. Views
  /// that differ only in colour are laid out alike, and one edit holds for them all.
  static func drawnOtherwise(_ tally: ClipTally, cases: [SweepCase]) -> Bool {
    guard cases.contains(where: { $0.sized != nil }) else { return false }
    let first = tally.first.clip
    let layouts = cases[first.caseIndex].activity(at: DynamicTypeSize.allCases[first.size]).definition.layouts
    let clips = [first] + (tally.widest.map { [$0.clip] } ?? []) + tally.hardest.compactMap { $0?.clip }
    return clips.contains { clip in
      tally.sizes.contains {
        !SweepCase.laidOutAlike(cases[clip.caseIndex].activity(at: $0).definition.layouts, layouts)
      }
    }
  }

  private static func remedies(
    for tally: ClipTally, cases: [SweepCase], devices: [DeviceProfile], sizesChecked: Int,
    drawn: (_ caseIndex: Int, _ sizeIndex: Int, _ device: Int, Presentation) -> [Truncation]?,
    memo: SurveyMemo, paths: RemedySearch.Paths
  ) -> RemedySearch.Outcome? {
    guard [.clipped, .tight, .unboundedTimer, .brokenWord].contains(tally.key.kind) else { return nil }
    func frame(_ text: String, _ clip: ClipTally.TextClip) -> RemedySearch.Frame {
      let size = DynamicTypeSize.allCases[clip.size]
      return RemedySearch.Frame(
        activity: cases[clip.caseIndex].activity(at: size), size: size, text: text,
        needed: clip.needed, available: clip.fewest,
        clips: drawn(clip.caseIndex, clip.size, tally.key.device, tally.key.presentation),
        caseNumber: cases[clip.caseIndex].sized == nil ? clip.caseIndex : nil)
    }
    // Where the clip starts, its widest text, and the frame hardest to mend in each state it clipped in
    // (often at a larger size than the other two, and a state may draw a view of its own).
    var tried: [(text: String, clip: ClipTally.TextClip)] = [tally.first]
    if let widest = tally.widest { tried.append((widest.text, widest.clip)) }
    for case let hardest? in tally.hardest
    where !tried.contains(where: { $0.text == hardest.text && $0.clip.isSameFrame(as: hardest.clip) }) {
      tried.append((hardest.text, hardest.clip))
    }
    let frames = tried.map { frame($0.text, $0.clip) }
    // The hardest frames' content at every other size the finding spans, where a remedy found on those
    // frames is laid out again before it is printed: a size in between can clip where the others do not.
    var confirming: [RemedySearch.Frame] = []
    for case let hardest? in tally.hardest {
      // The largest first: a remedy that fails at some size fails there most often.
      for (sizeIndex, size) in DynamicTypeSize.allCases.enumerated().reversed()
      where tally.sizes.contains(size) {
        let caseIndex = hardest.clip.caseIndex
        guard
          !tried.contains(where: {
            $0.text == hardest.text && $0.clip.caseIndex == caseIndex && $0.clip.size == sizeIndex
          })
        else { continue }
        confirming.append(
          RemedySearch.Frame(
            activity: cases[caseIndex].activity(at: size), size: size, text: hardest.text, needed: 0,
            available: 0,
            clips: drawn(caseIndex, sizeIndex, tally.key.device, tally.key.presentation),
            caseNumber: cases[caseIndex].sized == nil ? caseIndex : nil))
      }
    }
    // A remedy is an edit of one set of views: where the app's code draws other views at some of the
    // finding's sizes, no edit of one of them can be verified at all, and none is offered.
    guard !drawnOtherwise(tally, cases: cases) else {
      return RemedySearch.Outcome(remedies: [], tried: [], withheld: drawnOtherwiseReason)
    }
    var search = RemedySearch(
      device: devices[tally.key.device], presentation: tally.key.presentation, region: tally.key.region,
      kind: tally.key.kind, memo: memo, paths: paths)
    // A variant drawn only where the whole text does not fit is worth offering where it fits somewhere.
    search.offersVariants = tally.sizes.count < sizesChecked
    guard var outcome = search.remedies(frames, confirming: confirming) else { return nil }
    if outcome.remedies.isEmpty, [.clipped, .brokenWord].contains(tally.key.kind) {
      outcome.remedies = limitedRemedies(search, tally: tally, frames: frames, confirming: confirming)
    }
    return outcome
  }

  /// For a clip no remedy mends at every size: a remedy that works up to some size, with the text kept at
  /// most at that size by `.dynamicTypeSize(...)`, or that limit alone, at the largest size the text fits
  /// at. Each is laid out in every frame of the finding, those above the limit included.
  private static func limitedRemedies(
    _ search: RemedySearch, tally: ClipTally, frames tried: [RemedySearch.Frame],
    confirming: [RemedySearch.Frame]
  ) -> [Remedy] {
    let sizes = DynamicTypeSize.allCases.filter(tally.sizes.contains)
    guard let smallest = sizes.first, let largest = sizes.last else { return [] }
    // Each frame's figures, from its clips where the sweep did not give them (the frames confirming a fix).
    let frames = (tried + confirming).map { frame in
      guard frame.available == 0, frame.needed == 0 else { return frame }
      var frame = frame
      let clip = frame.clips?.first {
        $0.region == tally.key.region && $0.text == frame.text && $0.kind != .scaled
      }
      frame.needed = clip?.needed ?? 1
      frame.available = clip?.available ?? 1
      return frame
    }
    // The largest size up to which every frame has at least half the room its text needs: beyond it no
    // `minimumScaleFactor` reaches.
    let reachable = sizes.prefix { size in
      frames.allSatisfy { $0.size != size || $0.available >= $0.needed * 0.5 }
    }.last
    // A limit below `large` would change the text most readers see: the layout, not Dynamic Type, is then
    // what to mend.
    let lowest = RemedySearch.place(of: .large)
    if let limit = reachable, limit != largest, RemedySearch.place(of: limit) >= lowest {
      // Tried on the frames the search tries (those up to the limit) and the hardest at the limit itself;
      // a remedy that works there is laid out at every other frame, the largest sizes first.
      let place = RemedySearch.place(of: limit)
      let isTried = frames.indices.map { index in
        RemedySearch.place(of: frames[index].size) <= place
          && (index < tried.count || frames[index].size == limit)
      }
      let within = frames.indices.filter { isTried[$0] }.map { frames[$0] }
      let others = frames.indices.filter { !isTried[$0] }.map { frames[$0] }
      if let found = search.remedies(within, confirming: largestFirst(others), limit: limit),
        !found.remedies.isEmpty
      {
        return found.remedies
      }
    }
    // The limit alone, at the size below the first the text clips at: tried where the clip starts and at
    // the largest size, then laid out at every other frame.
    let first = RemedySearch.place(of: smallest)
    guard first - 1 >= lowest else { return [] }
    let ends = frames.indices.filter { $0 == 0 || frames[$0].size == largest }
    let rest = frames.indices.filter { $0 != 0 && frames[$0].size != largest }.map { frames[$0] }
    return search.remedies(
      ends.map { frames[$0] }, confirming: largestFirst(rest), limit: DynamicTypeSize.allCases[first - 1],
      alone: true)?.remedies ?? []
  }

  /// `frames` with the largest Dynamic Type sizes first: a limited remedy fails soonest there.
  private static func largestFirst(_ frames: [RemedySearch.Frame]) -> [RemedySearch.Frame] {
    frames.enumerated().sorted { lhs, rhs in
      let (left, right) = (RemedySearch.place(of: lhs.element.size), RemedySearch.place(of: rhs.element.size))
      return left != right ? left > right : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// `findings` with those that differ only in their device folded into the first of them, which names
  /// the others (`alsoOn`): the 393-pt phone and its landscape profile clip the same compact texts alike.
  static func folded(_ findings: [Finding]) -> [Finding] {
    var kept: [Finding] = []
    var bucket: [String: [Int]] = [:]
    for finding in findings {
      var anywhere = finding
      anywhere.device = nil
      let key = "\(finding.code.rawValue)\u{0}\(finding.presentationRegion ?? "")\u{0}\(finding.text)"
      if let index = bucket[key]?.first(where: { index in
        var other = kept[index]
        other.device = nil
        other.alsoOn = []
        return other == anywhere
      }), let device = finding.device {
        kept[index].alsoOn.append(device)
        continue
      }
      bucket[key, default: []].append(kept.count)
      kept.append(finding)
    }
    return kept
  }

  /// The finding's note: the date view it shows, and for a text drawn whole past its region's edge (a
  /// `.fixedSize()` text wider than the room) what the phone does with it.
  private static func note(_ tally: ClipTally) -> String? {
    let (text, clip) = tally.first
    let overflows = tally.key.kind == .clipped && !tally.key.isVertical && clip.shown == text
    let notes = [tally.key.view?.label, overflows ? Truncation.overflowNote : nil].compactMap { $0 }
    return notes.isEmpty ? nil : notes.joined(separator: "; ")
  }

  /// `tallies` in `clipOrder`, each one's rank worked out once rather than at every comparison (its first
  /// text is the least of its texts, found by comparing strings): the same comparisons, the same order.
  static func inClipOrder(_ tallies: some Collection<ClipTally>) -> [ClipTally] {
    let tallies = Array(tallies)
    let ranks = tallies.map(ClipRank.init)
    return tallies.indices.sorted { ranks[$0].precedes(ranks[$1]) }.map { tallies[$0] }
  }

  /// In presentation and region order, then by the text's width and first step, the devices of one place
  /// next to each other.
  static func clipOrder(_ lhs: ClipTally, _ rhs: ClipTally) -> Bool {
    ClipRank(lhs).precedes(ClipRank(rhs))
  }

  /// What `clipOrder` compares of a tally.
  struct ClipRank {
    var rank: [Double]
    var text: String
    var source: ContentSource
    var device: Int

    init(_ tally: ClipTally) {
      let regions = ["content", "leading", "trailing", "center", "bottom"]
      let first = tally.first
      rank = [
        Double(Presentation.allCases.firstIndex(of: tally.key.presentation) ?? 0),
        Double(regions.firstIndex(of: tally.key.region) ?? regions.count),
        Double(Truncation.Kind.allCases.firstIndex(of: tally.key.kind) ?? 0),
        tally.key.isVertical ? 1 : 0,
        first.clip.needed,
      ]
      text = first.text
      source = tally.sources.min()!
      device = tally.key.device
    }

    func precedes(_ other: ClipRank) -> Bool {
      if rank != other.rank { return rank.lexicographicallyPrecedes(other.rank) }
      if text != other.text { return text < other.text }
      if source != other.source { return source < other.source }
      return device < other.device
    }
  }

  /// Every distinct activity to draw: each source in each state it can be seen in, with each date field read
  /// by a layout swept through `DateSweep.offsets`. Cases whose date texts come out the same are drawn once.
  /// `code` adds the date fields and lines the app's code draws (`codeDates`), which its layouts cannot say.
  static func sweepCases(
    _ definition: ActivityDefinition, code: (reads: [DateRead], lines: [DateLine]) = ([], [])
  ) -> [SweepCase] {
    let start = LiveActivity.referenceStart
    var sources = definition.pipeline.enumerated().map { ContentSource.step($0.offset, $0.element.name) }
    if definition.end.content != nil { sources.append(.end) }
    if definition.cancel?.content != nil { sources.append(.cancel) }
    var reads = dateReads(definition)
    for read in code.reads where !reads.contains(read) { reads.append(read) }
    var lines = dateLines(definition)
    for line in code.lines where !lines.contains(line) { lines.append(line) }
    var swept: [String] = []
    for read in reads where !swept.contains(read.field) { swept.append(read.field) }
    var variants: [(field: String, offset: TimeInterval)?] = [nil]
    for field in swept { variants += DateSweep.offsets.map { (field, $0) } }
    var cases: [SweepCase] = []
    var seen = Set<SweepKey>()
    for source in sources {
      let states: [ActivityState] = source.index == nil ? [.ended] : [.active, .stale, .ended]
      for state in states {
        for variant in variants {
          var patched = definition
          if let variant { setDate(&patched, field: variant.field, offset: variant.offset, source: source) }
          guard let activity = prepare(patched, source: source, state: state, start: start),
            activity.state != .dismissed
          else { continue }
          let values = activity.readableValues
          let texts = reads.map { read -> String in
            guard let date = values[read.field]?.date else { return "" }
            return read.style.text(
              date, now: activity.now, formats: definition.layouts.localeFormats ?? .english)
          }
          guard seen.insert(SweepKey(source: source, state: activity.state, texts: texts)).inserted else {
            continue
          }
          var dateTexts: [String: DateRead] = [:]
          for (read, text) in zip(reads, texts) where !text.isEmpty {
            dateTexts[text] = dateTexts[text] ?? read
            for line in lines where line.read == read {
              let whole = line.before + text + line.after
              dateTexts[whole] = dateTexts[whole] ?? read
            }
          }
          cases.append(
            SweepCase(
              source: source, sourceOrdinal: sources.firstIndex(of: source)!, activity: activity,
              dateTexts: dateTexts))
        }
      }
    }
    return cases
  }

  /// The activity showing `source` in `state` at `start`, or nil when that content cannot be shown so.
  static func prepare(
    _ definition: ActivityDefinition, source: ContentSource, state: ActivityState, start: Date
  ) -> LiveActivity? {
    switch source {
    case .step(let index, _) where state == .ended:
      // Ended with the step's own content, as the 8-hour limit ends it (the Lock Screen keeps it up to
      // 4 hours); the fixture's end content is its own source.
      var activity = LiveActivity(definition: definition, startingAt: start, step: index)
      activity.end(with: EndTemplate(content: nil, dismissal: .default), at: start)
      return activity.state == .ended ? activity : nil
    case .step(let index, _):
      return LiveActivity.prepared(definition, step: index, state: state, elapsed: 0, start: start)
    case .end, .cancel:
      guard let template = source == .end ? definition.end : definition.cancel else { return nil }
      var activity = LiveActivity(definition: definition, startingAt: start, step: 0)
      guard activity.end(with: template, at: start) == .applied else { return nil }
      return activity
    }
  }

  /// Sets date field `field` of `source`'s content (or of the attributes) to `offset` seconds after the start.
  static func setDate(
    _ definition: inout ActivityDefinition, field: String, offset: TimeInterval, source: ContentSource
  ) {
    if definition.attributesSchema.contains(where: { $0.name == field }) {
      definition.attributes[field] = .date(LiveActivity.referenceStart.addingTimeInterval(offset))
      return
    }
    switch source {
    case .step(let index, _): definition.pipeline[index].content.fields[field] = .relativeDate(offset)
    case .end: definition.end.content?.fields[field] = .relativeDate(offset)
    case .cancel: definition.cancel?.content?.fields[field] = .relativeDate(offset)
    }
  }

  /// The `Text + Text` lines of one date view and literal texts (`Text(date, style: .relative) + Text("
  /// remaining")`): the literal text before and after the date, so that each form of the line folds into
  /// the date view's finding as the date's own text does. `field` names the field a view's date reads (nil:
  /// none the sweep sets).
  static func dateLines(
    _ definition: ActivityDefinition, field: (String) -> String? = { $0 }
  ) -> [DateLine] {
    var lines: [DateLine] = []
    for (_, _, node) in layoutSlots(definition) {
      for case .concatenation(let parts, _) in node.allNodes {
        var read: DateRead?
        var before = ""
        var after = ""
        var literal = true
        for part in parts {
          switch part {
          case .date(let style, let written, _) where read == nil:
            guard let name = field(written) else {
              literal = false
              break
            }
            read = DateRead(field: name, style: style)
          case .text(let template, _):
            for piece in template.parts {
              guard case .literal(let text) = piece else {
                literal = false
                break
              }
              if read == nil { before += text } else { after += text }
            }
          default:
            literal = false
          }
        }
        guard literal, let read, !(before.isEmpty && after.isEmpty) else { continue }
        let line = DateLine(read: read, before: before, after: after)
        if !lines.contains(line) { lines.append(line) }
      }
    }
    return lines
  }

  /// Each (date field, style) pair the layouts read, in layout order. `field` names the field a view's date
  /// reads (nil: none the sweep sets).
  static func dateReads(_ definition: ActivityDefinition, field: (String) -> String? = { $0 }) -> [DateRead] {
    var reads: [DateRead] = []
    for (_, _, node) in layoutSlots(definition) {
      for case .date(let style, let written, _) in node.allNodes {
        guard let name = field(written) else { continue }
        let read = DateRead(field: name, style: style)
        if !reads.contains(read) { reads.append(read) }
      }
    }
    return reads
  }
}

extension FindingCode {
  /// The code of a renderer finding that `check` reports; nil for what only the terminal shows and for
  /// texts that shrink to fit.
  init?(_ kind: Truncation.Kind) {
    switch kind {
    case .clipped: self = .clipped
    case .tight: self = .tight
    case .unboundedTimer: self = .unboundedTimer
    case .brokenWord: self = .brokenWord
    case .scaled, .terminalOnly: return nil
    }
  }
}
