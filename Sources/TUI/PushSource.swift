import Fixture
import Simulator

/// Where `l` takes the next push payload from.
public protocol PushSource {
  /// The next payload, decoded against `definition`, or nil when there are no more.
  mutating func next(for definition: ActivityDefinition) -> PushDelivery?
  /// Starts again from the first payload.
  mutating func rewind()
  /// How many payloads there are.
  var count: Int { get }
}
