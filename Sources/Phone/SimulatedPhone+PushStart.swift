import Delivery
import Fixture
import Lifecycle

extension SimulatedPhone {
  /// Why the device refused a start push.
  public enum PushStartError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The activity itself cannot start (over the 4 KB budget).
    case activity(LiveActivity.RequestError)
    /// The phone will not take it (the per-app limit, or a name already taken).
    case phone(RequestError)

    /// The reason, in ActivityKit's words.
    public var description: String {
      switch self {
      case .activity(let error): error.description
      case .phone(let error): "Activity.request fails: \(error)"
      }
    }
  }

  /// Starts the activity a start push asks for, as the device does: the push's attributes and content
  /// (`LiveActivity.start(from:)`), added under the envelope's `"activity"` name (or `FIXTURE`,
  /// `FIXTURE-2`, …) with an update token when it asks `input-push-token: 1`, and subscribed to its
  /// `input-push-channel`. Returns the new activity's name.
  @discardableResult
  public mutating func start(
    from push: PushPayload, definition: ActivityDefinition, label: String
  ) throws(PushStartError) -> String {
    let activity: LiveActivity
    do {
      activity = try LiveActivity.start(from: push, definition: definition, label: label)
    } catch {
      throw .activity(error)
    }
    let name: String
    do {
      name = try add(activity, name: push.activity, issuesToken: push.inputPushToken)
    } catch {
      throw .phone(error)
    }
    join(name, channel: push.inputPushChannel)
    return name
  }
}
