import Delivery
import Fixture
import Formatting
import JSON
import Phone

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where a decoded payload goes on the phone, and what the verdict says about it.
extension PushCommand.Simulation {
  /// Applies a decoded payload by its route: a start, a delivery (budget, lifecycle), lost or for nothing.
  mutating func applyPayload(
    _ payload: PushPayload, resolution: SimulatedPhone.PushResolution, to verdict: inout PushCommand.Verdict
  ) {
    let label = verdict.file.lastPathComponent
    verdict.verdict = "applied"
    verdict.event = payload.event
    verdict.timestamp = payload.timestamp
    verdict.time = payload.arrival
    var push = payload
    var notes: [String] = []
    let now = max(clock ?? payload.arrival, payload.arrival)
    if now > payload.arrival {
      notes.append(
        "its timestamp (\(ClockText.iso(payload.arrival))) is before la-sim's clock; it arrives at"
          + " \(ClockText.iso(now))")
    }
    // A push arriving after the clock has moved on is applied when it arrives.
    push.arrival = now
    clock = now
    let name: String
    switch resolution {
    case .start(let app):
      if let id = push.headers?.collapseID, let earlier = startCollapseIDs[id] {
        verdict.verdict = "ignored"
        verdict.activity = earlier
        verdict.summary =
          "a start with apns-collapse-id \"\(id)\" again: APNs collapses it with the start of \(earlier), so no"
          + " second activity starts [\(PushTrap.duplicateStart.code)]"
        return
      }
      let others = phone.entries.filter { $0.activity.state != .dismissed }
      guard let started = addActivity(from: push, definition: app, label: label, to: &verdict) else {
        return
      }
      name = started
      if let id = push.headers?.collapseID { startCollapseIDs[id] = started }
      if !others.isEmpty {
        notes.append(
          "beside " + others.map { "\($0.name) (\($0.activity.state.rawValue))" }.joined(separator: ", "))
      }
      if !push.inputPushToken {
        verdict.diagnostics.append(
          PushDiagnostic(
            severity: .warning, path: "$.aps", position: nil,
            message: "no \"input-push-token\": 1, so the new activity gets no update token and the server"
              + " cannot update or end it by push (an app that runs may still observe pushTokenUpdates):"
              + " add \"input-push-token\": 1", trap: .noUpdateToken))
      }
    case .lost(let lostName, let reason, let trap):
      verdict.verdict = "ignored"
      verdict.activity = lostName
      verdict.summary = "lost: " + reason
      verdict.diagnostics.append(
        PushDiagnostic(severity: .error, path: "$.token", position: nil, message: reason, trap: trap))
      if let lostName {
        phone.recordLost(
          push.event, to: lostName, label: label, reason: "\(reason) [\(trap.code)]", at: now)
      }
      verdict.state = lostName.flatMap { phone.entry(named: $0)?.activity.state }
      return
    case .unknown(let reason, let trap):
      verdict.verdict = "rejected"
      verdict.summary = "the push is for an activity the phone does not have; nothing changes"
      let path =
        push.headers?.channelID != nil
        ? "$.headers.apns-channel-id"
        : push.token != nil ? "$.token" : push.activity != nil ? "$.activity" : "$.headers.apns-topic"
      verdict.diagnostics.append(
        PushDiagnostic(severity: .error, path: path, position: nil, message: reason, trap: trap))
      return
    case .broadcast(let names):
      verdict.activity = names.joined(separator: ", ")
      let outcomes = names.map { phone.deliver(push, to: $0, label: label).outcome }
      guard outcomes.contains(.applied) else {
        verdict.verdict = "ignored"
        verdict.summary = outcomes.first?.reason ?? "no activity took it"
        return
      }
      notes.append(
        "broadcast on channel \(push.headers?.channelID ?? "?") to \(names.count) activit"
          + (names.count == 1 ? "y" : "ies"))
      name = names[outcomes.firstIndex(of: .applied) ?? 0]
    case .noActivity:
      verdict.verdict = "ignored"
      verdict.summary = "no activity is on the phone (its start was refused)"
      return
    case .activity(let target):
      name = target
      verdict.activity = name
      let receipt = phone.deliver(push, to: name, label: label)
      switch receipt.outcome {
      case .applied:
        for note in receipt.notes {
          verdict.diagnostics.append(
            PushDiagnostic(
              severity: .warning, path: "$.aps", position: nil, message: note.text, trap: note.trap))
        }
      case .ignored(let reason):
        verdict.verdict = "ignored"
        let code = receipt.trap.map { " [\($0.code)]" } ?? ""
        verdict.summary = reason.hasSuffix(code) ? reason : reason + code
        if receipt.trap == .throttled {
          verdict.diagnostics.append(
            PushDiagnostic(
              severity: .error, path: "$.headers.apns-priority", position: nil,
              message: reason.hasSuffix(code) ? String(reason.dropLast(code.count)) : reason,
              trap: .throttled))
        }
      case .refused(let reason):
        verdict.verdict = "rejected"
        verdict.summary = "refused by the activity"
        verdict.diagnostics.append(
          PushDiagnostic(
            severity: .error, path: "$.aps.content-state", position: nil, message: reason,
            trap: receipt.trap))
      }
    }
    guard let current = phone.entry(named: name)?.activity else { return }
    verdict.state = current.state
    if verdict.verdict == "applied" {
      verdict.summary = ([describe(current, payload: push)] + notes).joined(separator: " · ")
    }
  }

  /// Starts the activity a start push asks for and adds it to the phone, named as its envelope says or
  /// `FIXTURE`, `FIXTURE-2`, …; nil, with the verdict rejected, when the device refuses it.
  mutating func addActivity(
    from push: PushPayload, definition: ActivityDefinition, label: String,
    to verdict: inout PushCommand.Verdict
  ) -> String? {
    let refusal: PushDiagnostic
    do {
      let name = try phone.start(from: push, definition: definition, label: label)
      verdict.activity = name
      return name
    } catch {
      let path = if case .phone(.duplicateName) = error { "$.activity" } else { "$.aps" }
      refusal = PushDiagnostic(
        severity: .error, path: path, position: nil, message: error.description, trap: .startRefused)
    }
    verdict.verdict = "rejected"
    verdict.summary = "the start is refused; no activity starts"
    verdict.diagnostics.append(refusal)
    return nil
  }

}
