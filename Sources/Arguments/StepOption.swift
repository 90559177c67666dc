import Fixture
import Layout
import Typography

/// `--step N|NAME`.
package enum StepOption {
  package static func parse(_ name: String?, in definition: ActivityDefinition) throws(CLIError) -> Int {
    guard let name else { return 0 }
    guard let index = definition.stepIndex(named: name) else {
      let names = definition.pipeline.enumerated().map { "\($0.offset) \($0.element.name)" }
      throw CLIError.usage(
        "no step '\(name)' in \(definition.name) (steps: \(names.joined(separator: ", ")))")
    }
    return index
  }
}
