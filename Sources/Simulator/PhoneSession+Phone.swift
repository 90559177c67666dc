import Fixture
import Phone
import Rendering

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Several activities on the phone (`la-sim run A B …`): starting the next fixture, the focus,
/// the relevance score, and the log lines that say what the island shows.
extension PhoneSession {
  mutating func perform(_ action: PhoneAction, key: String) {
    switch action {
    case .startAnother: startAnother(key: key)
    case .nextFocus: nextFocus(key: key)
    case .changeRelevance(let delta):
      let score = activity.relevanceScore + delta
      let outcome = activity.setRelevanceScore(score, at: now)
      skipActivityLog()
      record(key, PhoneWording.relevance(score), outcome)
    case .rotateToken: rotateToken(key: key)
    }
  }

  /// The fixtures after the first, started at launch one after another on the same phone.
  mutating func startOthers(_ others: [ActivityDefinition]) {
    let before = island
    for definition in others { start(definition, key: "") }
    noteIsland(before, key: "")
  }

  /// `a`: another activity of the focused activity's fixture (`pizza-planet-2`), as an app starts a second
  /// order; the focus moves to it. Past the per-app limit, `Activity.request` refuses it.
  /// With `instances` in the fixture, each new one takes the next instance's attribute values.
  private mutating func startAnother(key: String) {
    var definition = activity.definition
    let instances = definition.instances
    if !instances.isEmpty {
      let started = phone.entries.filter { $0.activity.definition.name == definition.name }.count
      let index = (started - 1) % instances.count
      definition.attributes.merge(instances[index]) { _, instance in instance }
      append(
        key, PhoneWording.instance(index, of: instances.count, values: instances[index], definition), .info)
    }
    if start(definition, key: key) { focusIndex = phone.entries.count - 1 }
  }

  /// Requests `definition` at its first step, named `name` (or as the phone names it) with `relevance`;
  /// logs what came of it.
  @discardableResult
  mutating func start(
    _ definition: ActivityDefinition, name: String? = nil, relevance: Double? = nil, step: Int = 0,
    key: String
  ) -> Bool {
    do {
      let name = try phone.request(definition, name: name, at: now, step: step, relevanceScore: relevance)
      mirroredCounts.append(phone.entry(named: name)?.activity.loggedCount ?? 0)
      knownApps = Self.distinctApps(knownApps + [definition])
      append(key, PhoneWording.started(name, activities: phone.entries.count), .applied)
      pending.append(.started(activity: name))
      return true
    } catch {
      append(key, PhoneWording.startRefused(definition.name, reason: error.description), .refused)
      pending.append(.startRefused(fixture: definition.name, reason: error.description))
      return false
    }
  }

  /// `f`: the next activity on the phone takes the focus.
  private mutating func nextFocus(key: String) {
    guard isShared else {
      append(key, PhoneWording.onlyActivity(focus), .ignored)
      return
    }
    focusIndex = (focusIndex + 1) % phone.entries.count
    append(
      key,
      Self.wording.focus(focus, position: focusIndex + 1, of: phone.entries.count, state: activity.state),
      .info)
  }

  /// Logs what the island shows when it differs from `before`, with the phone's reason, once the phone has
  /// several activities (with one, the island panel says it all).
  mutating func noteIsland(_ before: IslandArbitration, key: String) {
    guard isShared else { return }
    let after = island
    // On a phone without an island, a change of arbitration changes nothing on screen: the words stay the same.
    let text = Self.wording.island(after, device: device)
    guard after != before, text != Self.wording.island(before, device: device) else { return }
    pending.append(.islandChanged(after, line: LogLine(date: now, key: key, text: text, kind: .info)))
  }

  /// `text`, led by the focused activity's name when the phone has several.
  func named(_ text: String) -> String { isShared ? "\(focus): \(text)" : text }
}
