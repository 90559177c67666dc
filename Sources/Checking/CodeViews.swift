import Fixture
import Lifecycle

/// Where the views come from when they are not the fixture's: `la-sim check` given the app's Swift checks
/// each content state, in each state, with the views its compiled code gives that activity. The checker only
/// calls it; whatever runs the code lives behind it.
public struct CodeViews: Sendable {
  /// The definition to draw each activity with, in order: asked once for every activity the check draws,
  /// so that one run of the code answers them all.
  public var definitions: @Sendable ([LiveActivity]) -> [ActivityDefinition]

  /// Views from `definitions`.
  public init(definitions: @escaping @Sendable ([LiveActivity]) -> [ActivityDefinition]) {
    self.definitions = definitions
  }

  /// `activities`, each with its definition swapped for the one to draw it with.
  func drawn(_ activities: [LiveActivity]) -> [LiveActivity] {
    let definitions = definitions(activities)
    return zip(activities, definitions).map { activity, definition in
      var drawn = activity
      drawn.definition = definition
      return drawn
    }
  }
}
