/// The dynamic data of an activity (ActivityKit's `ContentState`), keyed by Swift property name.
public struct ContentState: Equatable, Sendable {
  /// The stored values.
  public var values: [String: Value]

  /// A content state.
  public init(values: [String: Value]) {
    self.values = values
  }

  /// The stored value of `name`.
  public subscript(name: String) -> Value? {
    values[name]
  }
}
