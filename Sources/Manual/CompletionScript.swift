import Arguments
import BuiltinFixtures
import Checking
import Layout
import Lifecycle
import Rendering
import Starters
import Typography

/// `la-sim --generate-completion-script bash|zsh|fish`: completion for the shells, generated from the same
/// command table, option specs and value lists the argument parser checks against, so the two never differ.
package struct CompletionScript {
  /// Every command, in `la-sim --help` order.
  package let commands: [Entry]

  package init(commands: [Command.Type]) {
    self.commands = commands.map {
      Entry(
        name: $0.name, abstract: $0.abstract, options: $0.spec.options, flags: $0.spec.flags,
        repeatable: $0.spec.repeatable, formats: $0.formats)
    }
  }

  package static let shells = ["bash", "zsh", "fish"]

  /// Options whose value is a path: the shell completes files (directories for `dir`, `pushes`).
  static let pathOptions: Set<String> = [
    "pushes", "out", "record", "verify", "report", "junit", "dir", "with", "swift",
  ]
  static let directoryOptions: Set<String> = ["pushes", "record", "verify", "dir"]

  /// The words an option takes, for `command`; empty when it takes a free value (a number, a step name).
  func choices(_ option: String, command: String) -> [String] {
    switch option {
    case "device": DeviceProfile.all.map(\.name) + DeviceGroup.allCases.map(\.rawValue) + ["all"]
    case "dynamic-type": DynamicTypeNames.all + (command == "check" ? ["all"] : [])
    case "presentation": ["all"] + Presentation.allCases.map(\.rawValue)
    case "state": ActivityState.allCases.map(\.rawValue)
    case "format": commands.first { $0.name == command }?.formats ?? []
    case "group-by": FindingGrouping.allCases.map(\.rawValue)
    case "template": StarterTemplate.allCases.map(\.rawValue)
    default: []
    }
  }

  /// What the scripts need of a command.
  package struct Entry {
    var name: String
    var abstract: String
    var options: [String]
    var flags: [String]
    var repeatable: [String]
    var formats: [String]

    /// Its options and flags as the shell writes them.
    var words: [String] { (options + flags + ["help"]).map { "--" + $0 } }
  }

  package func script(for shell: String) -> String? {
    switch shell {
    case "bash": bash
    case "zsh": zsh
    case "fish": fish
    default: nil
    }
  }

  var fixtureNames: String { BuiltinFixtures.names.joined(separator: " ") }
  var commandNames: String { commands.map(\.name).joined(separator: " ") }
}
