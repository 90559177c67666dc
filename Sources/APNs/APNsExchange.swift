import Delivery
import Fixture
import JSON
import Phone
import Simulator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One request through APNs and the phone behind it: what APNs answered, and, when it let the push through,
/// what the phone did with it (the one `PhoneSession` every face shares decides that).
public struct APNsExchange: Equatable, Sendable {
  /// The request, as it came.
  public var request: APNsRequest
  /// The push's label in the phone's log: `request 3`.
  public var label: String
  /// What the endpoint answered.
  public var answer: APNsAnswer
  /// Why APNs refused it, when it did.
  public var refusal: APNsGate.Refusal?
  /// What APNs passed on, when it did.
  public var accepted: APNsGate.Accepted?
  /// The push as the phone receives it, when APNs passed one on.
  public var delivery: PushDelivery?
  /// What the phone answered the push (empty when APNs refused it).
  public var events: [PhoneEvent]

  /// The phone's verdicts, one per activity the push reached.
  public var verdicts: [PushVerdict] {
    events.compactMap { event in
      if case .verdict(let verdict) = event { return verdict }
      return nil
    }
  }
}

extension APNsGate {
  /// Takes `request` as APNs would: the exchange says what APNs answered and, when APNs lets the push
  /// through, the `delivery` the face gives its phone (`PhoneMessage.push`), after which `finish` lets the
  /// phone's verdict decide a 410 for a token that died. `phone` is only read here: the face changes its
  /// phone after this returns, so that no second copy of it is held while it changes. `generatedID` is the
  /// `apns-id` answered when the request sent none.
  public mutating func admit(
    _ request: APNsRequest, label: String, generatedID: String, wall: Date, phone: SimulatedPhone,
    apps: [ActivityDefinition], definition: ActivityDefinition
  ) -> APNsExchange {
    // The request's own `apns-id` comes back as sent, even one APNs refuses: clients match answers to
    // requests by it (aioapns waits for its own id).
    let apnsID = request.value("apns-id") ?? generatedID
    var exchange = APNsExchange(
      request: request, label: label, answer: .accepted(apnsID: apnsID), refusal: nil, accepted: nil,
      delivery: nil, events: [])
    switch check(request, phone: phone, apps: apps, wall: wall) {
    case .refused(let refusal):
      exchange.refusal = refusal
      exchange.answer = .refused(refusal.reason, apnsID: apnsID, timestamp: refusal.timestamp)
    case .accepted(let accepted):
      exchange.accepted = accepted
      if let envelope = accepted.envelope {
        let target = Self.app(for: accepted.topic, apps: apps) ?? definition
        var decoded = PushDelivery.decode(envelope, fileName: label, definition: target)
        decoded.root = envelope
        exchange.delivery = decoded
      } else if let syntax = accepted.syntaxError {
        exchange.delivery = PushDelivery.notJSON(syntax, fileName: label)
      }
    }
    return exchange
  }

  /// Records what the phone answered the exchange's delivery, and the 410 APNs gives when the phone says
  /// the token died (a broadcast names no token, and a channel does not die with an activity).
  public static func finish(_ exchange: inout APNsExchange, events: [PhoneEvent], phone: SimulatedPhone) {
    exchange.events = events
    guard let token = exchange.accepted?.token,
      let refusal = refusal(after: exchange.verdicts, token: token, phone: phone)
    else { return }
    exchange.refusal = refusal
    exchange.answer = .refused(refusal.reason, apnsID: exchange.answer.apnsID, timestamp: refusal.timestamp)
  }

  /// The app whose Live Activity topic `topic` is.
  static func app(for topic: String, apps: [ActivityDefinition]) -> ActivityDefinition? {
    apps.first { PushHeaders.liveActivityTopic(for: $0.bundleIdentifier) == topic }
  }
}
