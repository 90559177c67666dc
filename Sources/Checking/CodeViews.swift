import Fixture
import Lifecycle
import Typography
import Views

/// Where the views come from when they are not the fixture's: `la-sim check` given the app's Swift checks
/// each content state, in each state, with the views its compiled code gives that activity. The checker only
/// calls it; whatever runs the code lives behind it.
public struct CodeViews: Sendable {
  /// The definition to draw each activity with, in order, as the code draws it in an appearance and at a
  /// Dynamic Type size: asked once for every activity the check draws in that setting, so that one run of
  /// the code answers them all.
  public var definitions: @Sendable ([LiveActivity], ColorScheme, DynamicTypeSize) -> [ActivityDefinition]
  /// The phone's settings the views given so far read (`@Environment(\.colorScheme)`,
  /// `@Environment(\.dynamicTypeSize)`): views that read one are asked again at each value of it the check
  /// draws, since they may draw something else there.
  public var reads: @Sendable () -> Set<EnvironmentSetting>

  /// Views from `definitions`, which tells the settings its views read with `reads`.
  public init(
    reads: @escaping @Sendable () -> Set<EnvironmentSetting>,
    definitions: @escaping @Sendable ([LiveActivity], ColorScheme, DynamicTypeSize) -> [ActivityDefinition]
  ) {
    self.reads = reads
    self.definitions = definitions
  }

  /// Views from `definitions`, the same in every setting.
  public init(definitions: @escaping @Sendable ([LiveActivity]) -> [ActivityDefinition]) {
    self.init(reads: { [] }, definitions: { activities, _, _ in definitions(activities) })
  }

  /// `activities`, each with its definition swapped for the one to draw it with in `colorScheme` at
  /// `dynamicType` (the phone's default: dark, large).
  func drawn(
    _ activities: [LiveActivity], colorScheme: ColorScheme = .dark, dynamicType: DynamicTypeSize = .large
  ) -> [LiveActivity] {
    let definitions = definitions(activities, colorScheme, dynamicType)
    return zip(activities, definitions).map { activity, definition in
      var drawn = activity
      drawn.definition = definition
      return drawn
    }
  }
}
