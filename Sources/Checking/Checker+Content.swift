import Fixture
import Formatting
import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Checker {
  /// LA002 and LA003: each content the app can send, measured against the 4 KB budget, and each stale date
  /// that is already due when its content is applied.
  static func contentFindings(_ definition: ActivityDefinition, file: String) -> [Finding] {
    let start = LiveActivity.referenceStart
    var findings: [Finding] = []
    // The steps whose stale date is the top-level `staleAfter`: one finding, at that key.
    var inherited: Finding?
    for (index, step) in definition.pipeline.enumerated() {
      let source = ContentSource.step(index, step.name)
      let activity = LiveActivity(definition: definition, startingAt: start, step: index)
      findings += sizeFinding(activity, source: source, place: "pipeline[\(index)]", file: file)
      guard let staleAfter = step.staleAfter, staleAfter <= 0 else { continue }
      if step.staleAfterIsDefault, inherited != nil {
        inherited?.sources.append(source)
        continue
      }
      let finding = Finding(
        code: .staleAtStart, file: file,
        place: step.staleAfterIsDefault ? "staleAfter" : "pipeline[\(index)].staleAfter", sources: [source],
        text: "stale date \(RelativeTime.format(staleAfter))")
      if step.staleAfterIsDefault {
        inherited = finding
      } else {
        findings.append(finding)
      }
    }
    if let inherited { findings.append(inherited) }
    for (source, template) in [(ContentSource.end, definition.end), (.cancel, definition.cancel)] {
      guard let template, template.content != nil else { continue }
      var activity = LiveActivity(definition: definition, startingAt: start, step: 0)
      guard activity.end(with: template, at: start) == .applied else { continue }
      findings += sizeFinding(activity, source: source, place: source.name, file: file)
    }
    return findings
  }

  private static func sizeFinding(
    _ activity: LiveActivity, source: ContentSource, place: String, file: String
  ) -> [Finding] {
    let size = ActivityEncoding.encodedSize(of: activity)
    guard size > LiveActivity.maximumEncodedSize else { return [] }
    return [
      Finding(
        code: .tooLarge, file: file, place: place, sources: [source], text: "attributes + content state",
        needed: Double(size), available: Double(LiveActivity.maximumEncodedSize), unit: "bytes")
    ]
  }
}
