import Diagnostics
import Fixture
import JSON
import Lifecycle

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim init NAME --from-swift FILE...`: the starter files for an activity the app already has, its
/// fixture imported from the app's Swift (as `la-sim import` reads it), an update push built from the
/// fixture's second pipeline step (its first when it has one), and a story that pushes it.
package struct SwiftStarter {
  package let name: String
  /// The fixture, as `la-sim import` prints it.
  package let fixture: String
  /// What the importer could not read, one line each.
  package let issues: [String]
  package let definition: ActivityDefinition

  package init(name: String, fixture: String, issues: [String], definition: ActivityDefinition) {
    self.name = name
    self.fixture = fixture
    self.issues = issues
    self.definition = definition
  }

  /// The pipeline step the push carries.
  var pushedStep: Int { definition.pipeline.count > 1 ? 1 : 0 }

  /// An update push with that step's content state, its dates resolved five minutes after the start.
  var payload: String {
    let sent = LiveActivity.referenceStart.addingTimeInterval(300)
    let state =
      definition.pipeline.isEmpty
      ? "{}"
      : ActivityEncoding.json(
        definition.pipeline[pushedStep].content.resolve(at: sent).values, schema: definition.contentSchema,
        definition: definition)
    return """
      {
        "headers": {
          "apns-push-type": "liveactivity",
          "apns-topic": "\(definition.bundleIdentifier).push-type.liveactivity",
          "apns-priority": "10"
        },
        "body": {
          "aps": {
            "timestamp": \(Int(sent.timeIntervalSince1970)),
            "event": "update",
            "content-state": \(state)
          }
        }
      }

      """
  }

  /// The story: the first step, then the push five minutes in, a snapshot of each.
  var scenario: String {
    let first = definition.pipeline.first?.name ?? "start"
    let pushed =
      definition.pipeline.indices.contains(pushedStep) ? definition.pipeline[pushedStep].name : "update"
    return """
      # \(name): a first story, from the app's own Swift. Play it with
      #   la-sim play \(name).json \(name).scenario
      # then keep its frames as goldens for CI (--record golden, then --verify golden).

      expect state active
      snapshot \(Self.snapshotName(first)) lock-screen compact

      wait 5m
      # The content state of step '\(pushed)', as your server would send it.
      push payloads/update.json
      expect verdict applied
      snapshot \(Self.snapshotName(pushed))

      """
  }

  /// The files, by their paths in the directory written.
  package var files: [(path: String, text: String)] {
    [("\(name).json", fixture), ("payloads/update.json", payload), ("\(name).scenario", scenario)]
  }

  /// A snapshot name from a step name: `outForDelivery` is `out-for-delivery`.
  static func snapshotName(_ step: String) -> String {
    var name = ""
    for character in step {
      if character.isUppercase, !name.isEmpty { name.append("-") }
      name += character.isLetter || character.isNumber ? character.lowercased() : "-"
    }
    return name.isEmpty ? "step" : name
  }
}
