import Foundation

/// A running Live Activity. In la-sim's widget host nothing runs one: the type is here so that app code in
/// the same files compiles; la-sim plays the lifecycle from the fixture's pipeline.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  /// The activity's identifier.
  public let id: String
  /// The attributes it was requested with.
  public let attributes: Attributes
  /// Its current content.
  public private(set) var content: ActivityContent<Attributes.ContentState>
  /// Where it is in its life.
  public private(set) var activityState: ActivityState

  init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
    id = UUID().uuidString
    self.attributes = attributes
    self.content = content
    activityState = .active
  }

  /// The app's running activities of this type (none in the widget host).
  public static var activities: [Activity<Attributes>] { [] }

  /// Starts an activity.
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    Activity(attributes: attributes, content: content)
  }

  /// Updates the content.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }

  /// Ends the activity.
  public func end(
    _ content: ActivityContent<Attributes.ContentState>?,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  )
    async
  {
    if let content { self.content = content }
    activityState = .ended
  }

  /// The push token (none in the widget host).
  public var pushToken: Data? { nil }
}

/// Where an activity is in its life.
public enum ActivityState: Equatable, Hashable, Sendable {
  /// Shown and updating.
  case active
  /// Ended, still shown.
  case ended
  /// Removed.
  case dismissed
  /// Out of date.
  case stale
  /// Waiting.
  case pending
}

/// When an ended activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Equatable, Hashable, Sendable {
  let seconds: Double?
  /// The system's (up to four hours).
  public static let `default` = ActivityUIDismissalPolicy(seconds: nil)
  /// At once.
  public static let immediate = ActivityUIDismissalPolicy(seconds: 0)
  /// At a date.
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
    ActivityUIDismissalPolicy(seconds: date.timeIntervalSince1970)
  }
}

/// How updates reach an activity.
public struct PushType: Equatable, Hashable, Sendable {
  /// Through a push token.
  public static let token = PushType()
}
