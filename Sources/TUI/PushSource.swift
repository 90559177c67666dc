import ActivityState

/// Where `l` takes the next push payload from.
public protocol PushSource {
  /// The next payload decoded for `activity`, or nil when there are no more.
  mutating func next(for activity: LiveActivity) -> PushDelivery?
  /// Starts again from the first payload.
  mutating func rewind()
  /// How many payloads there are.
  var count: Int { get }
}
