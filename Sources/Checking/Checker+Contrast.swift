import Fixture
import Layout
import Lifecycle
import Rendering
import Typography
import Views

#if canImport(Glibc)
  import Glibc
#endif

extension Checker {
  /// The contrast a text needs against what it lies on (the HIG's "Color and effects": 4.5:1 for text up to
  /// 17 pt, 3:1 for larger or bold text).
  static func minimumContrast(_ font: TextFont) -> Double {
    font.pointSize >= 18 || font.weight.isBold ? 3 : 4.5
  }

  /// LA013: a text whose colour, as iOS draws it in `colorSchemes`, stands out too little from what it lies
  /// on (its own background, else the Lock Screen card's tint or the island's black): `.primary`, black in
  /// light appearance, on a `.black` card. Each pipeline step is laid out once per appearance and Dynamic
  /// Type size checked on the first of `devices`, active, and stale too where it is drawn with other views
  /// then (`staleLayouts`, or the app's code reading `isStale`); findings fold over steps, states and
  /// sizes. The HIG's minimum depends on the text's size: text that grows to 18 pt needs 3:1 where it
  /// needs 4.5:1 smaller, so a colour pair may fall short at some sizes only.
  static func contrastFindings(
    _ definition: ActivityDefinition, file: String, devices: [DeviceProfile], colorSchemes: [ColorScheme],
    dynamicTypes: [DynamicTypeSize] = [.large], views: CodeViews? = nil
  ) -> [Finding] {
    guard let device = devices.first(where: { $0.has(.lockScreen) }) ?? devices.first else { return [] }
    let sizes = dynamicTypes.isEmpty ? [.large] : DynamicTypeSize.allCases.filter(dynamicTypes.contains)
    struct Key: Hashable {
      var scheme: ColorScheme
      var presentation: Presentation
      var region: String
      var colors: String
    }
    var order: [Key] = []
    var folded: [Key: Finding] = [:]
    /// The minimum the HIG asks at each size a finding holds at.
    var neededAt: [Key: [DynamicTypeSize: Double]] = [:]
    // Every step active, then the steps stale where they are drawn with other views then (a stale view
    // greyed out may stand out too little): a finding is named by the text it is first found with. The
    // app's code is asked for each state's views in one batch.
    let start = LiveActivity.referenceStart
    var sources: [ContentSource] = []
    var active: [LiveActivity] = []
    var stale: [LiveActivity?] = []
    for (index, step) in definition.pipeline.enumerated() {
      let source = ContentSource.step(index, step.name)
      guard let prepared = prepare(definition, source: source, state: .active, start: start) else { continue }
      sources.append(source)
      active.append(prepared)
      stale.append(
        views != nil || !definition.layouts.stale.isEmpty
          ? prepare(definition, source: source, state: .stale, start: start) : nil)
    }
    let activeDrawn = views?.drawn(active) ?? active
    let staleGiven = stale.compactMap { $0 }
    var staleDrawn = (views?.drawn(staleGiven) ?? staleGiven).makeIterator()
    typealias Case = (source: ContentSource, state: ActivityState, prepared: LiveActivity, dark: LiveActivity)
    var cases: [Case] = active.indices.map { (sources[$0], .active, active[$0], activeDrawn[$0]) }
    for index in active.indices {
      guard let prepared = stale[index], let drawn = staleDrawn.next() else { continue }
      if views == nil || drawn.definition.layouts != activeDrawn[index].definition.layouts {
        cases.append((sources[index], .stale, prepared, drawn))
      }
    }
    // Views that read the appearance are asked in each other one checked, and views that read the text
    // size at each other size, in one batch per setting: they may colour or draw otherwise there.
    let reads = views?.reads() ?? []
    struct Setting: Hashable, Sendable {
      var scheme: ColorScheme
      var size: DynamicTypeSize
    }
    /// The setting whose views the code gives in `scheme` at `size`: dark and large where it reads neither.
    @Sendable func setting(_ scheme: ColorScheme, _ size: DynamicTypeSize) -> Setting {
      Setting(
        scheme: reads.contains(.colorScheme) ? scheme : .dark,
        size: reads.contains(.dynamicTypeSize) ? size : .large)
    }
    var viewsIn: [Setting: [LiveActivity]] = [:]
    if let views {
      for size in sizes {
        for scheme in colorSchemes {
          let key = setting(scheme, size)
          guard key != Setting(scheme: .dark, size: .large), viewsIn[key] == nil else { continue }
          viewsIn[key] = views.drawn(cases.map(\.prepared), colorScheme: key.scheme, dynamicType: key.size)
        }
      }
    }
    // Each case at each size is a unit, read on every core; the units' hits are folded in order.
    let found = ClipSweep.Slots<[ContrastHit]>(count: cases.count * sizes.count)
    let memos = ClipSweep.Memos()
    let (given, drawn) = (viewsIn, cases.map(\.dark))
    let read: @Sendable (Int) -> Void = { unit in
      let (number, size) = (unit / sizes.count, sizes[unit % sizes.count])
      let memo = memos.take()
      defer { memos.give(memo) }
      // One survey for each set of views: an appearance the code does not read draws the same ones.
      var surveys: [Setting: (activity: LiveActivity, survey: ClipSurvey)] = [:]
      var hits: [ContrastHit] = []
      for scheme in colorSchemes {
        let setting = setting(scheme, size)
        if surveys[setting] == nil {
          let activity = given[setting]?[number] ?? drawn[number]
          // Views resolved once and rescaled at each size, where they are the same at every size.
          let caseNumber = sizes.count > 1 && given[setting] == nil ? number : nil
          surveys[setting] = (
            activity,
            ClipSurvey(activity, now: activity.now, dynamicType: size, memo: memo, caseNumber: caseNumber)
          )
        }
        guard let (activity, survey) = surveys[setting] else { continue }
        for presentation in Renderer.presentations(of: activity.definition, on: device) {
          guard let layout = survey.laidOut(presentation, on: device) else { continue }
          hits += ContrastHit.hits(
            in: layout, of: activity.definition, presentation: presentation, phone: scheme)
        }
      }
      found[unit] = hits
    }
    // At one size the steps are a few layouts: a second thread would measure their texts again.
    if sizes.count > 1 {
      ClipSweep.perform(cases.count * sizes.count, read)
    } else {
      for unit in 0..<cases.count { read(unit) }
    }
    for unit in 0..<(cases.count * sizes.count) {
      let (source, state) = (cases[unit / sizes.count].source, cases[unit / sizes.count].state)
      let size = sizes[unit % sizes.count]
      for hit in found[unit] {
        // One finding per colour pair in a region: the texts a step changes share it.
        let key = Key(
          scheme: hit.scheme, presentation: hit.presentation, region: hit.region, colors: hit.colors)
        neededAt[key, default: [:]][size] = max(neededAt[key]?[size] ?? 0, hit.needed)
        if var finding = folded[key] {
          if !finding.sources.contains(source) { finding.sources.append(source) }
          if !finding.states.contains(state) {
            finding.states = ActivityState.allCases.filter { $0 == state || finding.states.contains($0) }
          }
          finding.count += 1
          if !Self.isSameText(hit.text, finding.text) { finding.foldsOtherTexts = true }
          finding.available = min(finding.available ?? hit.ratio, hit.ratio)
          folded[key] = finding
          continue
        }
        order.append(key)
        var finding = Finding(
          code: .lowContrast, file: file, presentation: hit.presentation, region: hit.region,
          sources: [source], states: [state], text: hit.text, needed: hit.needed, available: hit.ratio,
          detail: hit.colors)
        finding.colorScheme = hit.scheme
        folded[key] = finding
      }
    }
    return order.compactMap { key in
      guard var finding = folded[key], let needs = neededAt[key] else { return nil }
      // The figures are at the smallest size it holds at, where the HIG asks the most.
      finding.dynamicTypes = sizes.filter { needs[$0] != nil }
      finding.namesDynamicTypes = sizes != [.large]
      finding.needed = finding.dynamicTypes.first.flatMap { needs[$0] }
      finding.neededFrom = finding.dynamicTypes.first { (needs[$0] ?? 0) < (finding.needed ?? 0) }
      return finding
    }
  }

  /// Whether two lines drawn are one text: the same, or one cut short of the other (`Prep…`, `Preparing`),
  /// as a text is at a larger size.
  static func isSameText(_ one: String, _ other: String) -> Bool {
    func uncut(_ text: String) -> Substring { text.hasSuffix("…") ? text.dropLast() : text[...] }
    let (one, other) = (uncut(one), uncut(other))
    return one.count <= other.count ? other.hasPrefix(one) : one.hasPrefix(other)
  }

  /// What a presentation's texts lie on in `scheme`: the island's black, or the Lock Screen card's tint at
  /// its opacity over the appearance's own background (white in light, black in dark: the wallpaper and the
  /// system material behind the card are not modelled).
  static func surfaceColor(
    _ definition: ActivityDefinition, presentation: Presentation, in scheme: ColorScheme
  ) -> ResolvedColor {
    let base = scheme == .light ? ResolvedColor(255, 255, 255) : ResolvedColor(0, 0, 0)
    guard presentation == .lockScreen else { return ResolvedColor(0, 0, 0) }
    guard let tint = definition.activityBackgroundTint else { return base }
    return tint.resolved(in: scheme).over(base, opacity: tint.opacity)
  }
}

extension ResolvedColor {
  /// WCAG 2's relative luminance (0 black … 1 white), from the sRGB channels.
  var luminance: Double {
    func linear(_ channel: UInt8) -> Double {
      let value = Double(channel) / 255
      return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// WCAG 2's contrast ratio with another opaque colour, 1…21.
  func contrast(with other: ResolvedColor) -> Double {
    let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
    return (lighter + 0.05) / (darker + 0.05)
  }
}
