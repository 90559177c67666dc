import Delivery
import Formatting
import Lifecycle
import Phone

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim push`'s words around the verdicts: how the phone's first activities started, and the phone at
/// the end (its activities, its island, each activity's log, the push tokens).
extension PhoneWording {
  /// Why the fixture's activity started when it did: `--start`, before the first payload, or neither.
  public enum StartReason: Equatable, Sendable {
    /// `--start UNIX_SECONDS` named the instant.
    case option
    /// One second before the first payload's timestamp.
    case beforeFirstPayload
    /// No payload has a timestamp la-sim can read.
    case noTimestamp

    /// The reason as `la-sim push` prints it (and writes it in `--format json`'s `why`).
    public var text: String {
      switch self {
      case .option: "--start"
      case .beforeFirstPayload: "1 s before the first payload's timestamp"
      case .noTimestamp: "no payload has a readable timestamp"
      }
    }
  }

  /// `pizza-planet: the first payload, a start push, starts the activity`.
  public static func startedByPush(_ fixture: String) -> String {
    "\(fixture): the first payload, a start push, starts the activity"
  }

  /// `pizza-planet: started at step 0 preparing at 2026-11-29T10:00:00Z (1795946400, --start)`;
  /// `stepName` is nil for a step the pipeline does not have.
  public static func started(
    _ fixture: String, step: Int, stepName: String?, at date: Date, why: StartReason
  ) -> String {
    let value = date.timeIntervalSince1970
    let seconds = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    return "\(fixture): started at step \(step)\(stepName.map { " \($0)" } ?? "") at \(ClockText.iso(date))"
      + " (\(seconds), \(why.text))"
  }

  /// `; refused: why`, after the start line, when `Activity.request` refused the fixture's activity.
  public static func startRefused(_ reason: String) -> String { "; refused: \(reason)" }

  /// `; courier started at step 0 (--with)`, or `; --with courier refused: why`.
  public static func startedWith(_ name: String, step: Int, refused reason: String?) -> String {
    reason.map { "; --with \(name) refused: \($0)" } ?? "; \(name) started at step \(step) (--with)"
  }

  /// `On the phone at …: pizza-planet (active, relevance 50), …`, with several activities.
  public static func onThePhone(_ phone: SimulatedPhone, at date: Date) -> String {
    let activities = phone.entries.map { entry in
      "\(entry.name) (\(entry.activity.state.rawValue), relevance \(score(entry.activity.relevanceScore)))"
    }
    return "On the phone at \(ClockText.iso(date)): \(activities.joined(separator: ", "))"
  }

  /// `Dynamic Island: compact: …`, under `onThePhone`.
  public static func islandAtEnd(_ island: String) -> String { "Dynamic Island: \(island)" }

  /// `Event log:`, or `Event log (courier):` when the phone has several activities.
  public static func eventLogHeading(_ name: String?) -> String {
    name.map { "Event log (\($0)):" } ?? "Event log:"
  }

  /// The heading of the push tokens issued, and one token update under it.
  public static let pushTokensHeading = "Push tokens, as the app's token sequences emit them:"

  /// `2026-11-29T10:00:00Z  pushTokenUpdates …`: a token update under `pushTokensHeading`.
  public static func pushToken(_ update: TokenUpdate) -> String {
    "\(ClockText.iso(update.date))  \(update)"
  }

  /// `--emit` when no payload applied.
  public static let nothingToEmit = "# la-sim applied no payload, so there is nothing to emit"

  /// `50`, or `12.5`: a relevance score as it was written.
  public static func score(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
