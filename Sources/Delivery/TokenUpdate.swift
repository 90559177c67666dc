#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One token the phone issued: what `pushTokenUpdates` (an activity's update token) or
/// `pushToStartTokenUpdates` (an app's push-to-start token) emits, and what the app sends its server.
public struct TokenUpdate: Equatable, Sendable, CustomStringConvertible {
  /// When it was issued.
  public var date: Date
  /// The activity it addresses, or nil for an app's push-to-start token.
  public var activity: String?
  /// The app (bundle identifier).
  public var app: String
  /// The token, as hex.
  public var token: String
  /// Why: `started`, `rotated`, `rotated (every 30m, the fixture's tokenRotation)`.
  public var reason: String

  /// A token issued at `date` for `activity` (nil: the app's push-to-start token) of `app`.
  package init(date: Date, activity: String?, app: String, token: String, reason: String) {
    self.date = date
    self.activity = activity
    self.app = app
    self.token = token
    self.reason = reason
  }

  /// `pushTokenUpdates pizza-planet: 9f3c… (started)` or `pushToStartTokenUpdates com.example…: … `.
  public var description: String {
    if let activity { return "pushTokenUpdates \(activity): \(token) (\(reason))" }
    return "pushToStartTokenUpdates \(app): \(token) (\(reason))"
  }
}

/// An activity's update push tokens: the current one and every one it replaced.
public struct PushTokenHistory: Equatable, Sendable {
  /// The token a push must be sent to now; nil when none was issued (a push-to-start without
  /// `input-push-token: 1`).
  public var current: String?
  /// Tokens the activity had before, each with the instant it was replaced.
  public var retired: [RetiredToken] = []
  /// When the current token was issued.
  public var issued: Date?
  /// How many tokens were issued so far.
  public var generation = 0

  /// No token yet.
  public init() {}
}
