import Formatting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Something that happens to a `LiveActivity` at an instant.
package enum ActivityEvent: Equatable, Sendable {
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
  package var name: String {
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
package struct ActivityUpdate: Equatable, Sendable {
  /// The new content state.
  package var content: ContentState
  /// The new stale date, or nil for none.
  package var staleDate: Date?
  /// The new relevance score, or nil to keep the current one.
  package var relevanceScore: Double?
  /// The alert that lights the screen, if any.
  package var alert: AlertContent?
  /// A push's `timestamp`; nil for an update made by the app itself.
  package var timestamp: Date?
  /// A label for the log, e.g. the pipeline step or the payload file.
  package var label: String?

  /// An update.
  package init(
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
package struct AlertContent: Equatable, Sendable {
  /// Title.
  package var title: String
  /// Body.
  package var body: String
  /// Sound name.
  package var sound: String?

  /// An alert.
  package init(title: String, body: String, sound: String? = nil) {
    self.title = title
    self.body = body
    self.sound = sound
  }
}

/// What became of an event.
package enum EventOutcome: Equatable, Sendable {
  /// It changed the activity.
  case applied
  /// ActivityKit would drop it silently; the reason says why.
  case ignored(String)
  /// It could not be applied (e.g. over the 4 KB budget); the reason says why.
  case refused(String)

  /// `applied`, `ignored` or `refused`.
  package var verdict: String {
    switch self {
    case .applied: "applied"
    case .ignored: "ignored"
    case .refused: "refused"
    }
  }

  /// Why it was ignored or refused; nil when applied.
  package var reason: String? {
    switch self {
    case .applied: nil
    case .ignored(let reason), .refused(let reason): reason
    }
  }
}

/// One line of the activity's event log.
package struct EventLogEntry: Equatable, Sendable {
  /// When.
  package var date: Date
  /// What happened, e.g. `update outForDelivery` or `stale date reached`.
  package var event: String
  /// What became of it.
  package var outcome: EventOutcome
  /// A note (e.g. a warning on an applied event).
  package var note: String?

  /// An entry.
  package init(date: Date, event: String, outcome: EventOutcome, note: String? = nil) {
    self.date = date
    self.event = event
    self.outcome = outcome
    self.note = note
  }

  /// Why it was ignored or refused, or the note on an applied event.
  package var reason: String? { outcome.reason ?? note }
}

extension EventLogEntry: CustomStringConvertible {
  /// One line: `2026-11-29T10:00:00Z  push update  ignored: <reason>`.
  package var description: String {
    "\(ClockText.iso(date))  \(event)  \(outcome.verdict)" + (reason.map { ": \($0)" } ?? "")
  }
}
