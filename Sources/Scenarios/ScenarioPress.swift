import Simulator

/// One key of a `press` line: the name as written and what the simulator's key does.
public struct ScenarioPress: Equatable, Sendable {
  /// The key as the scenario writes it, e.g. `n` or `e i`.
  public var name: String
  /// What it does.
  public var action: SimulatorAction

  /// A key press.
  public init(name: String, action: SimulatorAction) {
    self.name = name
    self.action = action
  }
}
