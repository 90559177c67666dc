import JSON
import Simulator

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension ScenarioPlayer {
  /// Applies the APNs payload at `file` (written `name` in the scenario) the way a device would, arriving at
  /// the scenario's current instant: routed by its envelope's `"token"`, `"activity"` or `apns-topic`
  /// (without them, to the focused activity), decoded against that activity's fixture, then through the
  /// app's priority-10 budget and the activity's lifecycle. A payload the device would drop is logged as
  /// refused with every problem the decoder found; warnings and notes of an applied payload follow its event
  /// line.
  /// The parsed payload at `file`, read and parsed the first time the scenario names it: inputs do not
  /// change while a scenario plays, and a 60-KB payload pushed 10,000 times cost 15 s read each time.
  private func payload(
    at file: String, named name: String, in state: inout State, scenario: Scenario, line: Int
  ) throws(ScenarioError) -> JSONValue {
    if let parsed = state.payloads[file] { return parsed }
    let bytes: [UInt8]
    do {
      bytes = try files.read(file)
    } catch {
      throw ScenarioError(
        file: scenario.file, line: line, message: "payload file '\(name)': \(error.problem)",
        kind: error.isOverLimit ? .badData : .unreadable)
    }
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes: bytes)
    } catch {
      throw ScenarioError(
        file: scenario.file, line: line, message: "'\(name)' is not JSON: \(error.position): \(error.message)"
      )
    }
    state.payloads[file] = root
    return root
  }

  /// Sends the payload at `file` (written `name` in the scenario) to the phone, arriving at the scenario's
  /// current instant, and reports what became of it: the phone routes it by its envelope's `"token"`,
  /// `"activity"` or `apns-topic` (without them, to the focused activity), decodes it against that
  /// activity's fixture, then puts it through the app's budget and the activity's lifecycle. A payload the
  /// device would drop is reported with every problem the decoder found; warnings and notes of an applied
  /// payload follow its event line.
  func applyPush(
    file: String, named name: String, cause: String?, in state: inout State, scenario: Scenario, line: Int
  ) throws(ScenarioError) {
    let root = try payload(at: file, named: name, in: &state, scenario: scenario, line: line)
    state.showsTokens = true
    reportTokens(&state)
    let label = name.lastPathComponent
    let focus = state.focus
    let others = state.phone.entries.contains { $0.activity.state != .dismissed }
    var delivery = PushDelivery.decode(root, fileName: label, definition: state.activity.definition)
    delivery.root = root
    var verdicts: [PushVerdict] = []
    for case .verdict(let verdict) in state.send(.push(delivery)) { verdicts.append(verdict) }
    guard let first = verdicts.first else { return }
    state.lastPush = (name, first.outcome)
    let said = PhoneWording.scenarioNote(on: first, file: label, beside: others)
    switch first.dropped {
    case .unknown:
      if let said { note(&state, cause: cause ?? "push", said) }
      return
    case .lost, .duplicateStart, .noActivity:
      // Lost, or collapsed with an earlier start: it never reached an activity's lifecycle.
      if let lost = first.activity {
        report(&state, cause: cause, of: lost)
      } else if let said {
        note(&state, cause: cause ?? "push", said)
      }
      return
    case nil:
      break
    }
    guard let decoding = first.decoding else { return }
    guard let payload = decoding.payload else {
      report(&state, cause: cause, of: first.activity)
      for diagnostic in decoding.errors.dropFirst() {
        state.events.append(PhoneWording.scenarioDetail("\(diagnostic)").terminalSafe)
      }
      return
    }
    if payload.event == .start {
      // A start push adds an activity to the phone, beside the ones already there (the island decides
      // between them); later commands act on the new one.
      if let said { note(&state, cause: cause ?? "push", said) }
      guard first.activity != nil else { return }
      report(&state, cause: cause)
      report(&state, cause: cause, of: focus)
    } else {
      // A broadcast reaches every activity that joined the channel; the verdict is the first one's.
      for other in verdicts.dropFirst() { report(&state, cause: cause, of: other.activity) }
      report(&state, cause: cause, of: first.activity)
    }
    let details = decoding.warnings.map { "\($0)" } + first.notes.map(\.description)
    for detail in details { state.events.append(PhoneWording.scenarioDetail(detail).terminalSafe) }
  }

  /// `rotate-token [NAME]`: the system issues the activity a new push token; a push to the old one is lost.
  func rotateToken(
    _ name: String?, in state: inout State, scenario: Scenario, step: ScenarioStep
  ) throws(ScenarioError) {
    let target = name ?? state.focus
    try focus(target, in: &state, scenario: scenario, line: step.line)
    state.showsTokens = true
    reportTokens(&state)
    let issued = state.phone.tokenUpdates.count
    state.send(.command(step.source, .rotateToken(target)))
    if state.phone.tokenUpdates.count == issued {
      let status = state.phone.entry(named: target)?.activity.state
      note(
        &state, cause: step.source,
        Self.wording.noNewToken(for: target, state: status, shared: state.isShared))
    }
    reportTokens(&state, cause: step.source)
  }

  /// Adds the push tokens issued since the last report, as `pushTokenUpdates` emits them, once the scenario
  /// uses pushes (a story without them shows none).
  func reportTokens(_ state: inout State, cause: String? = nil) {
    guard state.showsTokens else { return }
    let updates = state.phone.tokenUpdates
    for update in updates[min(state.reportedTokens, updates.count)...] {
      state.events.append(
        PhoneWording.scenarioLine(update.description, at: update.date, from: Self.start, cause: cause)
          .terminalSafe)
    }
    state.reportedTokens = updates.count
  }
}
