import Arguments
import Delivery
import Fixture

extension PushCommand {
  /// `--with FIXTURE[@STEP]`: another app's fixture and the step its activity starts at.
  static func withActivity(_ reference: String) throws(CLIError) -> (ActivityDefinition, Int) {
    let (name, step) = FixtureReference.split(reference)
    guard !name.isEmpty else {
      throw CLIError.usage("--with expects FIXTURE or FIXTURE@STEP, found '\(reference)'")
    }
    let definition = try FixtureLoader.load(name)
    return (definition, try StepOption.parse(step, in: definition))
  }

  /// `la-sim push --explain LP007`: the catalogue entry of one code (`all`: every entry, as docs/traps.md).
  static func explain(_ code: String, arguments: ParsedArguments) throws(CLIError) -> Int32 {
    guard arguments.positional.isEmpty else {
      throw CLIError.usage(
        "--explain takes a code and no FIXTURE or PAYLOAD, e.g. 'la-sim push --explain LP007'")
    }
    if code == "all" {
      Output.out(PushTrap.allCases.map(\.explanation.markdown).joined(separator: "\n"))
      return ExitCode.ok
    }
    guard let trap = PushTrap(code: code) else {
      let first = PushTrap.allCases.first?.code ?? ""
      let last = PushTrap.allCases.last?.code ?? ""
      throw CLIError.usage(
        "unknown code '\(code.terminalSafe)'; la-sim's push codes run from \(first) to \(last)"
          + " (docs/traps.md lists them)")
    }
    Output.out(trap.explanation.text)
    return ExitCode.ok
  }
}
