import Arguments
import Fixture
import Scenarios

/// `la-sim import`: compiles a Live Activity's own Swift and writes the fixture it describes.
enum ImportCommand: Command {
  static let name = "import"
  static let abstract = "Write a fixture from the app's own Swift: model, layouts, previews"
  static let spec = ArgumentSpec(options: ["out", "pipeline", "swiftc"], positional: 1...1_000)

  static let help = """
    Usage: la-sim import SWIFT-FILES-or-FOLDER [--pipeline FIXTURE.json] [--swiftc PATH] [--out FIXTURE.json]

    Compiles the app's Swift with la-sim's SwiftUI, WidgetKit and ActivityKit (the swiftc on PATH, or
    --swiftc) and prints the fixture it describes:
      the model    the keys, types and optionals the app's own Decodable types ask for (CodingKeys
                   included), and each CaseIterable enum's cases and raw values
      the steps    the content states of the Live Activity #Preview's contentStates: { }, with the
                   attribute values of its using: (dates relative to when it ran); or, with --pipeline,
                   the fixture's attribute values, pipeline, stale and end settings
      the layouts  what the code drew at each step, fresh and stale: a text showing a field's value
                   names it ({driverName}), a timer its Date field, a bar its field or fraction; what
                   differs between steps otherwise becomes an if on the field that tells them apart
    la-sim then draws the fixture at every step, fresh and stale, on every device, and compares it with
    what the code draws: each difference is reported on standard error.

    Options:
      --pipeline FIXTURE  the steps from a fixture, for code with no #Preview
      --swiftc PATH       the Swift compiler (default: swiftc on PATH)
      --out FILE          write the fixture to FILE instead of standard output (never one of the
                          Swift files read: that is refused, exit 64)

    Exit status: 0 the fixture draws what the code draws, 1 something differs (reported), 64 usage
    error, 65 code that does not compile or types la-sim cannot read, 66 a file cannot be read,
    70 the code crashed or hung, 73 --out cannot be written.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    if let out = arguments.value("out") {
      var paths = OutputPaths()
      for path in arguments.positional { paths.read(path, as: "the Swift file") }
      paths.write(out, as: "--out")
      try OutputOption.check(paths)
    }
    let result = try HostImport.fixture(
      files: arguments.positional, pipeline: arguments.value("pipeline"), swiftc: arguments.value("swiftc"))
    for issue in result.issues { Output.err("la-sim import: \(issue)") }
    let text = TerminalText.json(result.fixture)
    if let out = arguments.value("out") {
      do {
        try FileAccess.writeAtomically(text + "\n", to: out)
      } catch {
        throw CLIError(message: error.description, code: ExitCode.cannotCreate)
      }
    } else {
      Output.out(text)
    }
    return result.issues.isEmpty ? ExitCode.ok : ExitCode.findings
  }
}
