import Simulator

/// The keys a scenario can press: the interactive simulator's own key table (`KeyTable`), by the names a
/// scenario writes (`n`, `right` or `→`, `space`, `e d`, …). Keys that only make sense at a terminal (help,
/// pause, the narrow screen's large box, quit) are not scenario keys.
public struct ScenarioKey: Equatable, Sendable {
  /// The names that press this key in a scenario, the first being the one help shows.
  public var names: [String]
  /// What the simulator's key does.
  public var action: SimulatorAction
  /// One line for help, the simulator's own.
  public var summary: String

  /// Every key, in the simulator's help order; `e` is followed by `d`, `i` or `a` on the same line.
  public static let table: [ScenarioKey] = KeyTable.main.flatMap { binding -> [ScenarioKey] in
    switch binding.action {
    case .beginEnd:
      return KeyTable.end.compactMap { choice in
        guard case .end = choice.action else { return nil }
        let names = choice.keys.map { "\(binding.keyLabel(ascii: true)) \($0.asciiLabel)" }
        return ScenarioKey(names: names, action: choice.action, summary: "end: " + choice.summary)
      }
    case .togglePause, .toggleExpanded, .nextSmallFamily, .toggleHelp, .quit, .cancel, .end:
      return []
    default:
      var names: [String] = []
      for key in binding.keys where key != .controlC {
        for name in [key.label, key.asciiLabel] where !names.contains(name) { names.append(name) }
      }
      return [ScenarioKey(names: names, action: binding.action, summary: binding.summary)]
    }
  }

  /// The action of a single key name (not `e`, which needs its choice).
  public static func action(named name: String) -> SimulatorAction? {
    table.first { $0.names.contains(name) }?.action
  }

  /// Every key name a `press` line accepts, for error messages.
  public static var knownNames: [String] { table.flatMap(\.names) }
}
