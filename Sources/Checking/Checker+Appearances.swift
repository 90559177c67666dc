import Fixture
import Lifecycle
import Typography
import Views

extension Checker {
  /// `cases`, each drawn with the views the app's code gives it in `colorScheme`: at `large`, and again at
  /// each other size of `dynamicTypes` when the views read the text size (`SweepCase.sized`); with each
  /// distinct set of layouts those views hold, in the order first drawn.
  static func drawnCases(
    _ cases: [SweepCase], views: CodeViews, colorScheme: ColorScheme, dynamicTypes: [DynamicTypeSize]
  ) -> (cases: [SweepCase], layouts: [ActivityDefinition]) {
    let given = cases.map(\.activity)
    var cases = cases
    var layouts: [ActivityDefinition] = []
    func note(_ definition: ActivityDefinition) {
      if !layouts.contains(where: { $0.layouts == definition.layouts }) { layouts.append(definition) }
    }
    for (index, activity) in views.drawn(given, colorScheme: colorScheme).enumerated() {
      cases[index].activity = activity
      note(activity.definition)
    }
    // Views that read the text size are asked again at every other size checked: they may draw another
    // view there (`dynamicTypeSize.isAccessibilitySize ? shorter : longer`).
    guard views.reads().contains(.dynamicTypeSize) else { return (cases, layouts) }
    for size in dynamicTypes where size != .large {
      let atSize = views.drawn(given, colorScheme: colorScheme, dynamicType: size)
      for (index, activity) in atSize.enumerated()
      where activity.definition.layouts != cases[index].activity.definition.layouts {
        cases[index].setActivity(activity, at: size)
        note(activity.definition)
      }
    }
    return (cases, layouts)
  }

  /// The clip sweeps of the same cases drawn in each appearance, as one report: the app's code reads the
  /// appearance and may draw other texts in each. A finding every appearance gives alike is listed once,
  /// with the fixes verified in each (those every sweep found); one that only some give names its
  /// appearance (`Finding.colorScheme`). Frames add up, and each surface counts the findings placed on it.
  static func inAppearances(
    _ sweeps: [(scheme: ColorScheme?, result: (findings: [Finding], frames: Int, surfaces: [SurfaceCount]))]
  ) -> (findings: [Finding], frames: Int, surfaces: [SurfaceCount]) {
    // A finding as it reads in any appearance: without its remedies, which each sweep searched for itself.
    func bare(_ finding: Finding) -> Finding {
      var bare = finding
      bare.remedies = []
      bare.remediesTried = []
      bare.remediesSearched = false
      bare.remediesWithheld = nil
      return bare
    }
    var findings: [Finding] = []
    var bareFindings: [Finding] = []
    var schemes: [[ColorScheme]] = []
    // Candidates for the same finding, by code, device, place and text: few findings share all four.
    var bucket: [String: [Int]] = [:]
    func key(_ finding: Finding) -> String {
      "\(finding.code.rawValue)\u{0}\(finding.device ?? "")\u{0}\(finding.presentationRegion ?? "")\u{0}\(finding.text)"
    }
    var frames = 0
    var surfaces = sweeps.first?.result.surfaces ?? []
    for (number, sweep) in sweeps.enumerated() {
      frames += sweep.result.frames
      if number > 0 {
        for (position, surface) in sweep.result.surfaces.enumerated() where position < surfaces.count {
          surfaces[position].frames += surface.frames
        }
      }
      for finding in sweep.result.findings {
        let found = bare(finding)
        guard let same = bucket[key(finding)]?.first(where: { bareFindings[$0] == found }) else {
          bucket[key(finding), default: []].append(findings.count)
          findings.append(finding)
          bareFindings.append(found)
          schemes.append(sweep.scheme.map { [$0] } ?? [])
          continue
        }
        if let scheme = sweep.scheme { schemes[same].append(scheme) }
        findings[same] = sharingRemedies(findings[same], finding, scheme: sweep.scheme)
      }
    }
    let every = sweeps.compactMap(\.scheme)
    for index in findings.indices where schemes[index].count < every.count {
      findings[index].colorScheme = schemes[index].first
    }
    for index in surfaces.indices {
      surfaces[index].findings = findings.filter(surfaces[index].holds).count
    }
    return (findings, frames, surfaces)
  }

  /// `first`, as found in one appearance, with what `other` (the same finding in `scheme`) says of its
  /// fixes: only a fix verified in both is one; a withheld search stays withheld.
  private static func sharingRemedies(_ first: Finding, _ other: Finding, scheme: ColorScheme?) -> Finding {
    var shared = first
    guard shared.remediesWithheld == nil else { return shared }
    if let withheld = other.remediesWithheld {
      shared.remedies = []
      shared.remediesWithheld = withheld
      return shared
    }
    let verified = Set(other.remedies.map(\.sentence))
    shared.remedies = first.remedies.filter { verified.contains($0.sentence) }
    shared.remediesSearched = first.remediesSearched && other.remediesSearched
    if shared.remedies.isEmpty, !first.remedies.isEmpty || !other.remedies.isEmpty {
      shared.remediesWithheld =
        "the app's code draws this text in other views in \(scheme?.rawValue ?? "another") appearance,"
        + " and no fix la-sim verified fits in both"
    }
    return shared
  }
}
