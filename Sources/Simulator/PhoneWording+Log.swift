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

/// The simulator's event log: what only the log says (a scenario and `la-sim push` say these things with
/// the activities' own entries, or not at all). `PhoneSession` writes each line with these words.
extension PhoneWording {
  /// `advance: applied · what followed`, or `advance: ignored, why`: a change of the focused activity and
  /// what the lifecycle made of it.
  public static func logLine(_ text: String, _ outcome: EventOutcome, then followed: [String] = []) -> String
  {
    switch outcome {
    case .applied: ([text + ": applied"] + followed).joined(separator: " · ")
    case .ignored(let reason): text + ": ignored, " + reason
    case .refused(let reason): text + ": refused, " + reason
    }
  }

  /// A message that needs an activity, on a phone with none.
  public static let noActivity = "no activity is on the phone"

  /// The payload directory changed: `pushes changed: 3 payloads left for l`.
  public static func pushesChanged(_ directory: String?, left count: Int) -> String {
    "\(directory ?? "--pushes") changed: \(String.counted(count, "payload")) left for l"
  }

  /// `l` without a payload directory.
  public static let noPushesDirectory = "no payloads: start la-sim with --pushes DIR"

  /// `s`.
  public static let markStale = "mark stale"
  /// `e` then a key that is not an end.
  public static let endCancelled = "end cancelled"
  /// `n` past the last step.
  public static let advance = "advance"

  /// `n`: `step 2/3 delivering`, the step and the pipeline's last.
  public static func step(_ step: Int, of last: Int, name: String) -> String {
    "step \(step)/\(last) \(name)"
  }

  /// `+` and its kin: `clock +5 min → 10:05:00`.
  public static func clockMoved(by seconds: TimeInterval, to date: Date) -> String {
    "clock +\(amount(seconds)) → \(time(date))"
  }

  /// Space: the clock runs, or is paused at `date`.
  public static func clock(pausedAt date: Date?) -> String {
    date.map { "clock paused at \(time($0))" } ?? "clock running"
  }

  /// `end, dismissal .default`: an end and the dismissal policy it asked for.
  public static func end(_ policy: String) -> String { "end, dismissal \(policy)" }

  /// What followed an end: `ended; dismissal at 14:00:00`, `dismissed at once`, or `ended`.
  public static func ended(dismissal: Date?, dismissed: Bool) -> String {
    guard let dismissal else { return "ended" }
    return dismissed ? "dismissed at once" : "ended; dismissal at \(time(dismissal))"
  }

  /// What an applied update brought with it: `alert “title”: body`.
  public static func alert(_ alert: AlertContent) -> String {
    "alert “\(alert.title)”: \(alert.body)"
  }

  /// `.default`, `.immediate`, `.after(end + 4 h)`: a dismissal policy as the log writes it.
  public static func dismissal(_ template: DismissalTemplate) -> String {
    switch template {
    case .default: ".default"
    case .immediate: ".immediate"
    case .afterDelay(let delay): ".after(end + \(amount(delay)))"
    }
  }

  /// `.after(end + 4 h) (the fixture's)`: `e` then the key for the fixture's own dismissal.
  public static func fixturesDismissal(_ template: DismissalTemplate) -> String {
    dismissal(template) + " (the fixture's)"
  }

  /// `relevance 60`.
  public static func relevance(_ score: Double) -> String { "relevance \(Self.score(score))" }

  /// A scenario's `focus` or `relevance` line names an activity the phone does not have.
  public static func noActivity(named name: String, for command: String) -> String {
    "\(command): the phone has no activity named \(name)"
  }

  /// `f` with one activity on the phone.
  public static func onlyActivity(_ name: String) -> String {
    "focus: \(name) is the only activity; a starts another"
  }

  /// `start courier: applied · 2 activities on the phone`.
  public static func started(_ name: String, activities count: Int) -> String {
    "start \(name): applied · \(count) activities on the phone"
  }

  /// `instances[0] of 2: orderNumber "4822", customerName "Woody"`: the attribute values `a` starts the
  /// next activity with.
  public static func instance(
    _ index: Int, of count: Int, values: [String: Value], _ definition: ActivityDefinition
  ) -> String {
    let listed = definition.attributesSchema.compactMap { field in
      values[field.name].map { "\(field.name) \(TemplateText.describe($0, .value, definition))" }
    }
    return "instances[\(index)] of \(count): " + listed.joined(separator: ", ")
  }

  /// `start courier: Activity.request refused, why`.
  public static func startRefused(_ fixture: String, reason: String) -> String {
    "start \(fixture): Activity.request refused, \(reason)"
  }

  /// A push's own line in the log, when it reached no activity's lifecycle or started one: `push u.json:
  /// lost, pizza-planet: why [LP020]`, `push u.json: rejected, why`, `push start s.json: applied · …`.
  /// `activities` is how many the phone has after it. Nil for a push an activity's lifecycle took (its
  /// entry says it) or one that does not decode (the decoder's lines say it).
  public static func logLine(_ verdict: PushVerdict, start: Bool, activities count: Int) -> String? {
    let file = verdict.file
    let code = verdict.trap.map { " [\($0.code)]" } ?? ""
    switch verdict.dropped {
    case .lost(let reason):
      return "push \(file): lost, \(verdict.activity.map { "\($0): " } ?? "")\(reason)\(code)"
    case .unknown(let reason): return "push \(file): rejected, \(reason)\(code)"
    case .noActivity: return "push \(file): ignored, \(verdict.outcome.reason ?? "")"
    case .duplicateStart: return "push start \(file): ignored, \(verdict.outcome.reason ?? "")"
    case nil:
      guard start else { return nil }
      guard let name = verdict.activity else {
        return "push start \(file): refused, \(verdict.outcome.reason ?? "")"
      }
      return "push start \(file): applied · \(name) started with the push's attributes and content · "
        + "\(String.counted(count, "activity", plural: "activities")) on the phone"
    }
  }

  /// Why a push to a token that no longer works is dropped: `lost: why [LP020]`.
  public static func lost(_ reason: String) -> String { "lost: " + reason }

  /// Why a push is dropped on a phone with no activity.
  public static let noActivityToTakeIt = "no activity is on the phone (its start was refused)"

  /// Why a second start with an earlier start's `apns-collapse-id` starts nothing.
  public static func duplicateStart(collapseID id: String, earlier: String) -> String {
    "a start with apns-collapse-id \"\(id)\" again: APNs collapses it with the start of \(earlier), so no"
      + " second activity starts [\(PushTrap.duplicateStart.code)]"
  }

  /// A payload of the directory the decoder did not pass as it is: `push u.json: rejected, …`.
  public static func decoded(_ file: String, _ verdict: String) -> String { "push \(file): \(verdict)" }

  /// A further problem the decoder found, under `decoded`.
  public static func decoderDetail(_ detail: String) -> String { "  " + detail }

  /// Why a payload that does not decode changes nothing, in its activity's log: `does not decode (2
  /// errors): $.aps.content-state.eta: …`.
  public static func doesNotDecode(_ decoding: PushDecoding) -> String {
    let count = decoding.errors.count
    let first = decoding.errors.first.map { "\($0.path): \($0.message)" } ?? ""
    return "does not decode (\(String.counted(count, "error"))): \(first)"
  }

  /// Why a payload that is not JSON changes nothing, in its activity's log.
  public static func notJSONReason(_ syntax: JSONSyntaxError) -> String {
    "not JSON: \(syntax.position): \(syntax.message)"
  }

  /// `push update u.json`, and ` (broadcast)` for a further activity a channel's push reached.
  public static func push(_ event: PushEvent, file: String, broadcast: Bool = false) -> String {
    "push \(event.rawValue) \(file)" + (broadcast ? " (broadcast)" : "")
  }

  /// A warning or a note on an applied push, under its line: `  priority 5 … [LP029]`.
  public static func pushNote(_ text: String, code: String) -> String { "  \(text) [\(code)]" }

  /// `L` with no catalog to take languages from.
  public static let noLanguages =
    "no other language: give the app's strings with --strings FILE (or the fixture's \"strings\")"

  /// `L` when the app's strings cannot be read: the reader's error, and the texts kept.
  public static func unreadableStrings(_ error: String) -> String {
    "no other language: \(error) (the texts shown are kept)"
  }

  /// `L`: `language de: the app's strings (step, state and clock kept)`; nil: the fixture's own texts.
  public static func language(_ code: String?) -> String {
    guard let code else { return "no language: the fixture's own texts (step, state and clock kept)" }
    return "language \(code): the app's strings (step, state and clock kept)"
  }

  /// Live reload cannot watch the fixture: `live reload off: why`.
  public static func liveReloadOff(_ message: String) -> String { "live reload off: \(message)" }

  /// A saved fixture `file` that no longer loads.
  public static func reloadFailed(_ file: String, _ message: String) -> String {
    "reload \(file): \(message); the last good fixture stays"
  }

  /// An activity a reload kept: `courier step 1 preparing` (its name when the phone has several), or its
  /// state when it is past the pipeline.
  public static func kept(_ name: String?, step: (step: Int, name: String)?, state: ActivityState) -> String {
    (name.map { "\($0) " } ?? "") + (step.map { "step \($0.step) \($0.name)" } ?? state.rawValue)
  }

  /// `reload f.json: step 1 preparing kept, clock kept · notes`: a saved fixture `file` in place.
  public static func reloaded(_ file: String, kept: [String], notes: [String]) -> String {
    let shown =
      kept.isEmpty ? "no activity of it on the phone" : kept.joined(separator: ", ") + " kept, clock kept"
    return (["reload \(file): \(shown)"] + notes).joined(separator: " · ")
  }

  /// `HH:MM:SS` of a simulated instant, as the log shows it.
  public static func time(_ date: Date) -> String {
    String(ClockText.iso(date).dropFirst(11).prefix(8))
  }

  /// A clock jump or a dismissal delay in words: whole hours as `4 h`, anything else in minutes (`5 min`).
  public static func amount(_ seconds: TimeInterval) -> String {
    seconds >= 3600 && seconds.truncatingRemainder(dividingBy: 3600) == 0
      ? "\(Int(saturating: seconds / 3600)) h" : "\(Int(saturating: seconds / 60)) min"
  }
}
