import Fixture
import Layout
import Lifecycle
import Rendering
import Views

extension Checker {
  /// LA009 and LA010: what VoiceOver reads in each presentation at every content source (active and stale;
  /// ended for the end and cancel content). An image with no `accessibilityLabel`, and a timer with no
  /// label where nothing else in its region reads as words, fold into one finding per place and image or
  /// timer, listing the sources and states.
  static func accessibilityFindings(_ definition: ActivityDefinition, file: String) -> [Finding] {
    struct Key: Hashable {
      var code: FindingCode
      var presentation: Presentation
      var region: String
      var symbol: String?
    }
    var order: [Key] = []
    var folded: [Key: Finding] = [:]
    var sources = definition.pipeline.enumerated().map { ContentSource.step($0.offset, $0.element.name) }
    if definition.end.content != nil { sources.append(.end) }
    if definition.cancel?.content != nil { sources.append(.cancel) }
    let presentations = Renderer.presentations(of: definition)
    for source in sources {
      let states: [ActivityState] = source.index == nil ? [.ended] : [.active, .stale]
      for state in states {
        guard
          let activity = prepare(
            definition, source: source, state: state, start: LiveActivity.referenceStart),
          activity.state != .dismissed
        else { continue }
        for presentation in presentations where activity.state.acceptsUpdates || !presentation.isInIsland {
          let elements = Renderer.accessibility(activity, presentation: presentation, now: activity.now)
            .elements
          for element in elements {
            let key: Key
            switch element.role {
            case .image where !element.isLabelled:
              key = Key(
                code: .unlabeledImage, presentation: presentation, region: element.region,
                symbol: element.symbol)
            case .timer where !element.isLabelled:
              let context = elements.contains { $0.region == element.region && $0.givesContext }
              guard !context else { continue }
              key = Key(code: .timerWithoutContext, presentation: presentation, region: element.region)
            default: continue
            }
            if var finding = folded[key] {
              if !finding.sources.contains(source) { finding.sources.append(source) }
              if !finding.states.contains(activity.state) { finding.states.append(activity.state) }
              folded[key] = finding
              continue
            }
            let slot = LayoutSlot.allCases.first { $0.placement == (presentation, element.region) }
            order.append(key)
            folded[key] = Finding(
              code: key.code, file: file, presentation: presentation, region: element.region,
              place: slot.map { "layouts.\($0.fixtureKey)" }, sources: [source], states: [activity.state],
              text: element.symbol ?? element.label, shown: element.label)
          }
        }
      }
    }
    return order.compactMap { key in
      folded[key].map { finding in
        var finding = finding
        finding.states = ActivityState.allCases.filter(finding.states.contains)
        return finding
      }
    }
  }
}
