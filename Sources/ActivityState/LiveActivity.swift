import Foundation

/// A running Live Activity. It changes only through `apply(_:at:)`, which never reads a clock.
public struct LiveActivity: Equatable, Sendable {
  /// How long an activity may stay active before the system ends it.
  public static let maximumActiveDuration: TimeInterval = 8 * 3600
  /// How long an alerting update keeps the island expanded (ActivityKit does not document it).
  public static let alertDuration: TimeInterval = 4
  /// The budget of attributes plus content state, JSON-encoded.
  public static let maximumEncodedSize = 4096

  /// What the activity is.
  public let definition: ActivityDefinition
  /// The static attributes.
  public let attributes: [String: Value]
  /// When it started.
  public let startDate: Date
  /// The current content.
  public private(set) var content: ContentState
  /// The current stale date, if any.
  public private(set) var staleDate: Date?
  /// The current relevance score.
  public private(set) var relevanceScore: Double
  /// The current state.
  public private(set) var state: ActivityState
  /// The pipeline step whose content is shown, when the content came from the pipeline.
  public private(set) var stepIndex: Int?
  /// When it ended, if it has.
  public private(set) var endDate: Date?
  /// When it is (or was) dismissed, once ended.
  public private(set) var dismissalDate: Date?
  /// The timestamp of the last applied push.
  public private(set) var lastPushTimestamp: Date?
  /// The last alert and when it arrived.
  public private(set) var lastAlert: (alert: AlertContent, date: Date)?
  /// The instant of the last applied event.
  public private(set) var now: Date
  /// Every event, applied or not, in order.
  public private(set) var log: [EventLogEntry] = []

  /// Starts `definition` at `date` with the content of pipeline step `step` (applied at `date`).
  public init(definition: ActivityDefinition, startingAt date: Date, step: Int = 0) {
    let index = min(max(step, 0), definition.pipeline.count - 1)
    let pipelineStep = definition.pipeline[index]
    self.definition = definition
    attributes = definition.attributes
    startDate = date
    now = date
    content = pipelineStep.content.resolve(at: date)
    staleDate = pipelineStep.staleAfter.map { date.addingTimeInterval($0) }
    relevanceScore = pipelineStep.relevanceScore ?? definition.relevanceScore
    state = .active
    stepIndex = index
    var note: String?
    if let staleDate, staleDate <= date {
      state = .stale
      note = "the stale date \(ClockText.iso(staleDate)) is already past: the activity starts stale"
        + " (devices have been seen never to show such an activity)"
    }
    log.append(EventLogEntry(date: date, event: "start \(pipelineStep.name)", outcome: .applied, note: note))
    let size = ActivityEncoding.encodedSize(of: self)
    if size > Self.maximumEncodedSize {
      log.append(
        EventLogEntry(
          date: date, event: "start", outcome: .refused("attributesTooLarge: \(size) bytes over the 4096-byte budget"),
          note: nil))
    }
    if let endsWith = pipelineStep.endsWith {
      apply(.end(nil, endsWith.resolve(at: date), timestamp: nil), at: date)
    }
  }

  /// Whether the stale date has passed.
  public var isStale: Bool { state == .stale }

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

  /// Applies `event` at `date` (never earlier than the last event), logs it, and says what became of it.
  @discardableResult
  public mutating func apply(_ event: ActivityEvent, at date: Date) -> EventOutcome {
    advanceClock(to: date)
    let outcome: EventOutcome
    switch event {
    case .tick:
      return .applied
    case .update(let update):
      outcome = applyUpdate(update)
    case .end(let finalContent, let policy, let timestamp):
      outcome = applyEnd(finalContent, policy: policy, timestamp: timestamp)
    case .markStale:
      guard state.acceptsUpdates else {
        outcome = .ignored("the activity is \(state.rawValue)")
        break
      }
      staleDate = now
      state = .stale
      outcome = .applied
    case .removeByPerson:
      guard state != .dismissed else {
        outcome = .ignored("the activity is already dismissed")
        break
      }
      if endDate == nil { endDate = now }
      dismissalDate = now
      state = .dismissed
      outcome = .applied
    }
    if event != .tick { log.append(EventLogEntry(date: now, event: event.name, outcome: outcome, note: nil)) }
    return outcome
  }

  /// Moves to the next pipeline step (an update, or the end when the step ends the activity).
  @discardableResult
  public mutating func advance(at date: Date) -> EventOutcome {
    let next = (stepIndex ?? -1) + 1
    guard definition.pipeline.indices.contains(next) else {
      advanceClock(to: date)
      let outcome = EventOutcome.ignored("no step after \(definition.pipeline.last!.name)")
      log.append(EventLogEntry(date: now, event: "advance", outcome: outcome, note: nil))
      return outcome
    }
    return applyStep(next, at: date)
  }

  /// Applies pipeline step `index` as the app would send it at `date`.
  @discardableResult
  public mutating func applyStep(_ index: Int, at date: Date) -> EventOutcome {
    let step = definition.pipeline[index]
    let newContent = step.content.resolve(at: date)
    let alert = step.alert.map { template in
      AlertContent(
        title: TemplateText.resolve(template.title, values: newContent.values, definition: definition),
        body: TemplateText.resolve(template.body, values: newContent.values, definition: definition),
        sound: template.sound)
    }
    let update = ActivityUpdate(
      content: newContent, staleDate: step.staleAfter.map { date.addingTimeInterval($0) },
      relevanceScore: step.relevanceScore, alert: alert, label: step.name)
    var outcome = apply(.update(update), at: date)
    if outcome == .applied {
      stepIndex = index
      if let endsWith = step.endsWith {
        outcome = apply(.end(nil, endsWith.resolve(at: date), timestamp: nil), at: date)
      }
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

  private mutating func applyUpdate(_ update: ActivityUpdate) -> EventOutcome {
    guard state.acceptsUpdates else {
      return .ignored(
        "the activity \(state == .dismissed ? "was dismissed" : "ended") at \(ClockText.iso(endDate ?? now));"
          + " ActivityKit ignores updates after the end")
    }
    if let timestamp = update.timestamp, let last = lastPushTimestamp, timestamp <= last {
      return .ignored(
        "timestamp \(Int(timestamp.timeIntervalSince1970)) is not newer than the last applied push"
          + " (\(Int(last.timeIntervalSince1970))); the device keeps the most recent update")
    }
    var candidate = self
    candidate.content = update.content
    let size = ActivityEncoding.encodedSize(of: candidate)
    guard size <= Self.maximumEncodedSize else {
      return .refused("attributes and content state encode to \(size) bytes, over the 4096-byte budget")
    }
    content = update.content
    staleDate = update.staleDate
    if let score = update.relevanceScore { relevanceScore = score }
    if let timestamp = update.timestamp { lastPushTimestamp = timestamp }
    if let alert = update.alert { lastAlert = (alert, now) }
    stepIndex = nil
    state = (staleDate.map { now >= $0 } ?? false) ? .stale : .active
    return .applied
  }

  private mutating func applyEnd(
    _ finalContent: ContentState?, policy: DismissalPolicy, timestamp: Date?
  ) -> EventOutcome {
    guard state.acceptsUpdates else {
      return .ignored("the activity already ended at \(ClockText.iso(endDate ?? now))")
    }
    if let timestamp, let last = lastPushTimestamp, timestamp <= last {
      return .ignored(
        "timestamp \(Int(timestamp.timeIntervalSince1970)) is not newer than the last applied push"
          + " (\(Int(last.timeIntervalSince1970)))")
    }
    if let finalContent {
      content = finalContent
      stepIndex = nil
    }
    if let timestamp { lastPushTimestamp = timestamp }
    endDate = now
    dismissalDate = policy.dismissalDate(endedAt: now)
    state = .ended
    if let dismissalDate, dismissalDate <= now { state = .dismissed }
    return .applied
  }

  /// Lets time pass up to `date`, making due transitions in order and logging each.
  private mutating func advanceClock(to date: Date) {
    let target = max(date, now)
    while true {
      var due: [(Date, String)] = []
      if state.acceptsUpdates {
        due.append((startDate.addingTimeInterval(Self.maximumActiveDuration), "limit"))
      }
      if state == .active, let staleDate { due.append((staleDate, "stale")) }
      if state == .ended, let dismissalDate { due.append((dismissalDate, "dismiss")) }
      guard let (when, what) = due.filter({ $0.0 <= target }).min(by: { $0.0 < $1.0 }) else { break }
      now = max(now, when)
      switch what {
      case "limit":
        endDate = when
        dismissalDate = DismissalPolicy.default.dismissalDate(endedAt: when)
        state = .ended
        log.append(
          EventLogEntry(
            date: when, event: "8-hour limit reached", outcome: .applied,
            note: "the system ends an activity after 8 hours active"))
      case "stale":
        state = .stale
        log.append(EventLogEntry(date: when, event: "stale date reached", outcome: .applied, note: nil))
      default:
        state = .dismissed
        log.append(EventLogEntry(date: when, event: "dismissed", outcome: .applied, note: nil))
      }
    }
    now = target
  }
}

extension LiveActivity {
  /// Equality ignores the alert tuple's identity but compares its parts.
  public static func == (lhs: LiveActivity, rhs: LiveActivity) -> Bool {
    lhs.definition == rhs.definition && lhs.startDate == rhs.startDate && lhs.content == rhs.content
      && lhs.staleDate == rhs.staleDate && lhs.relevanceScore == rhs.relevanceScore && lhs.state == rhs.state
      && lhs.stepIndex == rhs.stepIndex && lhs.endDate == rhs.endDate && lhs.dismissalDate == rhs.dismissalDate
      && lhs.lastPushTimestamp == rhs.lastPushTimestamp && lhs.lastAlert?.alert == rhs.lastAlert?.alert
      && lhs.lastAlert?.date == rhs.lastAlert?.date && lhs.now == rhs.now && lhs.log == rhs.log
  }
}
