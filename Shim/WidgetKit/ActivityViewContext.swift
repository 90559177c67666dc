import ActivityKit

/// What a Live Activity's views read: its attributes, its current content state, and whether it is stale.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  /// The fixed attributes.
  public let attributes: Attributes
  /// The current content state.
  public let state: Attributes.ContentState
  /// Whether the content is out of date.
  public let isStale: Bool
  /// The activity's identifier.
  public let activityID: String

  init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool) {
    self.attributes = attributes
    self.state = state
    self.isStale = isStale
    activityID = "la-sim"
  }
}
