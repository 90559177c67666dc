import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the endpoint answers a request, as APNs would: `200` with an `apns-id` header, or a status with
/// `{"reason": …}` (and, for 410, the `timestamp` in milliseconds since 1970 at which the token stopped
/// being valid).
public struct APNsAnswer: Equatable, Sendable {
  /// The HTTP status: 200, or the reason's.
  public var status: Int
  /// Why APNs refused it; nil for 200.
  public var reason: APNsReason?
  /// The `apns-id` header: the request's own, or one made for it.
  public var apnsID: String
  /// For 410 Unregistered: when the token stopped being valid.
  public var timestamp: Date?

  /// `200` with `apnsID`.
  public static func accepted(apnsID: String) -> APNsAnswer {
    APNsAnswer(status: 200, reason: nil, apnsID: apnsID, timestamp: nil)
  }

  /// A refusal for `reason`.
  public static func refused(_ reason: APNsReason, apnsID: String, timestamp: Date? = nil) -> APNsAnswer {
    APNsAnswer(status: reason.status, reason: reason, apnsID: apnsID, timestamp: timestamp)
  }

  /// The body APNs sends: empty for 200, else `{"reason":"…"}` with `"timestamp"` for 410.
  public var body: [UInt8] {
    guard let reason else { return [] }
    var members = [JSONMember(key: "reason", value: .string(reason.rawValue))]
    if let timestamp {
      let milliseconds = (timestamp.timeIntervalSince1970 * 1000).rounded()
      members.append(JSONMember(key: "timestamp", value: .int(Int(saturating: milliseconds))))
    }
    return Array(JSONValue.object(members).serialized().utf8)
  }

  /// The headers APNs sends besides `:status`.
  public var headers: [(name: String, value: String)] {
    var headers = [(name: "apns-id", value: apnsID)]
    if reason != nil { headers.append((name: "content-type", value: "application/json")) }
    return headers
  }

}
