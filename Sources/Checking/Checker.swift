import Fixture
import Layout
import Rendering
import Typography
import Views

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tries every pipeline step of an activity in every state, on every device and presentation, with every date
/// swept through its text forms, and reports what clips and what else would go wrong on a phone.
public enum Checker {
  /// Checks `definition` (named `file` in the report) on `devices`, with every text at each of `dynamicTypes`;
  /// with `accessibility`, also what VoiceOver reads (LA009, LA010); with `remedies`, the fixes that work
  /// for each clip (`RemedySearch`). A fixture with `instances` is checked with each instance's attribute
  /// values too, as the simulator's `a` starts them (`withInstances`).
  /// With `colorSchemes`, the colours are checked in each appearance (LA013). With `views`, every activity
  /// is drawn with the views the app's code gives it rather than the fixture's layouts.
  public static func check(
    _ definition: ActivityDefinition, file: String, devices: [DeviceProfile] = DeviceProfile.all,
    dynamicTypes: [DynamicTypeSize] = [.large], accessibility: Bool = false, remedies: Bool = true,
    colorSchemes: [ColorScheme] = [.dark], views: CodeViews? = nil
  ) -> CheckReport {
    let dynamicTypes = DynamicTypeSize.allCases.filter(dynamicTypes.contains)
    let report = checkAttributes(
      definition, file: file, devices: devices, dynamicTypes: dynamicTypes, accessibility: accessibility,
      remedies: remedies, colorSchemes: colorSchemes, views: views)
    guard !definition.instances.isEmpty else { return report }
    let instances = definition.instances.indices.map { index in
      checkAttributes(
        instance(index, of: definition), file: file, devices: devices, dynamicTypes: dynamicTypes,
        accessibility: accessibility, remedies: remedies, colorSchemes: colorSchemes, views: views)
    }
    return withInstances(report, instances, of: definition)
  }

  /// The findings of `definition` with the attribute values it holds.
  static func checkAttributes(
    _ definition: ActivityDefinition, file: String, devices: [DeviceProfile],
    dynamicTypes: [DynamicTypeSize], accessibility: Bool, remedies: Bool, colorSchemes: [ColorScheme],
    views: CodeViews? = nil
  ) -> CheckReport {
    var findings = contentFindings(definition, file: file)
    var cases = sweepCases(definition)
    if let views {
      let code = codeDates(cases, views: views)
      if !code.reads.isEmpty || !code.lines.isEmpty { cases = sweepCases(definition, code: code) }
    }
    // The layouts read: the fixture's, or each distinct set the app's code gives the activities drawn.
    var drawn = [definition]
    // The cases the clip sweep draws, in each appearance whose views it sweeps (nil: the one set of views).
    var sweeps: [(scheme: ColorScheme?, cases: [SweepCase])] = [(nil, cases)]
    if let views {
      let dark = drawnCases(cases, views: views, colorScheme: .dark, dynamicTypes: dynamicTypes)
      sweeps = [(nil, dark.cases)]
      drawn = dark.layouts
      // Views that read the appearance are drawn in each one checked: they may draw another text there
      // (`colorScheme == .dark ? shorter : longer`), which clips there alone. Views that only colour
      // otherwise clip alike, and are swept once.
      if views.reads().contains(.colorScheme), colorSchemes != [.dark] {
        let inEach = colorSchemes.map { scheme in
          scheme == .dark
            ? dark : drawnCases(cases, views: views, colorScheme: scheme, dynamicTypes: dynamicTypes)
        }
        let differ = inEach.contains { other in
          zip(other.cases, dark.cases).contains { !$0.laysOutLike($1) }
        }
        if differ {
          sweeps = zip(colorSchemes, inEach).map { ($0, $1.cases) }
          drawn = []
          for layouts in inEach.flatMap(\.layouts)
          where !drawn.contains(where: { $0.layouts == layouts.layouts }) {
            drawn.append(layouts)
          }
        }
      }
    }
    var layoutFindings: [Finding] = []
    for layouts in drawn {
      layoutFindings += glyphFindings(layouts, file: file)
      // A private field is a Lock Screen finding: none if no device checked shows the Lock Screen.
      if devices.contains(where: { $0.has(.lockScreen) }) {
        layoutFindings += privacyFindings(layouts, file: file)
      }
      layoutFindings += interpolationFindings(layouts, file: file)
      if accessibility { layoutFindings += accessibilityFindings(layouts, file: file) }
    }
    for finding in layoutFindings where !findings.contains(finding) { findings.append(finding) }
    findings += contrastFindings(
      definition, file: file, devices: devices, colorSchemes: colorSchemes, dynamicTypes: dynamicTypes,
      views: views)
    let swept = sweeps.map { sweep in
      (
        scheme: sweep.scheme,
        result: clipFindings(
          definition, cases: sweep.cases, file: file, devices: devices, dynamicTypes: dynamicTypes,
          remedies: remedies)
      )
    }
    let sweep = swept.count == 1 ? swept[0].result : inAppearances(swept)
    findings += sweep.findings
    var report = CheckReport(
      file: file, devices: devices.map(\.name), frames: sweep.frames, findings: findings,
      dynamicTypes: dynamicTypes)
    report.surfaces = sweep.surfaces
    return report
  }
}
