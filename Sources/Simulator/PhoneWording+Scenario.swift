import Formatting
import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A scenario's event lines: `+5m00s    press n: update preparing, applied`, the instant from the
/// scenario's start, the line that caused it, then what happened.
extension PhoneWording {
  /// `+1h05m00s  press n: text`: `text` at `date`, counted from `start` (padded so that texts line up),
  /// after the scenario line that caused it.
  public static func scenarioLine(_ text: String, at date: Date, from start: Date, cause: String?) -> String {
    ClockText.offset(date, from: start).padded(to: 10) + "  " + (cause.map { "\($0): " } ?? "") + text
  }

  /// A diagnostic of a payload, or a warning on an applied one, under its event line.
  public static func scenarioDetail(_ detail: String) -> String {
    "    " + detail
  }

  /// `3 payloads queued for 'press l'`: a `pushes DIR` line read its directory.
  public static func payloadsQueued(_ count: Int) -> String {
    "\(String.counted(count, "payload")) queued for 'press l'"
  }

  /// What a scenario says about the push `file` when the phone's first verdict on it (`verdict`) is not
  /// shown by an activity's log: addressed to nothing, lost before it reached one, a start refused, or a
  /// start that put a new activity on the phone (`beside` when others were on it). Nil when the activity's
  /// log says it all.
  public static func scenarioNote(on verdict: PushVerdict, file: String, beside: Bool) -> String? {
    switch verdict.dropped {
    case .unknown(let reason):
      let code = verdict.trap.map { " [\($0.code)]" } ?? ""
      return "push \(file) rejected (\(reason)\(code))"
    case .lost, .duplicateStart, .noActivity:
      guard verdict.activity == nil else { return nil }
      return "push \(file) ignored (\(verdict.outcome.reason ?? ""))"
    case nil:
      guard verdict.decoding?.payload?.event == .start else { return nil }
      guard let started = verdict.activity else {
        return "push start \(file) refused (\(verdict.outcome.reason ?? ""))"
      }
      let others = beside ? " beside the others on the phone" : ""
      return "a start push starts \(started)\(others); the scenario follows it"
    }
  }
}
