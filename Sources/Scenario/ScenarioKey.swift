import ActivityState

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The keys a scenario can press: the interactive simulator's keys, by the names a scenario writes.
public struct ScenarioKey: Equatable, Sendable {
  /// The names that press this key in a scenario, the first being the one help shows.
  public var names: [String]
  /// What it does.
  public var action: KeyAction
  /// One line for help.
  public var summary: String

  /// Every key, in the order help lists them. `e` is followed by `d`, `i` or `a` on the same line.
  public static let table: [ScenarioKey] = [
    ScenarioKey(names: ["n", "right", "→", "space"], action: .advance, summary: "next pipeline step"),
    ScenarioKey(
      names: ["p", "left", "←"], action: .back, summary: "previous pipeline step, sent as an update"),
    ScenarioKey(names: ["s"], action: .markStale, summary: "mark stale now"),
    ScenarioKey(
      names: ["e d"], action: .end(.default),
      summary: "end with the fixture's final content, dismissal .default"),
    ScenarioKey(names: ["e i"], action: .end(.immediate), summary: "end, dismissal .immediate"),
    ScenarioKey(
      names: ["e a"], action: .end(.fixtureDelay),
      summary: "end, dismissal .after the fixture's delay (5m if it names none)"),
    ScenarioKey(names: ["r"], action: .restart, summary: "start again at step 0, at the current instant"),
    ScenarioKey(names: ["+"], action: .clock(60), summary: "clock +1 minute"),
    ScenarioKey(names: ["]"], action: .clock(600), summary: "clock +10 minutes"),
    ScenarioKey(names: ["}"], action: .clock(3600), summary: "clock +1 hour"),
    ScenarioKey(names: ["d"], action: .nextDevice, summary: "next device profile"),
    ScenarioKey(names: ["l"], action: .nextPush, summary: "apply the next payload of the 'pushes' directory"),
  ]

  /// The action of a single key name (not `e`, which needs its choice).
  public static func action(named name: String) -> KeyAction? {
    table.first { $0.names.contains(name) }?.action
  }

  /// Every key name a `press` line accepts, for error messages.
  public static var knownNames: [String] {
    ["n", "right", "space", "p", "left", "s", "e d", "e i", "e a", "r", "+", "]", "}", "d", "l"]
  }
}
