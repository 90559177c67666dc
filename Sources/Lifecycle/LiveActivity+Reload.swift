import Fixture
import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LiveActivity {
  /// This activity as it is once its fixture was edited and loaded again (`la-sim run` watching the file):
  /// its state, clock, stale and dismissal dates, relevance score and log stay; the attributes and layouts
  /// are the new fixture's; content shown from a pipeline step becomes that step of the new fixture, resolved
  /// at the instant the step was applied, so its countdowns run on where they were. Content from a push or an
  /// app's end stays as it was. `note` says what could not be kept.
  public func reloaded(with newDefinition: ActivityDefinition) -> (activity: LiveActivity, note: String?) {
    var copy = self
    copy.definition = newDefinition
    copy.attributes = newDefinition.attributes
    guard let index = stepIndex else { return (copy, nil) }
    guard newDefinition.pipeline.indices.contains(index) else {
      copy.stepIndex = nil
      let count = newDefinition.pipeline.count
      return (
        copy,
        "step \(index) is no longer in the fixture (it has \(String.counted(count, "step"))):"
          + " the content shown stays"
      )
    }
    copy.content = newDefinition.pipeline[index].content.resolve(at: stepDate ?? startDate)
    return (copy, nil)
  }
}
