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

/// What the verdict says about a decoded payload, from what the phone (`PhoneSession`) did with it: a start,
/// a delivery (budget, lifecycle), lost or for nothing.
extension PushCommand.Simulation {
  /// Words `answers` (the phone's verdict for each activity the push reached, the first one's first) as
  /// `la-sim push` prints it. `clockBefore` is the phone's clock before the push arrived, `others` the
  /// activities on the phone then that were not dismissed.
  mutating func judge(
    _ payload: PushPayload, _ answers: [PushVerdict], clockBefore: Date?, others: [SimulatedPhone.Entry],
    to verdict: inout PushCommand.Verdict
  ) {
    guard let answer = answers.first else { return }
    verdict.verdict = "applied"
    verdict.event = payload.event
    verdict.timestamp = payload.timestamp
    verdict.time = payload.arrival
    var notes: [String] = []
    let now = max(clockBefore ?? payload.arrival, payload.arrival)
    if now > payload.arrival {
      notes.append(
        "its timestamp (\(ClockText.iso(payload.arrival))) is before la-sim's clock; it arrives at"
          + " \(ClockText.iso(now))")
    }
    clock = now
    let name: String
    switch answer.dropped {
    case .duplicateStart:
      verdict.verdict = "ignored"
      verdict.activity = answer.activity
      verdict.summary = answer.outcome.reason ?? ""
      return
    case .lost(let reason):
      verdict.verdict = "ignored"
      verdict.activity = answer.activity
      verdict.summary = "lost: " + reason
      verdict.diagnostics.append(
        PushDiagnostic(severity: .error, path: "$.token", position: nil, message: reason, trap: answer.trap))
      verdict.state = answer.activity.flatMap { phone.entry(named: $0)?.activity.state }
      return
    case .unknown(let reason):
      verdict.verdict = "rejected"
      verdict.summary = "the push is for an activity the phone does not have; nothing changes"
      let path =
        payload.headers?.channelID != nil
        ? "$.headers.apns-channel-id"
        : payload.token != nil ? "$.token" : payload.activity != nil ? "$.activity" : "$.headers.apns-topic"
      verdict.diagnostics.append(
        PushDiagnostic(severity: .error, path: path, position: nil, message: reason, trap: answer.trap))
      return
    case .noActivity:
      verdict.verdict = "ignored"
      verdict.summary = answer.outcome.reason ?? ""
      return
    case nil:
      break
    }
    if payload.event == .start {
      guard let started = answer.activity else {
        let path = if case .phone(.duplicateName) = answer.startError { "$.activity" } else { "$.aps" }
        verdict.verdict = "rejected"
        verdict.summary = "the start is refused; no activity starts"
        verdict.diagnostics.append(
          PushDiagnostic(
            severity: .error, path: path, position: nil, message: answer.outcome.reason ?? "",
            trap: .startRefused))
        return
      }
      name = started
      verdict.activity = name
      if !others.isEmpty {
        notes.append(
          "beside " + others.map { "\($0.name) (\($0.activity.state.rawValue))" }.joined(separator: ", "))
      }
      if !payload.inputPushToken {
        verdict.diagnostics.append(
          PushDiagnostic(
            severity: .warning, path: "$.aps", position: nil,
            message: "no \"input-push-token\": 1, so the new activity gets no update token and the server"
              + " cannot update or end it by push (an app that runs may still observe pushTokenUpdates):"
              + " add \"input-push-token\": 1", trap: .noUpdateToken))
      }
    } else if let channel = payload.headers?.channelID {
      // A broadcast reaches every activity that joined the channel.
      verdict.activity = answers.compactMap(\.activity).joined(separator: ", ")
      guard let reached = answers.first(where: { $0.outcome == .applied }) else {
        verdict.verdict = "ignored"
        verdict.summary = answer.outcome.reason ?? "no activity took it"
        return
      }
      notes.append(
        "broadcast on channel \(channel) to \(answers.count) activit" + (answers.count == 1 ? "y" : "ies"))
      name = reached.activity ?? ""
    } else {
      name = answer.activity ?? ""
      verdict.activity = name
      let code = answer.trap.map { " [\($0.code)]" } ?? ""
      switch answer.outcome {
      case .applied:
        verdict.diagnostics += answer.notes
      case .ignored(let reason):
        verdict.verdict = "ignored"
        verdict.summary = reason.hasSuffix(code) ? reason : reason + code
        if answer.trap == .throttled {
          verdict.diagnostics.append(
            PushDiagnostic(
              severity: .error, path: "$.headers.apns-priority", position: nil,
              message: reason.hasSuffix(code) ? String(reason.dropLast(code.count)) : reason, trap: .throttled
            ))
        }
      case .refused(let reason):
        verdict.verdict = "rejected"
        verdict.summary = "refused by the activity"
        verdict.diagnostics.append(
          PushDiagnostic(
            severity: .error, path: "$.aps.content-state", position: nil, message: reason, trap: answer.trap))
      }
    }
    guard let current = phone.entry(named: name)?.activity else { return }
    verdict.state = current.state
    if verdict.verdict == "applied" {
      verdict.summary = ([describe(current, payload: payload)] + notes).joined(separator: " · ")
    }
  }
}
