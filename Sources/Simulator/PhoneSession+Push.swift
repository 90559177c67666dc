import ActivityState

/// Pushes on the phone: routed by their envelope, decoded against the fixture of the activity they go to,
/// then through the app's budget and the activity's lifecycle; and the token key.
extension PhoneSession {
  /// Where a payload goes: the index of its activity in `phone.entries`, the delivery decoded against that
  /// activity's fixture, the further activities a broadcast (`apns-channel-id`) reaches besides the first,
  /// and, for a push lost or addressed to nothing, why. Without a token, a name or another app's topic, it
  /// goes to the focused activity, as the keys do.
  struct Route {
    var index: Int
    var delivery: PushDelivery
    var alsoTo: [String] = []
    var dropped: Dropped?
  }

  /// Why a push reaches no activity.
  enum Dropped {
    /// Sent to a token that no longer works, or to an activity that is over (`name`, when la-sim knows it).
    case lost(name: String?, reason: String, trap: PushTrap)
    /// Addressed to nothing the phone has.
    case unknown(reason: String, trap: PushTrap)
  }

  func route(_ delivery: PushDelivery) -> Route {
    guard let root = delivery.root else { return Route(index: focusIndex, delivery: delivery) }
    let address = PushAddress.of(root)
    var apps: [ActivityDefinition] = []
    for entry in phone.entries where !apps.contains(where: { $0.bundleIdentifier == entry.app }) {
      apps.append(entry.activity.definition)
    }
    var route = Route(index: focusIndex, delivery: delivery)
    switch phone.resolve(address, apps: apps, fallback: definition) {
    case .activity(let name):
      let addressed =
        address.token != nil || address.activity != nil || (address.topic != nil && apps.count > 1)
      if addressed { route.index = phone.entries.firstIndex { $0.name == name } ?? focusIndex }
    case .start(let app):
      if app.bundleIdentifier != definition.bundleIdentifier {
        route.index = phone.entries.firstIndex { $0.app == app.bundleIdentifier } ?? focusIndex
      }
    case .noActivity:
      break
    case .broadcast(let names):
      // A broadcast reaches every activity that joined the channel: the first here, the others after it.
      route.index = phone.entries.firstIndex { $0.name == names[0] } ?? focusIndex
      route.alsoTo = Array(names.dropFirst())
    case .lost(let name, let reason, let trap):
      route.dropped = .lost(name: name, reason: reason, trap: trap)
      return route
    case .unknown(let reason, let trap):
      route.dropped = .unknown(reason: reason, trap: trap)
      return route
    }
    let target = phone.entries[route.index].activity.definition
    guard target != definition else { return route }
    route.delivery = PushDelivery.decode(root, fileName: delivery.fileName, definition: target)
    route.delivery.root = root
    return route
  }

  /// A push arrives now (when `l` is pressed, or at a scenario's `push` line): its `timestamp` still orders
  /// it against earlier pushes, as on a device, but the simulated clock does not jump to it.
  mutating func receive(_ arrived: PushDelivery?) {
    guard let arrived else {
      append("l", "no more payloads in \(pushesDirectory ?? "DIR"); r starts them again", .ignored)
      return
    }
    let routed = route(arrived)
    let file = arrived.fileName
    switch routed.dropped {
    case .lost(let name, let reason, let trap):
      let text = "push \(file): lost, \(name.map { "\($0): " } ?? "")\(reason) [\(trap.code)]"
      append("l", text, .ignored)
      if let name, let index = phone.entries.firstIndex(where: { $0.name == name }) {
        let event = arrived.root.flatMap { PushAddress.of($0).event }
        phone.recordLost(event, to: name, label: file, reason: "\(reason) [\(trap.code)]", at: now)
        // The line above says it; the activity's own entry is for the faces that show entries.
        mirroredCounts[index] = phone.entries[index].activity.log.count
      }
      pending.append(
        .verdict(
          PushVerdict(
            file: file, activity: name, outcome: .ignored("lost: \(reason) [\(trap.code)]"), trap: trap)))
      return
    case .unknown(let reason, let trap):
      append("l", "push \(file): rejected, \(reason) [\(trap.code)]", .refused)
      pending.append(.verdict(PushVerdict(file: file, activity: nil, outcome: .refused(reason), trap: trap)))
      return
    case nil:
      break
    }
    let delivery = routed.delivery
    // The push acts on the activity it is routed to; the focus comes back after it.
    let focused = focusIndex
    focusIndex = routed.index
    var startedByPush: Int?
    defer { focusIndex = startedByPush ?? focused }
    if delivery.kind != .applied || delivery.payload == nil {
      append("l", "push \(file): \(delivery.verdict)", delivery.kind)
      for detail in delivery.details { append("l", "  " + detail, delivery.kind) }
    }
    guard var push = delivery.payload else {
      let outcome: EventOutcome
      if let decoding = delivery.decoding {
        let count = decoding.errors.count
        let first = decoding.errors.first.map { "\($0.path): \($0.message)" } ?? ""
        outcome = activity.recordRejected(
          (decoding.event.map { "\($0.rawValue) " } ?? "") + file,
          reason: "does not decode (\(count) \(count == 1 ? "error" : "errors")): \(first)", at: now)
      } else {
        outcome = activity.recordRejected(file, reason: delivery.verdict, at: now)
      }
      skipActivityLog()
      pending.append(
        .verdict(PushVerdict(file: file, activity: focus, outcome: outcome, decoding: delivery.decoding)))
      return
    }
    push.arrival = now
    if push.event == .start {
      // A push-to-start adds an activity to the phone beside the others (the island decides between them),
      // and the focus moves to it, as `a` does.
      do {
        let name = try phone.start(from: push, definition: definition, label: file)
        mirroredCounts.append(phone.entry(named: name)?.activity.log.count ?? 0)
        append(
          "l",
          "push start \(file): applied · \(name) started with the push's attributes and content · "
            + "\(phone.entries.count) \(phone.entries.count == 1 ? "activity" : "activities") on the phone",
          .applied)
        startedByPush = phone.entries.count - 1
        contentSource = "push \(file)"
        pending.append(.started(activity: name))
        pending.append(
          .verdict(PushVerdict(file: file, activity: name, outcome: .applied, decoding: delivery.decoding)))
      } catch {
        append("l", "push start \(file): refused, \(error.description)", .refused)
        pending.append(
          .verdict(
            PushVerdict(
              file: file, activity: nil, outcome: .refused(error.description), decoding: delivery.decoding)))
      }
      return
    }
    let receipt = phone.deliver(push, to: focus, label: file)
    let outcome = receipt.outcome
    skipActivityLog()
    if outcome == .applied { contentSource = "push \(file)" }
    // Only an update's alert is shown (`LiveActivity` keeps no other); a push without one must not be
    // logged with the alert of an earlier push that arrived in the same simulated second.
    let alerted = push.event == .update && push.alert != nil
    record(
      "l", "push \(push.event.rawValue) \(file)", outcome,
      then: outcome == .applied ? consequences(alerted: alerted) : [])
    for note in receipt.notes { append("l", "  \(note.text) [\(note.trap.code)]", .warning) }
    let notes = receipt.notes.map { note in
      PushDiagnostic(severity: .warning, path: "$.aps", position: nil, message: note.text, trap: note.trap)
    }
    pending.append(
      .verdict(
        PushVerdict(file: file, activity: focus, outcome: outcome, decoding: delivery.decoding, notes: notes))
    )
    for other in routed.alsoTo {
      guard let index = phone.entries.firstIndex(where: { $0.name == other }) else { continue }
      focusIndex = index
      let outcome = phone.deliver(push, to: other, label: file).outcome
      skipActivityLog()
      record("l", "push \(push.event.rawValue) \(file) (broadcast)", outcome)
      pending.append(.verdict(PushVerdict(file: file, activity: other, outcome: outcome)))
    }
  }

  /// `k`: the system issues the focused activity a new push token; the log shows it as `pushTokenUpdates`
  /// emits it.
  mutating func rotateToken(key: String) {
    rotateToken(of: focus, key: key)
  }

  /// The system issues `name` a new push token (`k`, a scenario's `rotate-token`).
  mutating func rotateToken(of name: String, key: String) {
    guard phone.rotateToken(of: name, at: now) != nil else {
      let state = phone.entry(named: name)?.activity.state.rawValue ?? "ended"
      append(
        key, (isShared ? "\(name): " : "") + "token: the activity has \(state), so it gets no new token",
        .ignored)
      return
    }
  }

  /// Logs the update tokens issued since the last call, as `pushTokenUpdates` emits them: with a payload
  /// directory (a server is in the story) or once `k` rotated one.
  mutating func logTokens(key: String) {
    let updates = phone.tokenUpdates
    guard pushesDirectory != nil || updates.contains(where: { $0.reason == "rotated" }) else { return }
    for update in updates[min(reportedTokens, updates.count)...] {
      append(key, update.description, .info)
    }
    reportedTokens = updates.count
  }
}
