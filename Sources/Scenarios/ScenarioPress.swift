import Simulator

/// One key of a `press` line: the name as written and what the simulator's key does.
package struct ScenarioPress: Equatable, Sendable {
  /// The key as the scenario writes it, e.g. `n` or `e i`.
  package var name: String
  /// What it does.
  package var action: SimulatorAction

  /// A key press.
  package init(name: String, action: SimulatorAction) {
    self.name = name
    self.action = action
  }
}
