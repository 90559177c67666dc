import Fixture
import JSON

/// The envelope's `"token"`, the transport headers (`apns-expiration`, `apns-collapse-id`, `apns-channel-id`,
/// `apns-id`, a missing `apns-priority`) and `input-push-token`.
extension PushDecoder {
  /// APNs refuses an `apns-collapse-id` longer than this (400 BadCollapseId).
  public static let maximumCollapseIDBytes = 64

  /// The envelope's `"token"`: the hex push token the server sent the push to.
  mutating func decodeToken(_ member: JSONCursor) -> String? {
    guard case .string(let text) = member.value else {
      error(
        .badDeviceToken, member,
        "expected the push token as a string of hex digits, found \(member.value.typeDescription)")
      return nil
    }
    if let problem = PushToken.formProblem(text) {
      error(
        .badDeviceToken,
        member,
        "token \"\(text.abbreviated)\" \(problem); a push token is an even number of hex digits, and APNs"
          + " answers 400 BadDeviceToken: send the token as pushTokenUpdates gave it, hex-encoded")
      return nil
    }
    return text.lowercased()
  }

  /// The envelope's `"environment"`: `development` (api.sandbox.push.apple.com) or `production`.
  mutating func decodeEnvironment(_ member: JSONCursor) {
    guard let name = member.value.string, PushSettings.environments.contains(name) else {
      error(
        .environment, member,
        "expected \"development\" (api.sandbox.push.apple.com) or \"production\" (api.push.apple.com), found"
          + " \(member.value.serialized().abbreviated)")
      return
    }
  }

  /// `input-push-token: 1` on a start push.
  mutating func decodeInputPushToken(_ member: JSONCursor) -> Bool {
    if case .int(1) = member.value { return true }
    if case .bool(true) = member.value { return true }
    warning(
      .noUpdateToken,
      member,
      "input-push-token is \(member.value.serialized().abbreviated); the device asks for an update token"
        + " only with the number 1: send \"input-push-token\": 1")
    return false
  }

  /// `input-push-channel`: the channel id (base64, as `apns-channel-id` sends it) the new activity joins.
  mutating func decodeChannel(_ member: JSONCursor) -> String? {
    guard case .string(let id) = member.value, !id.isEmpty else {
      warning(
        .channel, member,
        "expected a channel id as a non-empty string (as the channel management API gave it), found"
          + " \(member.value.typeDescription); the activity joins no channel")
      return nil
    }
    return id
  }

  /// One of the transport headers, checked as APNs checks it.
  mutating func decodeTransportHeader(
    _ name: String, _ text: String, _ member: JSONCursor, into headers: inout PushHeaders
  ) {
    switch name {
    case "apns-expiration":
      guard let seconds = Int(text), seconds >= 0 else {
        error(
          .expiration,
          member,
          "apns-expiration \"\(text.abbreviated)\" is not a number of seconds since 1970; APNs answers 400"
            + " BadExpirationDate: send \"0\" (deliver now or never) or a Unix time")
        return
      }
      headers.expiration = seconds
      if seconds == 0 {
        warning(
          .expiration,
          member,
          "apns-expiration 0: APNs tries once and drops the push if the device cannot be reached at that"
            + " moment (asleep, offline), with no retry; send a Unix time a few minutes ahead for an update"
            + " that must arrive")
      }
    case "apns-collapse-id":
      guard text.utf8.count <= Self.maximumCollapseIDBytes else {
        error(
          .collapseID,
          member,
          "apns-collapse-id is \(text.utf8.count) bytes; APNs refuses one over"
            + " \(Self.maximumCollapseIDBytes) (400 BadCollapseId)")
        return
      }
      headers.collapseID = text
    case "apns-channel-id":
      headers.channelID = text
    case "authorization":
      decodeAuthorization(text, member)
    case "apns-id":
      if !Self.isUUID(text) {
        error(
          .messageID,
          member,
          "apns-id \"\(text.abbreviated)\" is not a UUID (8-4-4-4-12 hex digits); APNs answers 400 BadMessageId:"
            + " leave it out and APNs makes one")
      }
    default:
      break
    }
  }

  /// Checks what the headers leave out: `apns-priority` (APNs assumes 10).
  mutating func checkTransport(_ seen: [String: JSONCursor], _ cursor: JSONCursor) {
    if seen["apns-priority"] == nil {
      warning(
        .missingPriority,
        cursor,
        "missing header \"apns-priority\"; APNs assumes 10, so every such update spends from the app's hourly"
          + " priority-10 budget and is throttled once it is spent: send \"apns-priority\": \"10\" only for"
          + " updates that must show at once, \"5\" for the rest")
    }
  }

  /// `8-4-4-4-12` hex digits.
  public static func isUUID(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.utf8.count) == [8, 4, 4, 4, 12]
      && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }
}
