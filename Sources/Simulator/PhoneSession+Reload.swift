/// Live reload: a fixture file saved while the simulator shows it.
extension PhoneSession {
  /// Puts a reloaded fixture in place of the old one in every activity started from it (each keeps its step,
  /// state and clock: `LiveActivity.reloaded(with:)`); a file that no longer loads leaves everything as it was and says why in the log.
  mutating func apply(_ reload: FixtureReload) {
    switch reload {
    case .failed(let message, _, let file) where file.isEmpty:
      append("", PhoneWording.liveReloadOff(message), .warning)
    case .failed(let message, _, let file):
      append("", PhoneWording.reloadFailed(file.lastPathComponent, message), .refused)
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
        let step = reloaded.stepIndex.map { (step: $0, name: definition.pipeline[$0].name) }
        kept.append(PhoneWording.kept(shared ? entry.name : nil, step: step, state: reloaded.state))
        if let note { notes.append((shared ? "\(entry.name): " : "") + note) }
      }
      append("", PhoneWording.reloaded(file.lastPathComponent, kept: kept, notes: notes), .applied)
    }
  }
}
