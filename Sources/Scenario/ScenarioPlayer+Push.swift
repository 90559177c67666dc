import ActivityState

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
  /// the scenario's current instant. A payload the device would drop is logged as refused with every
  /// problem the decoder found; warnings of an applied payload follow its event line.
  func applyPush(
    file: String, named name: String, cause: String?, in state: inout State, scenario: Scenario, line: Int
  ) throws(ScenarioError) {
    let bytes: [UInt8]
    do {
      bytes = try files.read(file)
    } catch {
      throw ScenarioError(
        file: scenario.file, line: line, message: "payload file '\(name)': \(error.problem)",
        kind: error.isOverLimit ? .badData : .unreadable)
    }
    let decoding: PushDecoding
    do {
      decoding = try PushDecoder.decode(bytes: bytes, definition: definition)
    } catch {
      throw ScenarioError(
        file: scenario.file, line: line, message: "'\(name)' is not JSON: \(error.position): \(error.message)"
      )
    }
    let label = name.lastPathComponent
    guard var payload = decoding.payload else {
      let count = decoding.errors.count
      let first = decoding.errors.first.map { "\($0.path): \($0.message)" } ?? ""
      let outcome = state.activity.recordRejected(
        (decoding.event.map { "\($0.rawValue) " } ?? "") + label,
        reason: "does not decode (\(count) \(count == 1 ? "error" : "errors")): \(first)", at: state.clock)
      state.lastPush = (name, outcome)
      report(&state, cause: cause)
      for diagnostic in decoding.errors.dropFirst() { state.events.append("    \(diagnostic)".terminalSafe) }
      return
    }
    // The scenario's clock says when the push arrives; its timestamp still orders it against other pushes.
    payload.arrival = state.clock
    if payload.event == .start {
      do {
        state.activity = try LiveActivity.start(from: payload, definition: definition, label: label)
        state.reported = 0
        state.lastPush = (name, .applied)
        note(&state, cause: cause ?? "push", "a start push starts a new activity; the scenario follows it")
      } catch {
        state.lastPush = (name, .refused("\(error)"))
        note(&state, cause: cause ?? "push", "push start \(label) refused (\(error))")
        return
      }
    } else {
      state.lastPush = (name, state.activity.receive(payload, label: label))
    }
    report(&state, cause: cause)
    for diagnostic in decoding.warnings { state.events.append("    \(diagnostic)".terminalSafe) }
  }
}
