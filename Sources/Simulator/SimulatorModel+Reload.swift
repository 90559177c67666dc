import ActivityState

/// Live reload: a fixture file saved while the simulator shows it.
extension SimulatorModel {
  /// Puts a reloaded fixture in place of the old one in every activity started from it (each keeps its step,
  /// state and clock: `LiveActivity.reloaded(with:)`) and in the fixtures `a` has yet to start; a file that
  /// no longer loads leaves everything as it was and says why in the log.
  mutating func apply(_ reload: FixtureReload) {
    switch reload {
    case .failed(let message, _, let file) where file.isEmpty:
      append("", "live reload off: \(message)", .warning)
    case .failed(let message, _, let file):
      append("", "reload \(file.lastPathComponent): \(message); the last good fixture stays", .refused)
    case .loaded(let definition, let position, let file):
      guard fixtureNames.indices.contains(position) else { return }
      let old = fixtureNames[position]
      fixtureNames[position] = definition.name
      var kept: [String] = []
      var notes: [String] = []
      let shared = isShared
      for entry in phone.entries where entry.activity.definition.name == old {
        let (reloaded, note) = entry.activity.reloaded(with: definition)
        phone.update(entry.name) { $0 = reloaded }
        let step = reloaded.stepIndex.map { "step \($0) \(definition.pipeline[$0].name)" }
        kept.append((shared ? "\(entry.name) " : "") + (step ?? reloaded.state.rawValue))
        if let note { notes.append((shared ? "\(entry.name): " : "") + note) }
      }
      for index in waiting.indices where waiting[index].name == old { waiting[index] = definition }
      let shown = kept.isEmpty ? "not started yet" : kept.joined(separator: ", ") + " kept, clock kept"
      append("", (["reload \(file.lastPathComponent): \(shown)"] + notes).joined(separator: " · "), .applied)
    }
  }
}
