/// Every way la-sim knows a Live Activity push is lost or goes wrong, with a stable code (`LP001`…) that
/// diagnostics, verdicts, JSON, `la-sim push --explain` and docs/traps.md share. Codes are never reused.
public enum PushTrap: String, CaseIterable, Equatable, Sendable {
  /// The file is not JSON, not an object, or has no `aps` object.
  case notAPush = "LP001"
  /// `apns-push-type` is missing or not `liveactivity`.
  case pushType = "LP002"
  /// `apns-topic` is missing or lacks `.push-type.liveactivity`.
  case topic = "LP003"
  /// The topic names another app than the token's (`DeviceTokenNotForTopic`).
  case topicOfAnotherApp = "LP004"
  /// `apns-priority` is neither 5 nor 10 (`BadPriority`).
  case priorityValue = "LP005"
  /// `apns-priority` is missing: APNs assumes 10.
  case missingPriority = "LP006"
  /// The body is over 4 KB (5 KB broadcast) (`PayloadTooLarge`).
  case payloadTooLarge = "LP007"
  /// `event` is missing or not `start`, `update` or `end`.
  case event = "LP008"
  /// `timestamp` is missing or not a number of seconds since 1970.
  case timestamp = "LP009"
  /// `timestamp` in milliseconds.
  case timestampMilliseconds = "LP010"
  /// A timestamp not newer than the last applied push's.
  case olderTimestamp = "LP011"
  /// A key spelt unlike the Swift property (snake_case, case), or no such property.
  case keySpelling = "LP012"
  /// A non-optional property is missing.
  case missingProperty = "LP013"
  /// An enum sent by case name, or not one of its raw values.
  case enumRawValue = "LP014"
  /// A `Date` sent as an ISO-8601 string.
  case isoDate = "LP015"
  /// A `Date` sent as Unix time (lands 31 years late) or milliseconds.
  case unixEpochDate = "LP016"
  /// A number with a fraction (or out of range) for an `Int`.
  case fractionForInt = "LP017"
  /// A value of the wrong JSON type (a quoted number, 0 for false, …).
  case wrongType = "LP018"
  /// `null` for a non-optional property.
  case nullForNonOptional = "LP019"
  /// A start push without a usable `alert`.
  case startWithoutAlert = "LP020"
  /// `attributes-type` missing or not the fixture's type.
  case attributesType = "LP021"
  /// A start push without `attributes`.
  case startAttributes = "LP022"
  /// An update or end after the activity ended.
  case afterEnd = "LP023"
  /// Sent to a token that has since rotated.
  case rotatedToken = "LP024"
  /// Sent to the token of an activity that has ended.
  case endedToken = "LP025"
  /// A token that is not hex, or that no activity on the phone has (`BadDeviceToken`).
  case badDeviceToken = "LP026"
  /// No activity (or app) on the phone for the push's name or topic.
  case noSuchActivity = "LP027"
  /// The app's priority-10 budget is spent: throttled.
  case throttled = "LP028"
  /// Priority 5: no budget cost, delivered when the system sees fit.
  case lowPriority = "LP029"
  /// A content state equal to the one shown: nothing changes.
  case equalContent = "LP030"
  /// A timestamp far in the future.
  case futureTimestamp = "LP031"
  /// A key the device ignores (unknown aps, envelope, header or alert key; custom data beside `aps`).
  case ignoredKey = "LP032"
  /// `dismissal-date` on an update, or more than 4 hours after the end.
  case dismissalDate = "LP033"
  /// An APNs date (`stale-date`, `dismissal-date`) in milliseconds, from 2001, a string, or not after the
  /// timestamp.
  case apnsDate = "LP034"
  /// A start refused by `Activity.request` (`targetMaximumExceeded`, the 4 KB budget, a taken name).
  case startRefused = "LP035"
  /// A push-to-start without `input-push-token: 1`: the new activity gets no update token.
  case noUpdateToken = "LP036"
  /// `apns-expiration` 0 (now or never) or not a number.
  case expiration = "LP037"
  /// `apns-collapse-id` too long, or two start pushes sharing one.
  case collapseID = "LP038"
  /// `apns-id` that is not a UUID (`BadMessageId`).
  case messageID = "LP039"
  /// An alert the person sees incomplete (no title, a localized text without `loc-key`).
  case alert = "LP040"
  /// `relevance-score` that is not a number.
  case relevanceScore = "LP041"
  /// Attributes and content state over the 4 KB budget: the update is refused.
  case contentTooLarge = "LP042"
  /// A start sent to an update token, or an update to a push-to-start token.
  case wrongTokenKind = "LP043"
  /// A broadcast (`apns-channel-id`) to a channel no activity on the phone subscribed to.
  case channel = "LP044"
  /// The `authorization` JWT is malformed, expired (over an hour old) or from the future.
  case providerToken = "LP045"
  /// A second start push with the same `apns-collapse-id`: no second activity.
  case duplicateStart = "LP046"
  /// A token sent to the other APNs environment (a debug build's token to production, or the reverse).
  case environment = "LP047"
  /// A timestamp at or before 1970, before 2001-09-09 (1e9), or more than a day before the activity started:
  /// older than what the activity shows once it has had a push stamped with the real time.
  case pastTimestamp = "LP048"

  /// `LP012`.
  public var code: String { rawValue }

  /// The trap with code `code` (any case: `lp007` too).
  public init?(code: String) { self.init(rawValue: code.uppercased()) }
}
