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
  /// light appearance, on a `.black` card. Each pipeline step is laid out once per appearance on the first
  /// of `devices`, active, and stale too where it is drawn with other views then (`staleLayouts`, or the
  /// app's code reading `isStale`); findings fold over steps and states.
  static func contrastFindings(
    _ definition: ActivityDefinition, file: String, devices: [DeviceProfile], colorSchemes: [ColorScheme],
    views: CodeViews? = nil
  ) -> [Finding] {
    guard let device = devices.first(where: { $0.has(.lockScreen) }) ?? devices.first else { return [] }
    struct Key: Hashable {
      var scheme: ColorScheme
      var presentation: Presentation
      var region: String
      var colors: String
    }
    var order: [Key] = []
    var folded: [Key: Finding] = [:]
    let memo = SurveyMemo()
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
    // Views that read the appearance are asked in each other one checked, in one batch: they may colour
    // otherwise there.
    var inScheme: [ColorScheme: [LiveActivity]] = [:]
    if let views, views.reads().contains(.colorScheme) {
      for scheme in colorSchemes where scheme != .dark {
        inScheme[scheme] = views.drawn(cases.map(\.prepared), colorScheme: scheme)
      }
    }
    for (number, (source, state, _, dark)) in cases.enumerated() {
      let darkSurvey = ClipSurvey(dark, now: dark.now, dynamicType: .large, memo: memo)
      for scheme in colorSchemes {
        var activity = dark
        var survey = darkSurvey
        if let drawn = inScheme[scheme]?[number] {
          activity = drawn
          survey = ClipSurvey(activity, now: activity.now, dynamicType: .large, memo: memo)
        }
        for presentation in Renderer.presentations(of: activity.definition, on: device) {
          guard let layout = survey.laidOut(presentation, on: device) else { continue }
          let drawnIn = Renderer.colorScheme(of: presentation, phone: scheme)
          let surface = surfaceColor(activity.definition, presentation: presentation, in: drawnIn)
          for element in layout.elements {
            guard case .text(let text, let font, _, _) = element.content else { continue }
            let below =
              element.paint.background.map {
                $0.resolved(in: drawnIn).over(surface, opacity: $0.opacity)
              } ?? surface
            let parts = element.segments.isEmpty ? [element.paint] : element.segments.map(\.paint)
            let drawn = parts.map { paint in
              let color = (paint.foreground ?? StyleColor(.primary)).resolved(in: drawnIn)
              let shown = color.over(below, opacity: paint.foreground?.opacity ?? 1)
              return (paint.foreground, shown, shown.contrast(with: below))
            }
            guard let worst = drawn.min(by: { $0.2 < $1.2 }) else { continue }
            let needed = minimumContrast(font)
            guard worst.2 < needed else { continue }
            // One finding per colour pair in a region: the texts a step changes share it.
            // `.orange`, `Color("BrandRed")` or `#e3000f`, as the code names it.
            let name = worst.0.map { color in
              let base =
                color.custom.map { $0.name.hasPrefix("#") ? $0.name : "Color(\"\($0.name)\")" }
                ?? ".\(color.color.rawValue)"
              return color.opacity < 1 ? "\(base).opacity(\(color.opacity))" : base
            }
            let colors = "\(name ?? ".primary") (\(worst.1.hex)) on \(below.hex)"
            let key = Key(scheme: scheme, presentation: presentation, region: element.region, colors: colors)
            if var finding = folded[key] {
              if !finding.sources.contains(source) { finding.sources.append(source) }
              if !finding.states.contains(state) {
                finding.states = ActivityState.allCases.filter { $0 == state || finding.states.contains($0) }
              }
              finding.count += 1
              finding.available = min(finding.available ?? worst.2, worst.2)
              folded[key] = finding
              continue
            }
            order.append(key)
            var finding = Finding(
              code: .lowContrast, file: file, presentation: presentation, region: element.region,
              sources: [source], states: [state], text: text, needed: needed, available: worst.2,
              detail: colors)
            finding.colorScheme = scheme
            folded[key] = finding
          }
        }
      }
    }
    return order.compactMap { folded[$0] }
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
