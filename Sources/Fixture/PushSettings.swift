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

  /// The broadcast channel the app starts its activities on (`Activity.request(…, pushType:
  /// .channel(id))`, iOS 18): they join it and get no update token. Nil: `pushType: .token`, an update
  /// token each.
  public var channel: String?

  /// The two APNs environments.
  public static let environments = ["development", "production"]

  /// Settings; the defaults are a debug build without frequent updates whose tokens do not rotate, and whose
  /// activities each get an update token.
  public init(
    frequentUpdates: Bool = false, tokenRotation: TimeInterval? = nil, apsEnvironment: String = "development",
    channel: String? = nil
  ) {
    self.apsEnvironment = apsEnvironment
    self.frequentUpdates = frequentUpdates
    self.tokenRotation = tokenRotation
    self.channel = channel
  }

  /// Whether `text` is a channel id as the channel management API writes one: base64, whole groups of four
  /// of `A–Z a–z 0–9 + /`, the last padded with one or two `=`.
  public static func isChannelID(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty, bytes.count % 4 == 0 else { return false }
    let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
    guard padding <= 2 else { return false }
    return bytes.dropLast(padding).allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
        true
      default: false
      }
    }
  }

  /// The APNs host the app's tokens belong to.
  public var host: String {
    apsEnvironment == "production" ? "api.push.apple.com" : "api.sandbox.push.apple.com"
  }
}
