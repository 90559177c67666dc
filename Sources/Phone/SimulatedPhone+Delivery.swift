import Delivery
import Fixture
import Formatting
import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SimulatedPhone {
  /// Where a payload file goes, decided from its address before it is decoded (the target's fixture is the
  /// schema it is decoded against).
  public enum PushResolution: Equatable, Sendable {
    /// An update or end for the activity called `name`.
    case activity(String)
    /// A start push for `definition`'s app.
    case start(ActivityDefinition)
    /// Lost on the way: sent to a token that no longer works. `name` is the activity it was for.
    case lost(name: String?, reason: String, trap: PushTrap)
    /// For no activity or app on the phone: APNs or the device drops it.
    case unknown(reason: String, trap: PushTrap)
    /// No activity is on the phone to take an update.
    case noActivity
    /// A broadcast (`apns-channel-id`): every activity that joined the channel, in start order.
    case broadcast([String])
  }

  /// What a push delivered to an activity did, and what the verdict should add.
  public struct PushReceipt: Equatable, Sendable {
    /// Applied, ignored (the lifecycle, a throttle) or refused.
    public var outcome: EventOutcome
    /// The trap that explains an ignored outcome, when la-sim knows one.
    public var trap: PushTrap?
    /// Notes on an applied push: priority 5, an equal content state.
    public var notes: [PushNote] = []
  }

  /// A push stamped this far after its arrival is taken for a clock or unit error (la-sim's figure).
  public static let futureTimestampLimit: TimeInterval = 86400
  /// A push stamped this far before its activity started is taken for a clock or unit error (la-sim's
  /// figure, as `futureTimestampLimit`).
  public static let pastTimestampLimit: TimeInterval = 86400

  /// Decides where a payload addressed as `address` goes: by `"token"` (as APNs routes), then by
  /// `"activity"`, then by `apns-topic` among `apps`, then to `fallback` (a start) or the latest open
  /// activity. With one app, a topic of another app still goes to it (the decoder warns about the topic).
  public func resolve(
    _ address: PushAddress, apps: [ActivityDefinition], fallback: ActivityDefinition
  ) -> PushResolution {
    let isStart = address.event == .start
    if let channel = address.channel, isStart {
      // A channel carries updates and ends to the activities that joined it; a start needs a device.
      return .lost(
        name: nil,
        reason:
          "a start push broadcast on channel \"\(channel.terminalSafe)\"; a broadcast updates or ends the"
          + " activities that joined the channel and starts none: send the start to the app's push-to-start"
          + " token (pushToStartTokenUpdates), with \"input-push-channel\" to have it join the channel",
        trap: .wrongTokenKind)
    }
    if let channel = address.channel {
      let joined = entries.filter { $0.channel == channel && $0.activity.state != .dismissed }.map(\.name)
      guard joined.isEmpty else { return .broadcast(joined) }
      let channels = entries.compactMap { entry in entry.channel.map { "\(entry.name): \($0)" } }
      return .unknown(
        reason: "no activity on the phone joined channel \"\(channel.terminalSafe)\" (input-push-channel);"
          + " channels joined: "
          + (channels.isEmpty ? "none" : channels.joined(separator: ", ").terminalSafe),
        trap: .channel)
    }
    if let token = address.token {
      let resolution = resolve(token: token, isStart: isStart, apps: apps, fallback: fallback)
      if let sent = address.environment, let app = app(of: resolution, apps: apps),
        sent != app.push.apsEnvironment
      {
        return .unknown(
          reason: "token \(PushToken.short(token.terminalSafe)) is a \(app.push.apsEnvironment) token"
            + " (\(app.push.host)), sent to the \(sent) server; APNs answers 400 BadDeviceToken: send it to"
            + " \(app.push.host)", trap: .environment)
      }
      return resolution
    }
    let byTopic = address.topicApp.flatMap { app in apps.first { $0.bundleIdentifier == app } }
    if isStart {
      if address.topic != nil, byTopic == nil, apps.count > 1 {
        return .unknown(reason: noApp(for: address.topic ?? "", apps: apps), trap: .noSuchActivity)
      }
      return .start(byTopic ?? fallback)
    }
    if let name = address.activity {
      guard entry(named: name) != nil else {
        return .unknown(
          reason: RouteError.unknownActivity(name, names: entries.map(\.name)).description,
          trap: .noSuchActivity)
      }
      return .activity(name)
    }
    if let topic = address.topic, apps.count > 1 {
      guard let app = byTopic else {
        return .unknown(reason: noApp(for: topic, apps: apps), trap: .noSuchActivity)
      }
      let mine = entries.filter { $0.app == app.bundleIdentifier }
      let target =
        mine.filter { $0.activity.state.acceptsUpdates }.max { $0.order < $1.order }
        ?? mine.max { $0.order < $1.order }
      guard let target else {
        return .unknown(
          reason: "no activity for topic \"\(topic.terminalSafe)\" on the phone: \(app.bundleIdentifier) has"
            + " none (the phone has: \(entries.map(\.name).joined(separator: ", ")))",
          trap: .noSuchActivity)
      }
      return .activity(target.name)
    }
    guard let name = try? pushTarget(named: nil) else { return .noActivity }
    return .activity(name)
  }

  private func resolve(
    token: String, isStart: Bool, apps: [ActivityDefinition], fallback: ActivityDefinition
  ) -> PushResolution {
    let shown = token.terminalSafe
    switch route(token: token) {
    case .activity(let name):
      guard !isStart else {
        return .lost(
          name: name,
          reason: "a start push sent to \(name)'s update token; a start goes to the app's push-to-start token"
            + " (pushToStartTokenUpdates), and the device drops it", trap: .wrongTokenKind)
      }
      return .activity(name)
    case .pushToStart(let app):
      if isStart { return .start(apps.first { $0.bundleIdentifier == app } ?? fallback) }
      let current = entries.filter { $0.app == app && $0.activity.state.acceptsUpdates }
        .compactMap { entry in entry.tokens.current.map { "\(entry.name): \($0)" } }
      return .lost(
        name: nil,
        reason: "an update sent to \(app)'s push-to-start token; updates go to an activity's own token"
          + " (pushTokenUpdates)" + (current.isEmpty ? "" : ": \(current.joined(separator: ", "))"),
        trap: .wrongTokenKind)
    case .rotated(let name, let until, let current):
      return .lost(
        name: name,
        reason: "token \(PushToken.short(shown)) is \(name)'s old token, replaced at \(ClockText.iso(until));"
          + " APNs accepts the push but the device drops it: send to the current token "
          + (current ?? "(none: the activity has ended)"),
        trap: .rotatedToken)
    case .ended(let name):
      let state = (entry(named: name)?.activity.state == .dismissed ? ActivityState.dismissed : .ended)
        .predicate
      return .lost(
        name: name,
        reason:
          "token \(PushToken.short(shown)) belonged to \(name), which \(state); a token dies with its"
          + " activity (APNs may answer 410 Unregistered): stop sending to it", trap: .endedToken)
    case .unknown:
      let known = entries.filter { $0.activity.state.acceptsUpdates }
        .compactMap { entry in entry.tokens.current.map { "\(entry.name): \($0)" } }
      if let problem = PushToken.formProblem(token) {
        // Shown whole: shortened, "8818d9cd-ae08-a8fa" would hide the dashes that make it no token.
        return .unknown(
          reason: "token \"\(token.abbreviated.terminalSafe)\" \(problem); a push token is an even number of"
            + " hex digits, and APNs answers 400 BadDeviceToken: send the token as pushTokenUpdates gave it,"
            + " hex-encoded; current tokens: " + (known.isEmpty ? "none" : known.joined(separator: ", ")),
          trap: .badDeviceToken)
      }
      return .unknown(
        reason:
          "no activity on the phone has token \(PushToken.short(shown)) (APNs answers 400 BadDeviceToken"
          + " for a token it never issued); current tokens: "
          + (known.isEmpty ? "none" : known.joined(separator: ", ")),
        trap: .badDeviceToken)
    }
  }

  /// The app a resolution reaches.
  private func app(of resolution: PushResolution, apps: [ActivityDefinition]) -> ActivityDefinition? {
    switch resolution {
    case .activity(let name), .lost(let name?, _, _): entry(named: name)?.activity.definition
    case .start(let definition): definition
    default: nil
    }
  }

  private func noApp(for topic: String, apps: [ActivityDefinition]) -> String {
    let list = entries.map { "\($0.name) (\(PushHeaders.liveActivityTopic(for: $0.app)))" }
    return "no activity for topic \"\(topic.terminalSafe)\" on the phone; it has "
      + (list.isEmpty ? "none" : list.joined(separator: ", "))
  }

  /// Marks the activity called `name` as subscribed to `channel` (a start's `input-push-channel`).
  public mutating func join(_ name: String, channel: String?) {
    guard let index = entries.firstIndex(where: { $0.name == name }) else { return }
    entries[index].channel = channel
  }

  /// Delivers an `update` or `end` to the activity called `name` as the device would: a priority-10 update
  /// (or one without `apns-priority`: APNs assumes 10) spends from the app's hourly budget and is throttled
  /// once it is spent; priority 5 costs nothing; then the activity's lifecycle decides.
  public mutating func deliver(_ push: PushPayload, to name: String, label: String?) -> PushReceipt {
    guard let entry = entry(named: name) else {
      return PushReceipt(outcome: .refused("no activity named \(name.terminalSafe)"))
    }
    let event = "push \(push.event.rawValue)" + (label.map { " \($0)" } ?? "")
    var notes: [PushNote] = []
    let priority = push.headers?.priority ?? 10
    // A timestamp in milliseconds has its own warning (LP010) with the same consequence and its fix.
    if push.timestamp.timeIntervalSince(push.arrival) > Self.futureTimestampLimit,
      push.timestamp.timeIntervalSince1970 < PushDecoder.millisecondThreshold
    {
      notes.append(
        PushNote(
          text: "timestamp \(ClockText.iso(push.timestamp)) is more than 24 hours after the push arrived"
            + " (\(ClockText.iso(push.arrival))): every later push stamped with the right time counts as older"
            + " and is ignored: stamp pushes with the current Unix time", trap: .futureTimestamp,
          severity: .warning))
    }
    let started = entry.activity.startDate
    if push.timestamp.timeIntervalSince1970 >= PushDecoder.plausibleUnixFloor,
      started.timeIntervalSince(push.timestamp) > Self.pastTimestampLimit
    {
      // Applied only when no push came before it (the lifecycle ignores it as older otherwise, LP011).
      notes.append(
        PushNote(
          text: "timestamp \(ClockText.iso(push.timestamp)) is more than a day before \(name) started"
            + " (\(ClockText.iso(started))): the device shows the most recent push by timestamp, so this one is"
            + " ignored as older once the activity has had a push stamped with the real time; it applies here"
            + " only because none came before it: stamp pushes with the current Unix time in seconds",
          trap: .pastTimestamp, severity: .warning))
    }
    if push.event == .update, entry.activity.state.acceptsUpdates {
      let app = entry.app
      if priority == 10 {
        var budget = budgets[app] ?? PushBudget(limit: entry.activity.definition.push.budgetPerHour)
        let spent = budget.spend(at: push.arrival)
        budgets[app] = budget
        if !spent {
          let next = budget.nextAvailable(at: push.arrival).map { ClockText.iso($0) } ?? "later"
          let reason =
            "throttled: \(app) has spent its priority-10 budget (\(budget.limit) updates an hour"
            + (entry.activity.definition.push.frequentUpdates
              ? " with NSSupportsLiveActivitiesFrequentUpdates" : "")
            + "); the next is delivered from \(next): send routine updates with apns-priority 5"
            + (entry.activity.definition.push.frequentUpdates
              ? "" : " or set NSSupportsLiveActivitiesFrequentUpdates")
            + " [\(PushTrap.throttled.code)]"
          let outcome = update(name) { $0.record(event, outcome: .ignored(reason), at: push.arrival) }
          return PushReceipt(outcome: outcome ?? .ignored(reason), trap: .throttled)
        }
      } else if priority == 5 {
        // A note, not a warning: priority 5 is what LP028's fix recommends for routine updates.
        notes.append(
          PushNote(
            text:
              "priority 5: not counted against the budget; iOS delivers it when it sees fit, so it may show"
              + " later (la-sim applies it on arrival)", trap: .lowPriority, severity: .note
          ))
      }
      if push.contentState == entry.activity.content, push.staleDate == entry.activity.staleDate,
        push.alert == nil, push.relevanceScore.map({ $0 == entry.activity.relevanceScore }) ?? true
      {
        notes.append(
          PushNote(
            text: "the content state equals the one shown: applied, and nothing changes on screen",
            trap: .equalContent, severity: .note))
      }
    }
    let outcome = update(name) { $0.receive(push, label: label) } ?? .refused("no activity")
    var receipt = PushReceipt(outcome: outcome, notes: outcome == .applied ? notes : [])
    if case .ignored(let reason) = outcome {
      receipt.trap = reason.contains("after the end") ? .afterEnd : .olderTimestamp
    } else if case .refused = outcome {
      receipt.trap = .contentTooLarge
    }
    return receipt
  }

  /// Logs, in the activity's log, a push lost on the way to it (a rotated or dead token).
  public mutating func recordLost(
    _ event: PushEvent?, to name: String, label: String, reason: String, at date: Date
  ) {
    let text = "push " + (event.map { "\($0.rawValue) " } ?? "") + label
    update(name) { $0.record(text, outcome: .ignored("lost: " + reason), at: date) }
  }
}
