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
  /// With `colorSchemes`, the colours are checked in each appearance (LA013).
  public static func check(
    _ definition: ActivityDefinition, file: String, devices: [DeviceProfile] = DeviceProfile.all,
    dynamicTypes: [DynamicTypeSize] = [.large], accessibility: Bool = false, remedies: Bool = true,
    colorSchemes: [ColorScheme] = [.dark]
  ) -> CheckReport {
    let dynamicTypes = DynamicTypeSize.allCases.filter(dynamicTypes.contains)
    let report = checkAttributes(
      definition, file: file, devices: devices, dynamicTypes: dynamicTypes, accessibility: accessibility,
      remedies: remedies, colorSchemes: colorSchemes)
    guard !definition.instances.isEmpty else { return report }
    let instances = definition.instances.indices.map { index in
      checkAttributes(
        instance(index, of: definition), file: file, devices: devices, dynamicTypes: dynamicTypes,
        accessibility: accessibility, remedies: remedies, colorSchemes: colorSchemes)
    }
    return withInstances(report, instances, of: definition)
  }

  /// The findings of `definition` with the attribute values it holds.
  static func checkAttributes(
    _ definition: ActivityDefinition, file: String, devices: [DeviceProfile],
    dynamicTypes: [DynamicTypeSize], accessibility: Bool, remedies: Bool, colorSchemes: [ColorScheme]
  ) -> CheckReport {
    var findings = contentFindings(definition, file: file)
    findings += glyphFindings(definition, file: file)
    findings += privacyFindings(definition, file: file)
    findings += interpolationFindings(definition, file: file)
    if accessibility { findings += accessibilityFindings(definition, file: file) }
    findings += contrastFindings(definition, file: file, devices: devices, colorSchemes: colorSchemes)
    let sweep = clipFindings(
      definition, file: file, devices: devices, dynamicTypes: dynamicTypes, remedies: remedies)
    findings += sweep.findings
    var report = CheckReport(
      file: file, devices: devices.map(\.name), frames: sweep.frames, findings: findings,
      dynamicTypes: dynamicTypes)
    report.surfaces = sweep.surfaces
    return report
  }
}
