import ActivityState

/// Pushes on the simulator's phone: routed as `la-sim push` routes them, and the token key.
extension PhoneSession {
  /// Where a `--pushes` payload goes: the index of its activity in `phone.entries` and the delivery decoded
  /// against that activity's fixture, or the log line of a push lost or addressed to nothing. Without a
  /// token, a name or another app's topic, it goes to the focused activity, as the keys do.
  func route(_ delivery: PushDelivery) -> (index: Int, delivery: PushDelivery, dropped: String?) {
    let routed = routeAll(delivery)
    return (routed.index, routed.delivery, routed.dropped)
  }

  /// `route(_:)`, with the further activities a broadcast (`apns-channel-id`) reaches besides the first.
  func routeAll(_ delivery: PushDelivery)
    -> (index: Int, delivery: PushDelivery, dropped: String?, alsoTo: [String])
  {
    var alsoTo: [String] = []
    guard let root = delivery.root else { return (focusIndex, delivery, nil, []) }
    let address = PushAddress.of(root)
    var apps: [ActivityDefinition] = []
    for entry in phone.entries where !apps.contains(where: { $0.bundleIdentifier == entry.app }) {
      apps.append(entry.activity.definition)
    }
    var index = focusIndex
    switch phone.resolve(address, apps: apps, fallback: definition) {
    case .activity(let name):
      let addressed =
        address.token != nil || address.activity != nil || (address.topic != nil && apps.count > 1)
      if addressed { index = phone.entries.firstIndex { $0.name == name } ?? focusIndex }
    case .start(let app):
      if app.bundleIdentifier != definition.bundleIdentifier {
        index = phone.entries.firstIndex { $0.app == app.bundleIdentifier } ?? focusIndex
      }
    case .noActivity:
      break
    case .broadcast(let names):
      // A broadcast reaches every activity that joined the channel: the first here, the others after it.
      index = phone.entries.firstIndex { $0.name == names[0] } ?? focusIndex
      alsoTo = Array(names.dropFirst())
    case .lost(let name, let reason, let trap):
      return (
        focusIndex, delivery,
        "push \(delivery.fileName): lost, \(name.map { "\($0): " } ?? "")\(reason) [\(trap.code)]", []
      )
    case .unknown(let reason, let trap):
      return (focusIndex, delivery, "push \(delivery.fileName): rejected, \(reason) [\(trap.code)]", [])
    }
    let target = phone.entries[index].activity.definition
    guard target != definition else { return (index, delivery, nil, alsoTo) }
    var routed = PushDelivery.decode(root, fileName: delivery.fileName, definition: target)
    routed.root = root
    return (index, routed, nil, alsoTo)
  }

  /// `k`: the system issues the focused activity a new push token; the log shows it as `pushTokenUpdates`
  /// emits it.
  mutating func rotateToken(key: String) {
    guard phone.rotateToken(of: focus, at: now) != nil else {
      append(
        key, named("token: the activity has \(activity.state.rawValue), so it gets no new token"), .ignored)
      return
    }
  }

  /// Logs the update tokens issued since the last call, as `pushTokenUpdates` emits them: with `--pushes`
  /// (a server is in the story) or once `k` rotated one.
  mutating func logTokens(key: String) {
    let updates = phone.tokenUpdates
    guard pushesDirectory != nil || updates.contains(where: { $0.reason == "rotated" }) else { return }
    for update in updates[min(reportedTokens, updates.count)...] {
      append(key, update.description, .info)
    }
    reportedTokens = updates.count
  }
}
