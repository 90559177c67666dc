import Delivery
import Fixture
import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One phone with every Live Activity of every app on it: each activity keeps its own lifecycle, and the phone
/// decides, as iOS does, what the Dynamic Island and the Lock Screen show at each instant (`island(at:)`,
/// `lockScreen(at:)`).
///
/// An app is a bundle identifier (a fixture names one). `Activity.request` fails once an app has
/// `activityLimit` activities that are not yet over (ended ones still count while the Lock Screen shows them,
/// as they are still in `Activity.activities`).
public struct SimulatedPhone: Equatable, Sendable {
  /// An activity on the phone, with the name it is addressed by and the order it started in.
  public struct Entry: Equatable, Sendable {
    /// How scenarios, keys and logs name it: the fixture's name, or the name given at the start.
    public var name: String
    /// The activity.
    public var activity: LiveActivity
    /// 0 for the first activity started on the phone, 1 for the next, …: ties in relevance go to the lowest.
    public var order: Int
    /// Its update push token and the ones it replaced (`pushTokenUpdates`).
    public var tokens = PushTokenHistory()
    /// The broadcast channel it joined (`input-push-channel`), if any.
    public var channel: String?

    /// The app it belongs to.
    public var app: String { activity.definition.bundleIdentifier }
  }

  /// Why `request` refuses to start an activity.
  public enum RequestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ActivityKit's `ActivityAuthorizationError.targetMaximumExceeded`: the app already has `limit` activities.
    case targetMaximumExceeded(app: String, limit: Int)
    /// Attributes and content state are over the 4 KB budget (`attributesTooLarge`).
    case attributesTooLarge(LiveActivity.RequestError)
    /// ActivityKit's `ActivityAuthorizationError.globalMaximumExceeded`: the phone has `limit` activities.
    case globalMaximumExceeded(limit: Int)
    /// The name is taken by an activity still on the phone.
    case duplicateName(String)

    /// One line.
    public var description: String {
      switch self {
      case .targetMaximumExceeded(let app, let limit):
        "targetMaximumExceeded: \(app.terminalSafe) already has \(limit) Live Activities (the per-app limit)"
      case .attributesTooLarge(let error): error.description
      case .globalMaximumExceeded(let limit):
        "globalMaximumExceeded: the phone already has \(limit) Live Activities (la-sim's limit for all apps)"
      case .duplicateName(let name): "an activity named \"\(name.terminalSafe)\" is already on the phone"
      }
    }
  }

  /// The per-app limit iOS is seen to enforce; Apple publishes none (see DECISIONS.md).
  public static let defaultActivityLimit = 5
  /// Activities of all apps together: Apple publishes no figure; la-sim's bound, so that a hostile scenario
  /// cannot start activities without end.
  public static let globalActivityLimit = 32

  /// Activities in the order they started, ended and dismissed ones included (a dismissed one's entry goes
  /// when its name is taken again).
  public internal(set) var entries: [Entry] = []
  /// How many activities one app may have at once.
  public var activityLimit: Int
  /// Every push token the phone issued, in order, as `pushTokenUpdates` and `pushToStartTokenUpdates` emit them.
  public internal(set) var tokenUpdates: [TokenUpdate] = []
  /// Each app's priority-10 budget, by bundle identifier, once a push has spent from it.
  public internal(set) var budgets: [String: PushBudget] = [:]
  private var started = 0

  /// An empty phone.
  public init(activityLimit: Int = Self.defaultActivityLimit) {
    self.activityLimit = max(1, activityLimit)
  }

  /// The entry called `name`.
  public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

  /// Starts `definition` at pipeline step `step` as `Activity.request` does, under `name` (default: the
  /// fixture's name, then `name-2`, `name-3`, … when taken).
  @discardableResult
  public mutating func request(
    _ definition: ActivityDefinition, name: String? = nil, at date: Date, step: Int = 0,
    relevanceScore: Double? = nil
  ) throws(RequestError) -> String {
    let chosen = try admit(app: definition.bundleIdentifier, name: name ?? freeName(for: definition.name))
    var activity: LiveActivity
    do {
      activity = try LiveActivity.request(definition: definition, startingAt: date, step: step)
    } catch {
      throw .attributesTooLarge(error)
    }
    if let relevanceScore { activity.setRelevanceScore(relevanceScore, at: date) }
    entries.append(Entry(name: chosen, activity: activity, order: started))
    started += 1
    subscribeAsRequested(chosen, definition: definition, at: date)
    return chosen
  }

  /// Adds an activity the app itself started (`Activity.request`), with the `pushType` its fixture says:
  /// an update token (`.token`), or the fixture's broadcast channel (`.channel(id)`) and no token.
  @discardableResult
  public mutating func launch(_ activity: LiveActivity) throws(RequestError) -> String {
    let name = try add(activity, issuesToken: false)
    subscribeAsRequested(name, definition: activity.definition, at: activity.startDate)
    return name
  }

  /// What `Activity.request(…, pushType:)` subscribes the activity called `name` to.
  private mutating func subscribeAsRequested(_ name: String, definition: ActivityDefinition, at date: Date) {
    if let channel = definition.push.channel {
      join(name, channel: channel)
    } else {
      issueToken(to: name, at: date, reason: "started")
    }
  }

  /// Adds an activity started elsewhere (a push-to-start), under `name` (default: the fixture's name, then
  /// `name-2`, …), subject to the per-app limit.
  /// `issuesToken` false: a push-to-start without `input-push-token: 1`, which gets no update token.
  @discardableResult
  public mutating func add(
    _ activity: LiveActivity, name: String? = nil, issuesToken: Bool = true
  ) throws(RequestError) -> String {
    let chosen = try admit(
      app: activity.definition.bundleIdentifier, name: name ?? freeName(for: activity.definition.name))
    entries.append(Entry(name: chosen, activity: activity, order: started))
    started += 1
    if issuesToken { issueToken(to: chosen, at: activity.startDate, reason: "started") }
    return chosen
  }

  /// The activity named `name`, or the first one when none is (a phone holds at least one wherever this is
  /// read), changed in place: a copy to change and write back would copy its event log, which grows with
  /// every push, so that a scenario of n pushes cost n².
  public subscript(activityNamed name: String) -> LiveActivity {
    get { entry(named: name)?.activity ?? entries[0].activity }
    _modify {
      let index = entries.firstIndex { $0.name == name } ?? entries.startIndex
      yield &entries[index].activity
    }
  }

  /// Applies `change` to the activity called `name`; nil when there is none.
  @discardableResult
  public mutating func update<Result>(_ name: String, _ change: (inout LiveActivity) -> Result) -> Result? {
    guard let index = entries.firstIndex(where: { $0.name == name }) else { return nil }
    return change(&entries[index].activity)
  }

  /// Moves every activity's clock to `date` (ends at 8 hours, dismissals, staleness).
  public mutating func tick(at date: Date) {
    rotateDueTokens(until: date)
    for index in entries.indices { entries[index].activity.apply(.tick, at: date) }
  }

  /// Checks the limits and the name for a new activity of `app` (a dismissed one's name may be taken again,
  /// and its entry goes), and returns the name.
  private mutating func admit(app: String, name: String) throws(RequestError) -> String {
    let current = entries.filter { $0.activity.state != .dismissed }
    guard current.filter({ $0.app == app }).count < activityLimit else {
      throw .targetMaximumExceeded(app: app, limit: activityLimit)
    }
    guard current.count < Self.globalActivityLimit else {
      throw .globalMaximumExceeded(limit: Self.globalActivityLimit)
    }
    guard entry(named: name).map({ $0.activity.state == .dismissed }) ?? true else {
      throw .duplicateName(name)
    }
    entries.removeAll { $0.name == name }
    return name
  }

  private func freeName(for base: String) -> String {
    guard entry(named: base) != nil else { return base }
    var number = 2
    while entry(named: "\(base)-\(number)") != nil { number += 1 }
    return "\(base)-\(number)"
  }
}

extension LiveActivity {
  /// An update that changes only the relevance score (an app passes one with every `ActivityContent`); the
  /// activity stays at its pipeline step.
  @discardableResult
  public mutating func setRelevanceScore(_ score: Double, at date: Date) -> EventOutcome {
    let score = score.isFinite ? score : 0
    let step = stepIndex
    let shown = score == score.rounded() && abs(score) < 1e15 ? String(Int(score)) : String(score)
    let outcome = apply(
      .update(
        ActivityUpdate(
          content: content, staleDate: staleDate, relevanceScore: score, alert: nil,
          label: "relevance \(shown)")),
      at: date)
    if outcome == .applied { stepIndex = step }
    return outcome
  }
}
