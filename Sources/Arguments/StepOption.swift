import Fixture
import JSON
import Layout
import Typography

/// `--step N|NAME`.
package enum StepOption {
  package static func parse(_ name: String?, in definition: ActivityDefinition) throws(CLIError) -> Int {
    guard let name else { return 0 }
    guard let index = definition.stepIndex(named: name) else {
      let names = definition.pipeline.enumerated().map { "\($0.offset) \($0.element.name)" }
      // A near step name, as `la-sim rendr` is answered: `no step 'dleivered' in courier; did you mean
      // 'delivered'? (steps: …)`.
      let hint =
        Spelling.nearest(to: name, in: definition.pipeline.map(\.name)).map { "; did you mean '\($0)'?" }
        ?? ""
      throw CLIError.usage(
        "no step '\(name)' in \(definition.name)\(hint) (steps: \(Spelling.joined(names)))")
    }
    return index
  }
}
