/// One key of a `press` line: the name as written and what it does.
public struct KeyPress: Equatable, Sendable {
  /// The key as the scenario writes it, e.g. `n` or `e i`.
  public var name: String
  /// What it does.
  public var action: KeyAction

  /// A key press.
  public init(name: String, action: KeyAction) {
    self.name = name
    self.action = action
  }
}
