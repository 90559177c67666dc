import Delivery
import Fixture
import JSON

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
  /// refused with every problem the decoder found; warnings of an applied payload follow its event line.
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

  func applyPush(
    file: String, named name: String, cause: String?, in state: inout State, scenario: Scenario, line: Int
  ) throws(ScenarioError) {
    let root = try payload(at: file, named: name, in: &state, scenario: scenario, line: line)
    state.showsTokens = true
    reportTokens(&state)
    let label = name.lastPathComponent
    let address = PushAddress.of(root)
    var apps: [ActivityDefinition] = []
    for entry in state.phone.entries where !apps.contains(where: { $0.bundleIdentifier == entry.app }) {
      apps.append(entry.activity.definition)
    }
    var target = state.focus
    let resolution = state.phone.resolve(address, apps: apps, fallback: state.activity.definition)
    switch resolution {
    case .activity(let routed):
      // Without an address (or with one app's topic) a push goes to the focused activity, as keys do.
      let addressed =
        address.token != nil || address.activity != nil || (address.topic != nil && apps.count > 1)
      if addressed { target = routed }
    case .start, .noActivity:
      break
    case .broadcast(let names):
      target = names[0]
    case .lost(let lost, let reason, let trap):
      let text = "lost: \(reason) [\(trap.code)]"
      if let lost {
        state.phone.recordLost(
          address.event, to: lost, label: label, reason: "\(reason) [\(trap.code)]", at: state.clock)
        state.lastPush = (name, .ignored(text))
        withFocus(lost, &state) { report(&$0, cause: cause) }
      } else {
        state.lastPush = (name, .ignored(text))
        note(&state, cause: cause ?? "push", "push \(label) ignored (\(text))")
      }
      return
    case .unknown(let reason, let trap):
      state.lastPush = (name, .refused(reason))
      note(&state, cause: cause ?? "push", "push \(label) rejected (\(reason) [\(trap.code)])")
      return
    }
    let definition = state.phone.entry(named: target)?.activity.definition ?? self.definition
    let decoding = PushDecoder.decode(root, definition: definition)
    guard var payload = decoding.payload else {
      let count = decoding.errors.count
      let first = decoding.errors.first.map { "\($0.path): \($0.message)" } ?? ""
      withFocus(target, &state) { state in
        let outcome = state.activity.recordRejected(
          (decoding.event.map { "\($0.rawValue) " } ?? "") + label,
          reason: "does not decode (\(count) \(count == 1 ? "error" : "errors")): \(first)", at: state.clock)
        state.lastPush = (name, outcome)
        report(&state, cause: cause)
      }
      for diagnostic in decoding.errors.dropFirst() { state.events.append("    \(diagnostic)".terminalSafe) }
      return
    }
    // The scenario's clock says when the push arrives; its timestamp still orders it against other pushes.
    payload.arrival = state.clock
    var notes: [String] = []
    if payload.event == .start {
      // A start push adds an activity to the phone, beside the ones already there (the island decides
      // between them); later commands act on the new one.
      do {
        let others = state.phone.entries.contains { $0.activity.state != .dismissed }
        state.focus = try state.phone.start(from: payload, definition: definition, label: label)
        state.reported = 0
        state.lastPush = (name, .applied)
        let beside = others ? " beside the others on the phone" : ""
        note(
          &state, cause: cause ?? "push",
          "a start push starts \(state.focus)\(beside); the scenario follows it")
      } catch {
        state.lastPush = (name, .refused("\(error)"))
        note(&state, cause: cause ?? "push", "push start \(label) refused (\(error))")
        return
      }
      report(&state, cause: cause)
    } else if case .broadcast(let names) = resolution {
      // A broadcast reaches every activity that joined the channel; the verdict is the first one's.
      for (index, member) in names.enumerated() {
        let receipt = state.phone.deliver(payload, to: member, label: label)
        if index == 0 { state.lastPush = (name, receipt.outcome) }
        if member != target { withFocus(member, &state) { report(&$0, cause: cause) } }
      }
    } else {
      let receipt = state.phone.deliver(payload, to: target, label: label)
      state.lastPush = (name, receipt.outcome)
      notes = receipt.notes.map { note in
        PushDiagnostic(severity: .warning, path: "$.aps", position: nil, message: note.text, trap: note.trap)
          .description
      }
    }
    withFocus(target, &state) { report(&$0, cause: cause) }
    for diagnostic in decoding.warnings { state.events.append("    \(diagnostic)".terminalSafe) }
    for text in notes { state.events.append("    \(text)".terminalSafe) }
  }

  /// `rotate-token [NAME]`: the system issues the activity a new push token; a push to the old one is lost.
  func rotateToken(
    _ name: String?, in state: inout State, scenario: Scenario, step: ScenarioStep
  ) throws(ScenarioError) {
    let target = name ?? state.focus
    try focus(target, in: &state, scenario: scenario, line: step.line, keep: true)
    state.showsTokens = true
    reportTokens(&state)
    if state.phone.rotateToken(of: target, at: state.clock) == nil {
      let status = state.phone.entry(named: target)?.activity.state.rawValue ?? "ended"
      note(&state, cause: step.source, "\(target) has \(status): its token died with it, none is issued")
    }
    reportTokens(&state, cause: step.source)
  }

  /// Adds the push tokens issued since the last report, as `pushTokenUpdates` emits them, once the scenario
  /// uses pushes (a story without them shows none).
  func reportTokens(_ state: inout State, cause: String? = nil) {
    guard state.showsTokens else { return }
    let updates = state.phone.tokenUpdates
    for update in updates[min(state.reportedTokens, updates.count)...] {
      state.events.append("\(offset(update.date))  \(cause.map { "\($0): " } ?? "")\(update)".terminalSafe)
    }
    state.reportedTokens = updates.count
  }

  /// Runs `body` with the focus on `name` (reports name the focused activity), then puts the focus back.
  private func withFocus(_ name: String, _ state: inout State, _ body: (inout State) -> Void) {
    let focus = state.focus
    state.focus = name
    body(&state)
    state.focus = focus
  }
}
