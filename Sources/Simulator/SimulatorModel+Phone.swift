import ActivityState
import Renderer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Several activities on the simulator's phone (`la-sim run A B …`): starting the next fixture, the focus,
/// the relevance score, and the log lines that say what the island shows.
extension SimulatorModel {
  mutating func perform(_ action: PhoneAction, key: String) {
    switch action {
    case .startNext: startNext(key: key)
    case .nextFocus: nextFocus(key: key)
    case .changeRelevance(let delta):
      let score = activity.relevanceScore + delta
      let outcome = activity.setRelevanceScore(score, at: now)
      skipActivityLog()
      record(key, "relevance \(Self.score(score))", outcome)
    case .rotateToken: rotateToken(key: key)
    }
  }

  /// `a`: starts the next fixture given to `la-sim run` as a new activity on the phone, at its first step.
  private mutating func startNext(key: String) {
    guard !waiting.isEmpty else {
      let names = phone.entries.map(\.name).joined(separator: ", ")
      append(key, "start: every fixture is already started (\(names))", .ignored)
      return
    }
    let definition = waiting.removeFirst()
    do {
      let name = try phone.request(definition, at: now)
      mirroredCounts.append(phone.entry(named: name)?.activity.log.count ?? 0)
      let left = waiting.isEmpty ? "every fixture started" : "\(waiting.count) more for a"
      append(
        key,
        "start \(name): applied · \(phone.entries.count) activities on the phone, \(left)",
        .applied)
    } catch {
      append(key, "start \(definition.name): Activity.request refused, \(error.description)", .refused)
    }
  }

  /// `f`: the next activity on the phone takes the focus.
  private mutating func nextFocus(key: String) {
    guard isShared else {
      let more = waiting.isEmpty ? "" : "; a starts the next fixture"
      append(key, "focus: \(focus) is the only activity\(more)", .ignored)
      return
    }
    focusIndex = (focusIndex + 1) % phone.entries.count
    let state = activity.state.rawValue
    append(key, "focus: \(focus) (\(focusIndex + 1) of \(phone.entries.count), \(state))", .info)
  }

  /// Logs what the island shows when it differs from `before`, with the phone's reason, once the phone has
  /// several activities (with one, the island panel says it all).
  mutating func noteIsland(_ before: IslandArbitration, key: String) {
    guard isShared else { return }
    let after = island
    guard after != before else { return }
    let summary = Renderer.islandSummary(after)
    let prefix = "Dynamic Island: "
    let text = summary.hasPrefix(prefix) ? String(summary.dropFirst(prefix.count)) : summary
    append(key, "island now " + text, .info)
  }

  /// `text`, led by the focused activity's name when the phone has several.
  func named(_ text: String) -> String { isShared ? "\(focus): \(text)" : text }
}
