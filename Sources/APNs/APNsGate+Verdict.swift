import Delivery
import Phone
import Simulator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What APNs answers once the phone has routed the push: APNs knows which tokens are still registered, so a
/// push to an ended activity's token or a rotated one is refused with 410 Unregistered, and the time the
/// token died; every other way a push is lost happens on the device, after APNs answered 200.
extension APNsGate {
  /// The refusal the phone's verdicts on a push to `token` come to, or nil when APNs answers 200.
  public static func refusal(after verdicts: [PushVerdict], token: String, phone: SimulatedPhone) -> Refusal?
  {
    guard let first = verdicts.first else { return nil }
    switch (first.dropped, first.trap) {
    case (.lost(let reason), .rotatedToken?), (.lost(let reason), .endedToken?):
      var timestamp: Date?
      switch phone.route(token: token) {
      case .rotated(_, let until, _): timestamp = until
      case .ended(let name): timestamp = phone.entry(named: name)?.activity.endDate
      default: timestamp = nil
      }
      return Refusal(.unregistered, reason, timestamp: timestamp)
    case (.unknown(let reason), .badDeviceToken?), (.unknown(let reason), .environment?):
      return Refusal(.badDeviceToken, reason)
    default:
      return nil
    }
  }
}
