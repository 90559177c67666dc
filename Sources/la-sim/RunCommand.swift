import ActivityState
import Foundation
import Renderer

/// `la-sim run` (and `la-sim` alone): the interactive simulator; frames once when not on a terminal.
enum RunCommand: Command {
  static let name = "run"
  static let abstract = "Run the interactive simulator (the default command)"
  static let spec = ArgumentSpec(options: ["device", "pushes"], flags: ["no-color"], positional: 0...1)
  static let help = """
    Usage: la-sim [run] [FIXTURE] [--device NAME] [--pushes DIR] [--no-color]

    Shows FIXTURE's surfaces (default pizza-planet) with a live countdown. When standard output is not
    a terminal, prints the current frames once, as 'la-sim render' does, and exits 0.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    let definition = try FixtureLoader.load(arguments.positional.first)
    var request = RenderRequest(definition: definition)
    request.device = try DeviceOption.parse(arguments.value("device"))
    Output.out(request.output(format: "text"))
    return ExitCode.ok
  }
}
