import Fixture

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
      guard let (kept, notes) = replace(definition, at: position) else { return }
      append("", PhoneWording.reloaded(file.lastPathComponent, kept: kept, notes: notes), .applied)
    }
  }

  /// `L`: every fixture in the next language, each activity keeping its step, state and clock; one line
  /// says which language (a fixture that no longer loads says why, and keeps its strings).
  mutating func apply(_ change: LanguageChange, key: String) {
    let language: String?
    let reloads: [FixtureReload]
    switch change {
    case .changed(let code, let changed): (language, reloads) = (code, changed)
    case .unavailable: return append(key, PhoneWording.noLanguages, .warning)
    case .unreadable(let error): return append(key, PhoneWording.unreadableStrings(error), .warning)
    }
    for reload in reloads {
      switch reload {
      case .loaded(let definition, let position, _): _ = replace(definition, at: position)
      case .failed: apply(reload)
      }
    }
    append(key, PhoneWording.language(language), .info)
  }

  /// Puts `definition` in place of the fixture at `position` in every activity started from it; what each
  /// kept, and notes (a step that no longer exists…), or nil when there is no fixture there.
  private mutating func replace(_ definition: ActivityDefinition, at position: Int) -> ([String], [String])? {
    guard fixtureNames.indices.contains(position) else { return nil }
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
    return (kept, notes)
  }
}
