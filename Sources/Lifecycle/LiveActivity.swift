import Fixture
import Formatting

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A running Live Activity. It changes only through `apply(_:at:)` and the functions built on it, which never
/// read a clock: every event carries the instant it happens at, and time passing is itself an event (`tick`).
public struct LiveActivity: Equatable, Sendable {
  /// How long an activity may stay active before the system ends it.
  public static let maximumActiveDuration: TimeInterval = 8 * 3600
  /// How long an alerting update keeps the island expanded (ActivityKit does not document it).
  public static let alertDuration: TimeInterval = 4
  /// The budget of attributes plus content state, JSON-encoded.
  public static let maximumEncodedSize = 4096

  /// What the activity is (replaced only by a live reload of its fixture, `reloaded(with:)`).
  public package(set) var definition: ActivityDefinition
  /// The static attributes.
  public package(set) var attributes: [String: Value]
  /// When it started.
  public let startDate: Date
  /// The current content.
  public package(set) var content: ContentState
  /// The current stale date, if any.
  public private(set) var staleDate: Date?
  /// The current relevance score.
  public private(set) var relevanceScore: Double
  /// The current state.
  public private(set) var state: ActivityState
  /// The pipeline step whose content is shown, when the content came from the pipeline.
  public package(set) var stepIndex: Int?
  /// The pipeline step applied last, even when a push or an end has replaced its content since: the next
  /// step follows it, as an app's pipeline does.
  public private(set) var lastStepIndex = 0
  /// When the pipeline step `stepIndex` was applied: the instant its relative dates count from.
  public package(set) var stepDate: Date?
  /// When it ended, if it has.
  public private(set) var endDate: Date?
  /// What ended it (`the app`, `a push`, `the 8-hour limit`, `a person`), once ended.
  public private(set) var endCause: String?
  /// When it is (or was) dismissed, once ended.
  public private(set) var dismissalDate: Date?
  /// The timestamp of the last applied push.
  public private(set) var lastPushTimestamp: Date?
  /// The last alert and when it arrived.
  public private(set) var lastAlert: DeliveredAlert?
  /// The instant of the last applied event.
  public private(set) var now: Date
  /// Every event, applied or not, in order: the last `logLimit` to `logLimit * 3 / 2` of them.
  public private(set) var log: [EventLogEntry] = []
  /// How many of the oldest entries `log` no longer holds: every entry ever logged is this many plus
  /// `log.count` (`loggedCount`).
  public private(set) var droppedLogEntries = 0

  /// The fewest entries `log` keeps once it trims: an activity on `la-sim serve` may take millions of
  /// pushes, and its log must not grow with them. Trimmed in batches, so appending stays cheap.
  public static let logLimit = 1000

  /// Every entry ever logged, kept or dropped.
  public var loggedCount: Int { droppedLogEntries + log.count }

  /// Starts `definition` at `date` with the content of pipeline step `step` (applied at `date`).
  ///
  /// This start always succeeds, so that any fixture can be looked at; when attributes and content state are
  /// over the 4 KB budget the start's log entry says so. `LiveActivity.request` refuses such a start instead,
  /// as `Activity.request` does.
  public init(definition: ActivityDefinition, startingAt date: Date, step: Int = 0) {
    let index = definition.pipeline.isEmpty ? nil : min(max(step, 0), definition.pipeline.count - 1)
    let pipelineStep = index.map { definition.pipeline[$0] }
    self.init(
      definition: definition, attributes: definition.attributes,
      content: pipelineStep?.content.resolve(at: date) ?? ContentState(values: [:]),
      staleDate: pipelineStep?.staleAfter.map { date.addingTimeInterval($0) },
      relevanceScore: pipelineStep?.relevanceScore ?? definition.relevanceScore, alert: nil, timestamp: nil,
      at: date, label: "start" + (pipelineStep.map { " \($0.name)" } ?? ""))
    stepIndex = index
    lastStepIndex = index ?? 0
    stepDate = date
    if let endsWith = pipelineStep?.endsWith, let pipelineStep {
      apply(.end(nil, endsWith.resolve(at: date), timestamp: nil), at: date)
      log[log.count - 1].event = "end (step \(pipelineStep.name) ends the activity)"
    }
  }

  /// The one place an activity comes into being: logs the start, with a warning when its stale date has passed
  /// and a note when it is over the 4 KB budget (which `request` turns into a refusal).
  init(
    definition: ActivityDefinition, attributes: [String: Value], content: ContentState, staleDate: Date?,
    relevanceScore: Double, alert: AlertContent?, timestamp: Date?, at date: Date, label: String
  ) {
    self.definition = definition
    self.attributes = attributes
    startDate = date
    now = date
    self.content = content
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
    state = .active
    stepIndex = nil
    lastPushTimestamp = timestamp
    if let alert { lastAlert = DeliveredAlert(alert: alert, date: date) }
    var notes: [String] = []
    if let staleDate, staleDate <= date {
      state = .stale
      notes.append(
        "the stale date \(ClockText.iso(staleDate)) is already past: the activity starts stale"
          + " (devices have been seen never to show such an activity)")
    }
    let size = ActivityEncoding.encodedSize(of: self)
    if size > Self.maximumEncodedSize {
      notes.append(
        "attributes and content state encode to \(size) bytes, over the \(Self.maximumEncodedSize)-byte budget:"
          + " Activity.request would throw attributesTooLarge")
    }
    appendLog(
      EventLogEntry(
        date: date, event: label, outcome: .applied, note: notes.isEmpty ? nil : notes.joined(separator: "; ")
      ))
  }

  /// Whether the stale date has passed.
  public var isStale: Bool { state == .stale }

  /// Logs `entry`, dropping the oldest entries past half as many again as `logLimit`.
  private mutating func appendLog(_ entry: EventLogEntry) {
    log.append(entry)
    guard log.count > Self.logLimit + Self.logLimit / 2 else { return }
    let dropped = log.count - Self.logLimit
    log.removeFirst(dropped)
    droppedLogEntries += dropped
  }

  /// The content with derived fields and attributes, as layouts read it.
  public var readableValues: [String: Value] {
    var values = attributes
    values.merge(content.values) { _, new in new }
    for field in definition.derived { values[field.name] = field.evaluate(content.values) }
    return values
  }

  /// Whether an alert is still showing at `date`.
  public func isAlerting(at date: Date) -> Bool {
    guard let lastAlert, state.acceptsUpdates else { return false }
    return date >= lastAlert.date && date < lastAlert.date.addingTimeInterval(Self.alertDuration)
  }

  /// Applies `event` at `date` (an earlier date than the last event counts as the last event's instant: time
  /// never runs backwards), logs it, and says what became of it. Transitions that fall due on the way (the stale
  /// date, the 8-hour limit, the dismissal) happen first, each with its own log entry. A `tick` logs only those.
  @discardableResult
  public mutating func apply(_ event: ActivityEvent, at date: Date) -> EventOutcome {
    advanceClock(to: date)
    let outcome: EventOutcome
    var note: String?
    switch event {
    case .tick:
      return .applied
    case .update(let update):
      (outcome, note) = applyUpdate(update)
    case .end(let finalContent, let policy, let timestamp):
      (outcome, note) = applyEnd(finalContent, policy: policy, timestamp: timestamp, cause: "the app")
    case .markStale:
      if state.acceptsUpdates {
        staleDate = now
        state = .stale
        outcome = .applied
      } else {
        outcome = .ignored("the activity is \(state.rawValue); only an active activity can become stale")
      }
    case .removeByPerson:
      if state == .dismissed {
        outcome = .ignored("the activity is already dismissed")
      } else {
        if endDate == nil {
          endDate = now
          endCause = "a person"
        }
        dismissalDate = now
        state = .dismissed
        outcome = .applied
      }
    }
    appendLog(EventLogEntry(date: now, event: event.name, outcome: outcome, note: note))
    return outcome
  }

  /// Moves to the next pipeline step (an update, or the end when the step ends the activity).
  @discardableResult
  public mutating func advance(at date: Date) -> EventOutcome {
    let next = (stepIndex ?? lastStepIndex) + 1
    guard definition.pipeline.indices.contains(next) else {
      let last = definition.pipeline.last?.name ?? "the start"
      return record("advance", outcome: .ignored("no step after \(last)"), at: date)
    }
    return applyStep(next, at: date)
  }

  /// Applies pipeline step `index` as the app would send it at `date`.
  @discardableResult
  public mutating func applyStep(_ index: Int, at date: Date) -> EventOutcome {
    guard definition.pipeline.indices.contains(index) else {
      return record(
        "step \(index)",
        outcome: .ignored("\(definition.name) has no step \(index) (it has \(definition.pipeline.count))"),
        at: date)
    }
    let step = definition.pipeline[index]
    let newContent = step.content.resolve(at: date)
    let alert = step.alert.map { template in
      AlertContent(
        title: TemplateText.resolve(template.title, values: newContent.values, definition: definition),
        body: TemplateText.resolve(template.body, values: newContent.values, definition: definition),
        sound: template.sound)
    }
    if let endsWith = step.endsWith {
      // `Activity.end(content, dismissalPolicy:)`: one call that sets the final content and ends; no update
      // comes before it.
      let outcome = apply(.end(newContent, endsWith.resolve(at: date), timestamp: nil), at: date)
      if outcome == .applied {
        stepIndex = index
        lastStepIndex = index
        stepDate = now
      }
      log[log.count - 1].event = "end (step \(step.name) ends the activity)"
      return outcome
    }
    // An app passes its relevance score with every ActivityContent; the fixture's default stands in for it.
    let update = ActivityUpdate(
      content: newContent, staleDate: step.staleAfter.map { date.addingTimeInterval($0) },
      relevanceScore: step.relevanceScore ?? definition.relevanceScore, alert: alert, label: step.name)
    let outcome = apply(.update(update), at: date)
    if outcome == .applied {
      stepIndex = index
      lastStepIndex = index
      stepDate = now
    }
    return outcome
  }

  /// Ends the activity the way the fixture's `end` (or `cancel`) describes.
  @discardableResult
  public mutating func end(with template: EndTemplate, at date: Date) -> EventOutcome {
    let finalContent = template.content?.resolve(at: date)
    let outcome = apply(.end(finalContent, template.dismissal.resolve(at: date), timestamp: nil), at: date)
    if outcome == .applied, finalContent != nil { stepIndex = nil }
    return outcome
  }

  /// Logs an event that changed nothing (or a push ending the activity) at `date`, after due transitions.
  @discardableResult
  package mutating func record(_ event: String, outcome: EventOutcome, note: String? = nil, at date: Date)
    -> EventOutcome
  {
    advanceClock(to: date)
    appendLog(EventLogEntry(date: now, event: event, outcome: outcome, note: note))
    return outcome
  }

  /// Ends the activity because of an `end` push: as `apply(.end…)`, but the log and the end cause say so.
  package mutating func applyPushEnd(
    _ finalContent: ContentState?, policy: DismissalPolicy, timestamp: Date, label: String, at date: Date
  ) -> EventOutcome {
    advanceClock(to: date)
    let (outcome, note) = applyEnd(finalContent, policy: policy, timestamp: timestamp, cause: "a push")
    appendLog(EventLogEntry(date: now, event: label, outcome: outcome, note: note))
    return outcome
  }

  /// Why an update (or, `ignored`, an end) that arrives now is ignored, or nil when it may be applied.
  private func reasonToIgnore(timestamp: Date?, ignored: String = "updates") -> String? {
    if !state.acceptsUpdates {
      var what =
        "the activity ended" + (endDate.map { " at \(ClockText.iso($0))" } ?? "")
        + (endCause.map { " (by \($0))" } ?? "")
      if state == .dismissed, let dismissalDate {
        what +=
          dismissalDate == endDate
          ? " and was dismissed at once" : " and was dismissed at \(ClockText.iso(dismissalDate))"
      }
      return "\(what); ActivityKit ignores \(ignored) after the end"
    }
    if let timestamp, let last = lastPushTimestamp, timestamp <= last {
      let relation = timestamp == last ? "equal to" : "older than"
      return "timestamp \(Self.seconds(timestamp)) is \(relation) the last applied push's"
        + " (\(Self.seconds(last))); the device keeps the most recent update"
    }
    return nil
  }

  private mutating func applyUpdate(_ update: ActivityUpdate) -> (EventOutcome, String?) {
    if let reason = reasonToIgnore(timestamp: update.timestamp) { return (.ignored(reason), nil) }
    var candidate = self
    candidate.content = update.content
    let size = ActivityEncoding.encodedSize(of: candidate)
    guard size <= Self.maximumEncodedSize else {
      return (
        .refused(
          "attributes and content state encode to \(size) bytes, over the \(Self.maximumEncodedSize)-byte budget"
        ),
        nil
      )
    }
    content = update.content
    staleDate = update.staleDate
    if let score = update.relevanceScore { relevanceScore = score }
    if let timestamp = update.timestamp { lastPushTimestamp = timestamp }
    if let alert = update.alert { lastAlert = DeliveredAlert(alert: alert, date: now) }
    stepIndex = nil
    let wasStale = state == .stale
    var note: String?
    if let staleDate, staleDate <= now {
      state = .stale
      note =
        "its stale date \(ClockText.iso(staleDate)) has already passed: the activity"
        + (wasStale ? " stays stale" : " is stale at once")
    } else {
      state = .active
      if wasStale {
        note =
          staleDate == nil
          ? "fresh again: the update carries no stale date, so it does not go stale again"
          : "fresh again: the update carries a later stale date"
      }
    }
    return (.applied, note)
  }

  private mutating func applyEnd(
    _ finalContent: ContentState?, policy: DismissalPolicy, timestamp: Date?, cause: String
  ) -> (EventOutcome, String?) {
    // Worded as it is made, not replaced afterwards: a first `replacing` costs a command's start-up
    // a third of a million instructions to set its searcher up.
    if let reason = reasonToIgnore(timestamp: timestamp, ignored: "an end") {
      return (.ignored(reason), nil)
    }
    if let finalContent {
      var candidate = self
      candidate.content = finalContent
      let size = ActivityEncoding.encodedSize(of: candidate)
      guard size <= Self.maximumEncodedSize else {
        return (
          .refused(
            "the final content encodes to \(size) bytes with the attributes, over the"
              + " \(Self.maximumEncodedSize)-byte budget; the activity keeps running"),
          nil
        )
      }
      content = finalContent
      stepIndex = nil
    }
    if let timestamp { lastPushTimestamp = timestamp }
    endDate = now
    endCause = cause
    let dismissal = policy.dismissalDate(endedAt: now)
    dismissalDate = dismissal
    state = .ended
    var note =
      "\(policy): gone from the Dynamic Island now; the Lock Screen keeps it until"
      + " \(ClockText.iso(dismissal))"
    if case .after(let requested) = policy, requested > dismissal {
      note += " (\(ClockText.iso(requested)) is clamped to 4 hours after the end)"
    }
    if dismissal <= now {
      state = .dismissed
      note = "\(policy): dismissed at once"
    }
    return (.applied, note)
  }

  /// Lets time pass up to `date`, making due transitions in order and logging each.
  private mutating func advanceClock(to date: Date) {
    let target = max(date, now)
    while true {
      var due: [(Date, Transition)] = []
      if state.acceptsUpdates {
        due.append((startDate.addingTimeInterval(Self.maximumActiveDuration), .limit))
      }
      if state == .active, let staleDate { due.append((staleDate, .stale)) }
      if state == .ended, let dismissalDate { due.append((dismissalDate, .dismiss)) }
      guard let (when, what) = due.filter({ $0.0 <= target }).min(by: { $0.0 < $1.0 }) else { break }
      now = max(now, when)
      switch what {
      case .limit:
        endDate = now
        endCause = "the 8-hour limit"
        let dismissal = DismissalPolicy.default.dismissalDate(endedAt: now)
        dismissalDate = dismissal
        state = .ended
        appendLog(
          EventLogEntry(
            date: now, event: "8-hour limit reached", outcome: .applied,
            note: "the system ends an activity after 8 hours active; the Lock Screen keeps it until"
              + " \(ClockText.iso(dismissal))"))
      case .stale:
        state = .stale
        appendLog(EventLogEntry(date: now, event: "stale date reached", outcome: .applied, note: nil))
      case .dismiss:
        state = .dismissed
        appendLog(EventLogEntry(date: now, event: "dismissed", outcome: .applied, note: nil))
      }
    }
    now = target
  }

  private enum Transition {
    case limit, stale, dismiss
  }

  /// Whole Unix seconds, as push timestamps are written.
  static func seconds(_ date: Date) -> String {
    let value = date.timeIntervalSince1970
    return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
