import Arguments
import Fixture
import Scenarios
import SwiftImport

/// `la-sim import`: reads a Live Activity's own Swift and writes the fixture it describes.
enum ImportCommand: Command {
  static let name = "import"
  static let abstract = "Write a fixture from the app's own Swift: model, layouts, previews"
  static let spec = ArgumentSpec(options: ["out"], positional: 1...1_000)

  static let help = """
    Usage: la-sim import SWIFT_FILE... [--out FIXTURE.json]

    Reads the Swift files of a Live Activity (no compiler needed) and prints the fixture they describe:
      the model    the ActivityAttributes struct and its ContentState: stored properties with their
                   types and optionals, CodingKeys renames, String-backed enums with raw values in
                   CaseIterable order, computed properties that switch self to literals (emoji, icon,
                   color), a fraction clamped to 0...1 as a derived field
      the layouts  ActivityConfiguration { lock screen } dynamicIsland: { DynamicIsland { regions }
                   compactLeading: ... compactTrailing: ... minimal: ... }, with the views and modifiers
                   la-sim models, if context.isStale { } else { } as the stale layout, switch
                   activityFamily for the small family, and struct V: View inlined with its arguments
      the pipeline the ContentState values of #Preview(..., using: ATTRIBUTES) { } contentStates: { },
                   with Date().addingTimeInterval(n) and .now + n as dates relative to each step
    Anything outside that subset is reported on standard error as FILE:LINE:COL: unsupported: ...
    and left out (or drawn as a marked placeholder such as "‹not imported›"); nothing is guessed.

    Options:
      --out FILE   write the fixture to FILE instead of standard output (never one of the Swift
                   files read: that is refused, exit 64)

    Exit status: 0 everything imported, 1 something left out, 64 usage error, 65 Swift it cannot
    parse (FILE:LINE:COL), 66 a file cannot be read.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    if let out = arguments.value("out") {
      var paths = OutputPaths()
      for path in arguments.positional { paths.read(path, as: "the Swift file") }
      paths.write(out, as: "--out")
      try OutputOption.check(paths)
    }
    let result = try SwiftFiles.importFixture(arguments.positional)
    for issue in result.issues { Output.err(issue.description) }
    let text = TerminalText.json(result.fixture)
    if let out = arguments.value("out") {
      do {
        try FileAccess.writeAtomically(text + "\n", to: out)
      } catch {
        throw CLIError(message: error.description, code: ExitCode.noInput)
      }
    } else {
      Output.out(text)
    }
    return result.issues.isEmpty ? ExitCode.ok : ExitCode.findings
  }
}

/// Swift files named on the command line, read as UTF-8.
enum SwiftFiles {
  static func read(_ paths: [String]) throws(CLIError) -> [SwiftSource] {
    var sources: [SwiftSource] = []
    for path in paths {
      let bytes = try InputFile.read(path, limit: .fixture)
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw CLIError(message: "\(path): not UTF-8 text", code: ExitCode.dataError)
      }
      sources.append(SwiftSource(file: path, text: text))
    }
    return sources
  }

  /// The fixture the Swift files at `paths` describe, as `la-sim import` reads them, with what it could not
  /// read; a file that cannot be read, or a model that cannot be imported, is an error (exit 65).
  static func importFixture(_ paths: [String]) throws(CLIError) -> ImportResult {
    let sources = try read(paths)
    do {
      return try SwiftImporter.importFixture(sources)
    } catch {
      throw CLIError(message: error.description, code: ExitCode.dataError)
    }
  }
}
