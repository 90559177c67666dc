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
  /// The app's `aps-environment` entitlement: `development` (a debug build, tokens of the sandbox server
  /// api.sandbox.push.apple.com) or `production` (api.push.apple.com).
  public var apsEnvironment: String

  /// The two APNs environments.
  public static let environments = ["development", "production"]

  /// Settings; the defaults are a debug build without frequent updates whose tokens do not rotate.
  public init(
    frequentUpdates: Bool = false, tokenRotation: TimeInterval? = nil, apsEnvironment: String = "development"
  ) {
    self.apsEnvironment = apsEnvironment
    self.frequentUpdates = frequentUpdates
    self.tokenRotation = tokenRotation
  }

  /// The APNs host the app's tokens belong to.
  public var host: String {
    apsEnvironment == "production" ? "api.push.apple.com" : "api.sandbox.push.apple.com"
  }
}
