import Formatting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Something that happens to a `LiveActivity` at an instant.
public enum ActivityEvent: Equatable, Sendable {
  /// `Activity.update(_:)` or an `update` push.
  case update(ActivityUpdate)
  /// `Activity.end(_:dismissalPolicy:)` or an `end` push; nil content keeps the current content.
  case end(ContentState?, DismissalPolicy, timestamp: Date?)
  /// The simulator moves the stale date to now, as if it had been reached.
  case markStale
  /// A person removes the activity from the Lock Screen.
  case removeByPerson
  /// Time passes; due transitions (stale, the 8-hour limit, dismissal) happen.
  case tick

  /// A short name for logs, with the update's label when it has one (`update outForDelivery`).
  public var name: String {
    switch self {
    case .update(let update):
      (update.timestamp == nil ? "update" : "push update") + (update.label.map { " \($0)" } ?? "")
    case .end(_, _, let timestamp): timestamp == nil ? "end" : "push end"
    case .markStale: "mark stale"
    case .removeByPerson: "removed by person"
    case .tick: "tick"
    }
  }
}

/// The new content an update carries (ActivityKit's `ActivityContent` plus the alert).
public struct ActivityUpdate: Equatable, Sendable {
  /// The new content state.
  public var content: ContentState
  /// The new stale date, or nil for none.
  public var staleDate: Date?
  /// The new relevance score, or nil to keep the current one.
  public var relevanceScore: Double?
  /// The alert that lights the screen, if any.
  public var alert: AlertContent?
  /// A push's `timestamp`; nil for an update made by the app itself.
  public var timestamp: Date?
  /// A label for the log, e.g. the pipeline step or the payload file.
  public var label: String?

  /// An update.
  public init(
    content: ContentState, staleDate: Date?, relevanceScore: Double? = nil, alert: AlertContent? = nil,
    timestamp: Date? = nil, label: String? = nil
  ) {
    self.content = content
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
    self.alert = alert
    self.timestamp = timestamp
    self.label = label
  }
}

/// An alert's resolved text (ActivityKit's `AlertConfiguration`).
public struct AlertContent: Equatable, Sendable {
  /// Title.
  public var title: String
  /// Body.
  public var body: String
  /// Sound name.
  public var sound: String?

  /// An alert.
  public init(title: String, body: String, sound: String? = nil) {
    self.title = title
    self.body = body
    self.sound = sound
  }
}

/// What became of an event.
public enum EventOutcome: Equatable, Sendable {
  /// It changed the activity.
  case applied
  /// ActivityKit would drop it silently; the reason says why.
  case ignored(String)
  /// It could not be applied (e.g. over the 4 KB budget); the reason says why.
  case refused(String)

  /// `applied`, `ignored` or `refused`.
  public var verdict: String {
    switch self {
    case .applied: "applied"
    case .ignored: "ignored"
    case .refused: "refused"
    }
  }

  /// Why it was ignored or refused; nil when applied.
  public var reason: String? {
    switch self {
    case .applied: nil
    case .ignored(let reason), .refused(let reason): reason
    }
  }
}

/// One line of the activity's event log.
public struct EventLogEntry: Equatable, Sendable {
  /// When.
  public var date: Date
  /// What happened, e.g. `update outForDelivery` or `stale date reached`.
  public var event: String
  /// What became of it.
  public var outcome: EventOutcome
  /// A note (e.g. a warning on an applied event).
  public var note: String?

  /// An entry.
  public init(date: Date, event: String, outcome: EventOutcome, note: String? = nil) {
    self.date = date
    self.event = event
    self.outcome = outcome
    self.note = note
  }

  /// Why it was ignored or refused, or the note on an applied event.
  public var reason: String? { outcome.reason ?? note }
}

extension EventLogEntry: CustomStringConvertible {
  /// One line: `2026-11-29T10:00:00Z  push update  ignored: <reason>`.
  public var description: String {
    "\(ClockText.iso(date))  \(event)  \(outcome.verdict)" + (reason.map { ": \($0)" } ?? "")
  }
}
