/// The dynamic data of an activity (ActivityKit's `ContentState`), keyed by Swift property name.
package struct ContentState: Equatable, Sendable {
  /// The stored values.
  package var values: [String: Value]

  /// A content state.
  package init(values: [String: Value]) {
    self.values = values
  }

  /// The stored value of `name`.
  package subscript(name: String) -> Value? {
    values[name]
  }
}
