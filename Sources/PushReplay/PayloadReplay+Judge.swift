import Delivery
import Formatting
import JSON
import Phone
import Simulator

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The verdict on a decoded payload, from what the phone (`PhoneSession`) did with it, in
/// `PhoneWording`'s words for this face.
extension PayloadReplay {
  /// Keeps `PhoneWording`'s words for `answers` (the phone's verdict for each activity the push reached, the
  /// first one's first). `clockBefore` is the phone's clock before the push arrived, `others` the
  /// activities on the phone then that were not dismissed.
  mutating func judge(
    _ payload: PushPayload, _ answers: [PushVerdict], clockBefore: Date?, others: [SimulatedPhone.Entry],
    to verdict: inout PayloadVerdict
  ) {
    guard
      let words = PhoneWording.pushCommand(
        payload, answers, clockBefore: clockBefore, others: others, phone: phone)
    else { return }
    verdict.event = payload.event
    verdict.timestamp = payload.timestamp
    verdict.time = payload.arrival
    // A push stamped before the phone's clock arrives at it: time never runs backwards.
    clock = max(clockBefore ?? payload.arrival, payload.arrival)
    verdict.verdict = words.verdict.rawValue
    verdict.activity = words.activity
    verdict.summary = words.summary
    verdict.diagnostics += words.diagnostics
    verdict.state = words.state
  }
}
