import Delivery
import Fixture

/// Pushes on the phone: routed by their envelope, decoded against the fixture of the activity they go to,
/// then through the app's budget and the activity's lifecycle; and the token key.
extension PhoneSession {
  /// Where a payload goes: the index of its activity in `phone.entries` (nil when the phone has none for
  /// it), the delivery decoded against that activity's fixture, the further activities a broadcast
  /// (`apns-channel-id`) reaches besides the first, and, for a push that reaches no activity, why.
  struct Route {
    var index: Int?
    var delivery: PushDelivery
    var alsoTo: [String] = []
    var dropped: PushVerdict.Dropped?
    var trap: PushTrap?
    /// The app a start push starts an activity of.
    var app: ActivityDefinition?
  }

  /// The fixture a push is decoded against before it is routed, and the app a start goes to without a
  /// topic: the focused activity's, or for `la-sim push` the fixture it was given.
  var routingDefinition: ActivityDefinition {
    unaddressedPushes == .latestOpen ? home : definition
  }

  /// Every app on the phone, as its activities now have it (a reload replaces a fixture), then the apps
  /// given that have no activity on it.
  var currentApps: [ActivityDefinition] {
    Self.distinctApps(phone.entries.map(\.activity.definition) + knownApps)
  }

  /// The index of the activity called `name`.
  func index(of name: String?) -> Int? {
    name.flatMap { name in phone.entries.firstIndex { $0.name == name } }
  }

  /// Without a token, a name or another app's topic, a push goes to the focused activity (the keys act on
  /// it) or, for `la-sim push`, to the latest activity that accepts updates.
  func route(_ delivery: PushDelivery) -> Route {
    let fallback: Int? =
      switch unaddressedPushes {
      case .focused: phone.entries.isEmpty ? nil : focusIndex
      case .latestOpen: index(of: try? phone.pushTarget(named: nil))
      }
    var route = Route(index: fallback, delivery: delivery)
    guard let root = delivery.root else { return route }
    let address = PushAddress.of(root)
    let base = routingDefinition
    let apps = self.currentApps
    switch phone.resolve(address, apps: apps, fallback: base) {
    case .activity(let name):
      let addressed =
        address.token != nil || address.activity != nil || (address.topic != nil && apps.count > 1)
      if addressed || unaddressedPushes == .latestOpen { route.index = index(of: name) ?? fallback }
    case .start(let app):
      route.app = app
      if app.bundleIdentifier != base.bundleIdentifier {
        route.index = phone.entries.firstIndex { $0.app == app.bundleIdentifier } ?? fallback
      }
    case .noActivity:
      if unaddressedPushes == .latestOpen || route.index == nil { route.dropped = .noActivity }
    case .broadcast(let names):
      // A broadcast reaches every activity that joined the channel: the first here, the others after it.
      route.index = index(of: names[0]) ?? fallback
      route.alsoTo = Array(names.dropFirst())
    case .lost(let name, let reason, let trap):
      route.index = index(of: name)
      route.dropped = .lost(reason: reason)
      route.trap = trap
    case .unknown(let reason, let trap):
      route.index = nil
      route.dropped = .unknown(reason: reason)
      route.trap = trap
    }
    let target = route.app ?? route.index.map { phone.entries[$0].activity.definition } ?? base
    guard target != base else { return route }
    route.delivery = PushDelivery.decode(root, fileName: delivery.fileName, definition: target)
    route.delivery.root = root
    return route
  }

  /// A push arrives now (when `l` is pressed, at a scenario's `push` line, or at its timestamp for `la-sim
  /// push`): its `timestamp` still orders it against earlier pushes, as on a device.
  mutating func receive(_ arrived: PushDelivery?) {
    guard let arrived else {
      append(pushKey, Self.wording.noMorePayloads(in: pushesDirectory ?? "DIR"), .ignored)
      return
    }
    let routed = route(arrived)
    let file = arrived.fileName
    let lost = routed.index.map { phone.entries[$0].name }
    switch routed.dropped {
    case .lost(let reason):
      let code = routed.trap.map { " [\($0.code)]" } ?? ""
      let verdict = dropped(routed, activity: lost, outcome: .ignored(PhoneWording.lost(reason + code)))
      say(verdict, .ignored)
      if let lost, let index = routed.index {
        let event = arrived.root.flatMap { PushAddress.of($0).event }
        phone.recordLost(event, to: lost, label: file, reason: reason + code, at: now)
        // The line above says it; the activity's own entry is for the faces that show entries.
        mirroredCounts[index] = phone.entries[index].activity.loggedCount
      }
      pending.append(.verdict(verdict))
      return
    case .unknown(let reason):
      let verdict = dropped(routed, activity: nil, outcome: .refused(reason))
      say(verdict, .refused)
      pending.append(.verdict(verdict))
      return
    case .noActivity:
      let verdict = dropped(routed, activity: nil, outcome: .ignored(PhoneWording.noActivityToTakeIt))
      say(verdict, .ignored)
      pending.append(.verdict(verdict))
      return
    case .duplicateStart, nil:
      break
    }
    let delivery = routed.delivery
    // The push acts on the activity it is routed to; the focus comes back after it.
    let focused = focusIndex
    if let index = routed.index { focusIndex = index }
    var startedByPush: Int?
    defer { focusIndex = startedByPush ?? focused }
    if delivery.kind != .applied || delivery.payload == nil {
      append(pushKey, PhoneWording.decoded(file, delivery.verdict), delivery.kind)
      for detail in delivery.details { append(pushKey, PhoneWording.decoderDetail(detail), delivery.kind) }
    }
    guard var push = delivery.payload else {
      guard routed.index != nil, !phone.entries.isEmpty else { return }
      rejected(delivery, file: file)
      return
    }
    push.arrival = now
    if push.event == .start {
      start(push, routed: routed, file: file, startedAs: &startedByPush)
      return
    }
    guard routed.index != nil else { return }
    let receipt = phone.deliver(push, to: focus, label: file)
    let outcome = receipt.outcome
    skipActivityLog()
    if outcome == .applied { contentSource = "push \(file)" }
    // Only an update's alert is shown (`LiveActivity` keeps no other); a push without one must not be
    // logged with the alert of an earlier push that arrived in the same simulated second.
    let alerted = push.event == .update && push.alert != nil
    record(
      pushKey, PhoneWording.push(push.event, file: file), outcome,
      then: outcome == .applied ? consequences(alerted: alerted) : [])
    for note in receipt.notes {
      // A note (priority 5, an equal content state) says what the phone does with a correct push: the log
      // shows it as information, not in a warning's colour.
      append(
        pushKey, PhoneWording.pushNote(note.text, code: note.trap.code),
        note.severity == .note ? .info : .warning)
    }
    let notes = receipt.notes.map { note in
      // At the member the note is about, with its line and column, as the decoder's diagnostics.
      let place = delivery.decoding?.notePlace(note.trap)
      return PushDiagnostic(
        severity: note.severity, path: place?.path ?? "$.aps", position: place?.position, message: note.text,
        trap: note.trap)
    }
    pending.append(
      .verdict(
        PushVerdict(
          file: file, activity: focus, outcome: outcome, trap: receipt.trap, decoding: delivery.decoding,
          notes: notes)))
    for other in routed.alsoTo {
      guard let index = index(of: other) else { continue }
      focusIndex = index
      let receipt = phone.deliver(push, to: other, label: file)
      skipActivityLog()
      record(pushKey, PhoneWording.push(push.event, file: file, broadcast: true), receipt.outcome)
      pending.append(
        .verdict(
          PushVerdict(
            file: file, activity: other, outcome: receipt.outcome, trap: receipt.trap,
            decoding: delivery.decoding)))
    }
  }

  /// The verdict on a push that reached no activity's lifecycle.
  private func dropped(_ routed: Route, activity: String?, outcome: EventOutcome) -> PushVerdict {
    PushVerdict(
      file: routed.delivery.fileName, activity: activity, outcome: outcome, dropped: routed.dropped,
      trap: routed.trap, decoding: routed.delivery.decoding)
  }

  /// Logs the push's own line for `verdict`, when the log gives it one (`PhoneWording.logLine`).
  private mutating func say(_ verdict: PushVerdict, _ kind: LogLine.Kind, start: Bool = false) {
    guard let text = PhoneWording.logLine(verdict, start: start, activities: phone.entries.count) else {
      return
    }
    append(pushKey, text, kind)
  }

  /// A file the device cannot read or decode: it changes no activity, but the log of the activity it would
  /// have gone to (the focused one here) shows it was sent.
  private mutating func rejected(_ delivery: PushDelivery, file: String) {
    let outcome: EventOutcome
    if let decoding = delivery.decoding {
      outcome = activity.recordRejected(
        (decoding.event.map { "\($0.rawValue) " } ?? "") + file, reason: PhoneWording.doesNotDecode(decoding),
        at: now)
    } else if let syntax = delivery.syntaxError {
      outcome = activity.recordRejected(file, reason: PhoneWording.notJSONReason(syntax), at: now)
    } else {
      outcome = activity.recordRejected(file, reason: delivery.verdict, at: now)
    }
    skipActivityLog()
    pending.append(
      .verdict(PushVerdict(file: file, activity: focus, outcome: outcome, decoding: delivery.decoding)))
  }

  /// A push-to-start adds an activity to the phone beside the others (the island decides between them), and
  /// the focus moves to it, as `a` does; a second start with an earlier start's `apns-collapse-id` starts
  /// nothing, as APNs collapses the two.
  private mutating func start(
    _ push: PushPayload, routed: Route, file: String, startedAs started: inout Int?
  ) {
    let definition = routed.app ?? routingDefinition
    let decoding = routed.delivery.decoding
    if let id = push.headers?.collapseID, let earlier = startCollapseIDs[id] {
      let verdict = PushVerdict(
        file: file, activity: earlier,
        outcome: .ignored(PhoneWording.duplicateStart(collapseID: id, earlier: earlier)),
        dropped: .duplicateStart(collapseID: id), trap: .duplicateStart, decoding: decoding)
      say(verdict, .ignored, start: true)
      pending.append(.verdict(verdict))
      return
    }
    do {
      let name = try phone.start(from: push, definition: definition, label: file)
      if let id = push.headers?.collapseID { startCollapseIDs[id] = name }
      knownApps = Self.distinctApps(knownApps + [definition])
      mirroredCounts.append(phone.entry(named: name)?.activity.loggedCount ?? 0)
      let verdict = PushVerdict(file: file, activity: name, outcome: .applied, decoding: decoding)
      say(verdict, .applied, start: true)
      started = phone.entries.count - 1
      contentSource = "push \(file)"
      pending.append(.started(activity: name))
      pending.append(.verdict(verdict))
    } catch {
      let verdict = PushVerdict(
        file: file, activity: nil, outcome: .refused(error.description), decoding: decoding, startError: error
      )
      say(verdict, .refused, start: true)
      pending.append(.verdict(verdict))
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
      let state = phone.entry(named: name)?.activity.state
      append(key, Self.wording.noNewToken(for: name, state: state, shared: isShared), .ignored)
      return
    }
  }

  /// Logs the update tokens issued since the last call, as `pushTokenUpdates` emits them: with a payload
  /// directory (a server is in the story) or once `k` rotated one. Each line is stamped when its token was
  /// issued, under `key` only when the message being received (the first `issuedBefore` were there before
  /// it) issued it then: the tokens `k` reveals were issued at the start, not by `k`, and time's own
  /// rotations are time's.
  mutating func logTokens(key: String, issuedBefore: Int) {
    let updates = phone.tokenUpdates
    guard pushesDirectory != nil || updates.contains(where: { $0.reason == "rotated" }) else { return }
    let first = min(reportedTokens, updates.count)
    for (index, update) in zip(first..., updates[first...]) {
      let caused = index >= issuedBefore && update.date >= now
      pending.append(
        .line(LogLine(date: update.date, key: caused ? key : "", text: update.description, kind: .info)))
    }
    reportedTokens = updates.count
  }
}
