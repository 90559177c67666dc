import Fixture

extension PushSettings {
  /// The priority-10 budget this app's activities get (`PushBudget`).
  public var budgetPerHour: Int {
    frequentUpdates ? PushBudget.frequentPerHour : PushBudget.standardPerHour
  }
}
