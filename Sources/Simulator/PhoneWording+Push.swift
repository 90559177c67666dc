import Delivery
import Fixture
import Formatting
import JSON
import Lifecycle
import Phone

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim push`'s words: one verdict for each payload (`applied to pizza-planet: …`), its diagnostics,
/// the island under it, the tally, the phone and its logs at the end, and how the activity started.
extension PhoneWording {
  /// What `la-sim push` calls what became of a payload.
  public enum Verdict: String, CaseIterable, Equatable, Sendable {
    /// The activity changed.
    case applied
    /// The device drops it by the lifecycle, the budget, or because its token is lost.
    case ignored
    /// It does not decode, APNs refuses it, it names nothing on the phone, or a start is refused.
    case rejected
  }

  /// What `la-sim push` says of one payload: the verdict, the activity (or activities) it went to, the
  /// summary after the verdict, the diagnostics under it (after the decoder's own), and the state shown.
  public struct PushWords: Equatable, Sendable {
    /// `applied`, `ignored` or `rejected`.
    public var verdict: Verdict
    /// The activity it went to or started as; a broadcast's every activity, separated by `, `.
    public var activity: String?
    /// The text after the verdict.
    public var summary: String
    /// Diagnostics the phone's answer adds to the decoder's.
    public var diagnostics: [PushDiagnostic]
    /// The state of the activity the verdict is about, when it names one the phone has.
    public var state: ActivityState?

    /// Words for one payload.
    public init(
      verdict: Verdict, activity: String? = nil, summary: String, diagnostics: [PushDiagnostic] = [],
      state: ActivityState? = nil
    ) {
      self.verdict = verdict
      self.activity = activity
      self.summary = summary
      self.diagnostics = diagnostics
      self.state = state
    }
  }

  /// Words `answers` (the phone's verdict for each activity the push `payload` reached, the first one's
  /// first) as `la-sim push` prints them. `clockBefore` is the phone's clock before the push arrived,
  /// `others` the activities on the phone then that were not dismissed, `phone` the phone after it.
  public static func pushCommand(
    _ payload: PushPayload, _ answers: [PushVerdict], clockBefore: Date?, others: [SimulatedPhone.Entry],
    phone: SimulatedPhone
  ) -> PushWords? {
    guard let answer = answers.first else { return nil }
    var words = PushWords(verdict: .applied, summary: "")
    var notes: [String] = []
    let now = max(clockBefore ?? payload.arrival, payload.arrival)
    if now > payload.arrival {
      notes.append(
        "its timestamp (\(ClockText.iso(payload.arrival))) is before la-sim's clock; it arrives at"
          + " \(ClockText.iso(now))")
    }
    let name: String
    switch answer.dropped {
    case .duplicateStart:
      return PushWords(verdict: .ignored, activity: answer.activity, summary: answer.outcome.reason ?? "")
    case .lost(let reason):
      // At the member that sent it astray: the token, or the channel a start was broadcast on.
      let place = answer.decoding?.address.routingPlace
      return PushWords(
        verdict: .ignored, activity: answer.activity, summary: "lost: " + reason,
        diagnostics: [
          PushDiagnostic(
            severity: .error, path: place?.path ?? "$.token", position: place?.position, message: reason,
            trap: answer.trap)
        ], state: answer.activity.flatMap { phone.entry(named: $0)?.activity.state })
    case .unknown(let reason):
      // At the member that named the address the phone has nothing for, as the routing read it.
      let place = answer.decoding?.address.routingPlace
      return PushWords(
        verdict: .rejected, summary: "the push is for an activity the phone does not have; nothing changes",
        diagnostics: [
          PushDiagnostic(
            severity: .error, path: place?.path ?? "$.headers.apns-topic", position: place?.position,
            message: reason, trap: answer.trap)
        ])
    case .noActivity:
      return PushWords(verdict: .ignored, summary: answer.outcome.reason ?? "")
    case nil:
      break
    }
    if payload.event == .start {
      guard let started = answer.activity else {
        let path = if case .phone(.duplicateName) = answer.startError { "$.activity" } else { "$.aps" }
        return PushWords(
          verdict: .rejected, summary: "the start is refused; no activity starts",
          diagnostics: [
            PushDiagnostic(
              severity: .error, path: path, position: nil, message: answer.outcome.reason ?? "",
              trap: .startRefused)
          ])
      }
      name = started
      words.activity = name
      if !others.isEmpty {
        notes.append(
          "beside " + others.map { "\($0.name) (\($0.activity.state.rawValue))" }.joined(separator: ", "))
      }
      if !payload.inputPushToken {
        words.diagnostics.append(
          PushDiagnostic(
            severity: .warning, path: "$.aps", position: nil,
            message: "no \"input-push-token\": 1, so the new activity gets no update token and the server"
              + " cannot update or end it by push (an app that runs may still observe pushTokenUpdates):"
              + " add \"input-push-token\": 1", trap: .noUpdateToken))
      }
    } else if let channel = payload.headers?.channelID {
      // A broadcast reaches every activity that joined the channel.
      words.activity = answers.compactMap(\.activity).joined(separator: ", ")
      guard let reached = answers.first(where: { $0.outcome == .applied }) else {
        words.verdict = .ignored
        words.summary = answer.outcome.reason ?? "no activity took it"
        return words
      }
      notes.append(
        "broadcast on channel \(channel) to "
          + String.counted(answers.count, "activity", plural: "activities"))
      name = reached.activity ?? ""
    } else {
      name = answer.activity ?? ""
      words.activity = name
      let code = answer.trap.map { " [\($0.code)]" } ?? ""
      switch answer.outcome {
      case .applied:
        words.diagnostics += answer.notes
      case .ignored(let reason):
        words.verdict = .ignored
        words.summary = reason.hasSuffix(code) ? reason : reason + code
        if answer.trap == .throttled {
          // The line under the verdict gives the budget, the next delivery and the fix: the verdict says
          // only what happened, so the sentence is not printed twice.
          words.summary = "throttled: the app's priority-10 budget is spent" + code
          words.diagnostics.append(
            PushDiagnostic(
              severity: .error, path: "$.headers.apns-priority", position: nil,
              message: reason.hasSuffix(code) ? String(reason.dropLast(code.count)) : reason, trap: .throttled
            ))
        }
      case .refused(let reason):
        words.verdict = .rejected
        words.summary = "refused by the activity"
        words.diagnostics.append(
          PushDiagnostic(
            severity: .error, path: "$.aps.content-state", position: nil, message: reason, trap: answer.trap))
      }
    }
    guard let current = phone.entry(named: name)?.activity else { return words }
    words.state = current.state
    if words.verdict == .applied {
      words.summary = ([describe(current, payload: payload)] + notes).joined(separator: " · ")
    }
    return words
  }

  /// A payload file that is not JSON: the device cannot read it.
  public static func notJSON(_ syntax: JSONSyntaxError) -> PushWords {
    PushWords(
      verdict: .rejected, summary: "not JSON, the device cannot read it",
      diagnostics: [
        PushDiagnostic(
          severity: .error, path: "$", position: syntax.position, message: syntax.message, trap: .notAPush)
      ])
  }

  /// A payload that does not decode against the fixture of the activity it went to (in `state`): it
  /// changes no activity.
  public static func undecodable(_ decoding: PushDecoding, state: ActivityState?) -> PushWords {
    let count = decoding.errors.count
    return PushWords(
      verdict: .rejected,
      summary: "\(count) \(count == 1 ? "error" : "errors"); the activity does not change",
      diagnostics: decoding.diagnostics, state: state)
  }

  /// `applied to pizza-planet-2`, `applied to pizza-planet-2, a new activity`, `ignored by pizza-planet`,
  /// `rejected`: the verdict and the activity the push went to.
  public static func verdictWords(_ verdict: String, activity: String?, event: PushEvent?) -> String {
    guard let name = activity else { return verdict }
    if verdict != Verdict.applied.rawValue { return "\(verdict) by \(name)" }
    return "applied to \(name)" + (event == .start ? ", a new activity" : "")
  }

  /// `update.json: applied to pizza-planet: update at …`: the line `la-sim push` prints for a payload
  /// `file` (an `event`, when it decoded), above its diagnostics.
  public static func verdictLine(_ words: PushWords, file: String, event: PushEvent?) -> String {
    verdictLine(
      file: file, verdict: words.verdict.rawValue, activity: words.activity, event: event,
      summary: words.summary)
  }

  /// `update.json: ignored by pizza-planet: why`, from a verdict's parts.
  public static func verdictLine(
    file: String, verdict: String, activity: String?, event: PushEvent?, summary: String
  ) -> String {
    "\(file): \(verdictWords(verdict, activity: activity, event: event)): \(summary)"
  }

  /// `3 payloads: 2 applied, 1 ignored, 0 rejected`, from each payload's verdict.
  public static func tally(_ verdicts: [String]) -> String {
    let counts = Verdict.allCases.map { verdict in
      "\(verdicts.filter { $0 == verdict.rawValue }.count) \(verdict.rawValue)"
    }
    return "\(verdicts.count) payload\(verdicts.count == 1 ? "" : "s"): \(counts.joined(separator: ", "))"
  }

  /// The island under a verdict: `island now: compact: b (higher relevance); was compact: a (only
  /// activity)` when the push changed what it shows, else `island: compact: a (only activity)`.
  public static func island(_ now: String, was before: String?) -> String {
    before.map { "island now: \(now); was \($0)" } ?? "island: \(now)"
  }

  /// `push update at … (start +1s) · active, stale at …`, the lifecycle's note and the alert, if any.
  public static func describe(_ activity: LiveActivity, payload: PushPayload) -> String {
    var parts = [
      "\(payload.event.rawValue) at \(ClockText.iso(activity.now))"
        + " (start \(ClockText.offset(activity.now, from: activity.startDate)))"
    ]
    switch activity.state {
    case .active:
      parts.append("active" + (activity.staleDate.map { ", stale at \(ClockText.iso($0))" } ?? ""))
    case .stale: parts.append("stale since \(ClockText.iso(activity.staleDate ?? activity.now))")
    case .ended: parts.append("ended")
    case .dismissed: parts.append("dismissed")
    }
    if let note = activity.log.last?.note { parts.append(note) }
    if let alert = payload.alert, activity.state.acceptsUpdates {
      parts.append("alert \"\(alert.title)\" / \"\(alert.body)\"")
    }
    return parts.joined(separator: " · ")
  }
}
