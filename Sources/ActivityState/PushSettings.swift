#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How an app receives Live Activity pushes: its Info.plist's `NSSupportsLiveActivitiesFrequentUpdates` and
/// how often the system rotates an activity's push token (a fixture's `"push"` object).
public struct PushSettings: Equatable, Sendable {
  /// `NSSupportsLiveActivitiesFrequentUpdates`: the app asks for a larger priority-10 budget.
  public var frequentUpdates: Bool
  /// The system issues a new push token this often (`pushTokenUpdates`); nil: never during a run.
  public var tokenRotation: TimeInterval?

  /// Settings; the defaults are an app without frequent updates whose tokens do not rotate.
  public init(frequentUpdates: Bool = false, tokenRotation: TimeInterval? = nil) {
    self.frequentUpdates = frequentUpdates
    self.tokenRotation = tokenRotation
  }

  /// The priority-10 budget this app's activities get (`PushBudget`).
  public var budgetPerHour: Int {
    frequentUpdates ? PushBudget.frequentPerHour : PushBudget.standardPerHour
  }
}
