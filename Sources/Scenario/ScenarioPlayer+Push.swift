import ActivityState
import Foundation

extension ScenarioPlayer {
  /// Applies the APNs payload at `file` (written `name` in the scenario) at the current instant.
  func applyPush(
    file: String, named name: String, in state: inout State, scenario: Scenario, line: Int
  ) throws(ScenarioError) {
    guard files.read(file) != nil else {
      throw ScenarioError(
        file: scenario.file, line: line, message: "cannot read the payload file '\(name)'", kind: .unreadable)
    }
    // Decoding a payload the way a device does is the push decoder's job; until it is part of
    // ActivityState, a scenario that pushes stops here with a clear message instead of guessing.
    throw ScenarioError(
      file: scenario.file, line: line,
      message: "'\(name)': push payloads need the push decoder, which this version of la-sim does not include"
    )
  }
}
