/// The reasons APNs gives in the JSON body of a refused request (`{"reason": "BadDeviceToken"}`), with the HTTP
/// status each comes with, as Apple's "Handling notification responses from APNs" lists them.
public enum APNsReason: String, CaseIterable, Equatable, Sendable {
  /// 400: `apns-collapse-id` is longer than 64 bytes.
  case badCollapseId = "BadCollapseId"
  /// 400: `apns-channel-id` is not a channel id (the channel management API gives them base64).
  case badChannelId = "BadChannelId"
  /// 400: the token in the path is not a token APNs issued for this environment.
  case badDeviceToken = "BadDeviceToken"
  /// 400: `apns-expiration` is not a number of seconds since 1970.
  case badExpirationDate = "BadExpirationDate"
  /// 400: `apns-id` is not a UUID.
  case badMessageId = "BadMessageId"
  /// 400: `apns-priority` is not one APNs accepts for the push type.
  case badPriority = "BadPriority"
  /// 400: `apns-topic` is not a topic at all.
  case badTopic = "BadTopic"
  /// 400: the token belongs to another topic than `apns-topic`.
  case deviceTokenNotForTopic = "DeviceTokenNotForTopic"
  /// 400: a header APNs reads was sent twice.
  case duplicateHeaders = "DuplicateHeaders"
  /// 400: `apns-push-type` is not a push type APNs knows.
  case invalidPushType = "InvalidPushType"
  /// 400: a broadcast (`/4/broadcasts/apps/{bundle id}`) without `apns-channel-id`.
  case missingChannelId = "MissingChannelId"
  /// 400: the path names no token.
  case missingDeviceToken = "MissingDeviceToken"
  /// 400: no `apns-topic`, which token-based requests must send.
  case missingTopic = "MissingTopic"
  /// 400: the body is empty.
  case payloadEmpty = "PayloadEmpty"
  /// 400: the provider may not push to this topic.
  case topicDisallowed = "TopicDisallowed"
  /// 403: the provider token's signature, key id or team is wrong, or it is not a JWT.
  case invalidProviderToken = "InvalidProviderToken"
  /// 403: the provider token was issued more than an hour ago.
  case expiredProviderToken = "ExpiredProviderToken"
  /// 403: no `authorization: bearer …` header.
  case missingProviderToken = "MissingProviderToken"
  /// 404: the path is neither `/3/device/{token}` nor `/4/broadcasts/apps/{bundle id}`.
  case badPath = "BadPath"
  /// 405: the method is not `POST`.
  case methodNotAllowed = "MethodNotAllowed"
  /// 410: the token is no longer active for the topic (an ended activity's, a rotated one).
  case unregistered = "Unregistered"
  /// 413: the body is larger than APNs accepts.
  case payloadTooLarge = "PayloadTooLarge"
  /// 429: the provider token changed more often than once every 20 minutes.
  case tooManyProviderTokenUpdates = "TooManyProviderTokenUpdates"
  /// 500: the server failed.
  case internalServerError = "InternalServerError"
  /// 503: the server is shutting down.
  case shutdown = "Shutdown"

  /// The HTTP status APNs answers with this reason.
  public var status: Int {
    switch self {
    case .badChannelId, .badCollapseId, .badDeviceToken, .badExpirationDate, .badMessageId, .badPriority,
      .badTopic,
      .deviceTokenNotForTopic, .duplicateHeaders, .invalidPushType, .missingChannelId, .missingDeviceToken,
      .missingTopic,
      .payloadEmpty, .topicDisallowed:
      400
    case .invalidProviderToken, .expiredProviderToken, .missingProviderToken: 403
    case .badPath: 404
    case .methodNotAllowed: 405
    case .unregistered: 410
    case .payloadTooLarge: 413
    case .tooManyProviderTokenUpdates: 429
    case .internalServerError: 500
    case .shutdown: 503
    }
  }
}
