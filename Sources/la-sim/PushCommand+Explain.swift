import Arguments
import Delivery
import Fixture
import JSON

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

  /// `la-sim push --explain LP007`: the catalogue entry of one code (`all`: every entry, as docs/traps.md), as
  /// text or, with `--format json`, as an object (an array of them for `all`). Any other option is a usage
  /// error: it would be ignored, and a reader would take its absence from the output for an answer.
  static func explain(_ code: String, arguments: ParsedArguments) throws(CLIError) -> Int32 {
    guard arguments.positional.isEmpty else {
      throw CLIError.usage(
        "--explain takes a code and no FIXTURE or PAYLOAD, e.g. 'la-sim push --explain LP007'")
    }
    let given =
      spec.options.filter { arguments.options[$0] != nil } + spec.flags.filter(arguments.flags.contains)
    if let option = given.first(where: { $0 != "explain" && $0 != "format" }) {
      throw CLIError.usage(
        "--\(option) does not apply to --explain, which prints a code's catalogue entry (--format text or json)"
      )
    }
    let format = try arguments.choice("format", formats, default: "text")
    let traps: [PushTrap]
    if code == "all" {
      traps = PushTrap.allCases
    } else if let trap = PushTrap(code: code) {
      traps = [trap]
    } else {
      let first = PushTrap.allCases.first?.code ?? ""
      let last = PushTrap.allCases.last?.code ?? ""
      let guess = written(code).map { " (did you mean '\($0.code)'?)" } ?? ""
      throw CLIError.usage(
        "unknown code '\(code.terminalSafe)'\(guess); la-sim's push codes run from \(first) to \(last)"
          + " (docs/traps.md lists them)")
    }
    let explanations = traps.map(\.explanation)
    if format == "json" {
      let objects = explanations.map(json)
      Output.out(TerminalText.json(code == "all" ? .array(objects) : objects[0]))
    } else if code == "all" {
      Output.out(explanations.map(\.markdown).joined(separator: "\n"))
    } else {
      Output.out(explanations[0].text)
    }
    return ExitCode.ok
  }

  /// The code `code` names with its number written otherwise (`LP7`, `lp07`, `7`), if there is one.
  private static func written(_ code: String) -> PushTrap? {
    var digits = Substring(code)
    if digits.lowercased().hasPrefix("lp") { digits = digits.dropFirst(2) }
    guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(digits)
    else { return nil }
    let padded = String(number)
    return PushTrap(code: "LP" + String(repeating: "0", count: max(0, 3 - padded.count)) + padded)
  }

  /// `{"code", "title", "symptom", "cause", "report", "fix", "source"}`: the entry's parts, as `text` and
  /// docs/traps.md head them (`report` is how la-sim reports it).
  private static func json(_ explanation: PushTrapExplanation) -> JSONValue {
    .object(
      [
        ("code", explanation.trap.code), ("title", explanation.title), ("symptom", explanation.symptom),
        ("cause", explanation.cause), ("report", explanation.report), ("fix", explanation.fix),
        ("source", explanation.source),
      ].map { JSONMember(key: $0.0, value: .string($0.1)) })
  }
}
