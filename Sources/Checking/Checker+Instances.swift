import Fixture

extension Checker {
  /// `definition` with instance `index`'s attribute values merged over its own `attributeValues`, as the
  /// simulator's `a` starts it.
  static func instance(_ index: Int, of definition: ActivityDefinition) -> ActivityDefinition {
    var instance = definition
    instance.attributes.merge(definition.instances[index]) { _, value in value }
    instance.instances = []
    return instance
  }

  /// `report` (the fixture's own attribute values) with what each of `instances` (the same check of each
  /// instance, in the fixture's order) finds that it does not: a finding an instance gives exactly as the
  /// fixture's own values do is theirs, one that only instances give is listed once and names them all
  /// (`Finding.instances`). Frames add up; each surface counts the findings placed on it.
  static func withInstances(
    _ report: CheckReport, _ instances: [CheckReport], of definition: ActivityDefinition
  ) -> CheckReport {
    var findings = report.findings
    // Candidates for folding, by code, place and text: few findings share all three.
    var bucket: [String: [Int]] = [:]
    func key(_ finding: Finding) -> String {
      "\(finding.code.rawValue)\u{0}\(finding.presentationRegion ?? finding.place ?? "")\u{0}\(finding.text)"
    }
    for (index, finding) in findings.enumerated() { bucket[key(finding), default: []].append(index) }
    var frames = report.frames
    var surfaces = report.surfaces
    for (index, other) in instances.enumerated() {
      frames += other.frames
      for (position, surface) in other.surfaces.enumerated() where position < surfaces.count {
        surfaces[position].frames += surface.frames
      }
      for var finding in other.findings {
        finding.remedies = finding.remedies.map { remedy in
          // The fix is the fixture's layout changed: its own attribute values and instances, as a person
          // edits it.
          var remedy = remedy
          remedy.edited.attributes = definition.attributes
          remedy.edited.instances = definition.instances
          return remedy
        }
        if let same = bucket[key(finding)]?.first(where: { isSame(findings[$0], finding) }) {
          if !findings[same].instances.isEmpty, !findings[same].instances.contains(index) {
            findings[same].instances.append(index)
          }
          continue
        }
        finding.instances = [index]
        bucket[key(finding), default: []].append(findings.count)
        findings.append(finding)
      }
    }
    var result = CheckReport(
      file: report.file, devices: report.devices, frames: frames, findings: findings,
      dynamicTypes: report.dynamicTypes)
    for index in surfaces.indices {
      surfaces[index].findings = result.findings.filter(surfaces[index].holds).count
    }
    result.surfaces = surfaces
    return result
  }

  /// Whether two findings say the same, whichever attribute values gave them: the same line, fixes and all.
  private static func isSame(_ lhs: Finding, _ rhs: Finding) -> Bool {
    guard lhs.remedies.map(\.sentence) == rhs.remedies.map(\.sentence) else { return false }
    var (left, right) = (lhs, rhs)
    (left.instances, right.instances) = ([], [])
    (left.remedies, right.remedies) = ([], [])
    return left == right
  }
}
