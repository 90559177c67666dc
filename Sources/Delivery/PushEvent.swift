/// The `event` of a Live Activity push.
public enum PushEvent: String, CaseIterable, Equatable, Sendable {
  /// Push-to-start (iOS 17.2): starts a new activity.
  case start
  /// Updates the activity's content.
  case update
  /// Ends the activity, with its final content.
  case end
}
