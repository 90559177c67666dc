import Arguments
import Starters

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `la-sim init NAME`: a new activity's starting files, each checking clean as written.
enum InitCommand: Command {
  static let name = "init"
  static let abstract = "Write a starter fixture, payload and scenario for a new activity"
  static let spec = ArgumentSpec(
    options: ["dir", "template", "from-swift"], positional: 1...Int.max, repeatable: ["from-swift"])
  static let help = """
    Usage: la-sim init NAME [--dir DIR] [--template delivery|sports|ride|timer|progress]
           la-sim init NAME --from-swift FILE... [--dir DIR]

    Writes a new activity's files into DIR (default ./NAME), each with notes on what to change:
      NAME.json                        the fixture: attributes, content state, a three-step
                                       pipeline, and every presentation
      payloads/update-on-the-way.json  an update push with its APNs headers (payloads/update.json
                                       for the templates but delivery)
      NAME.scenario                    a story with expectations and snapshots
    --template chooses the kind of activity: delivery (default: an order's status enum with raw
    values and an arrival countdown), sports (two teams, their scores, the period), ride (a driver,
    a plate, a pickup countdown), timer (a countdown and what it counts) or progress (a long
    task's fraction done and phase). --from-swift FILE... imports the fixture from your app's own
    Swift instead (as 'la-sim import' reads it; what it cannot read is listed on standard error),
    with an update push carrying its second preview state and a story that sends it.
    All three check clean as written: 'la-sim check NAME.json --device all',
    'la-sim push NAME.json payloads/update-on-the-way.json', 'la-sim play NAME.json NAME.scenario'.

    NAME is lowercase letters, digits and hyphens, starting with a letter (e.g. my-order). Nothing
    is overwritten: an existing file, or a symbolic link inside DIR (init never follows one out of
    it), is an error found before anything is written, and nothing is written.

    Exit status: 0 written, 64 usage error, 73 a file exists or cannot be written.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    let name = arguments.positional[0]
    guard Self.isValid(name) else {
      throw CLIError.usage(
        "invalid NAME '\(name)'; expected lowercase letters, digits and hyphens, starting with a letter"
          + " (e.g. my-order)")
    }
    let directory = arguments.value("dir") ?? name
    let templateName = arguments.value("template") ?? StarterTemplate.delivery.rawValue
    guard let template = StarterTemplate(rawValue: templateName) else {
      throw CLIError.invalidValue(templateName, for: "--template", StarterTemplate.allCases.map(\.rawValue))
    }
    var starter = StarterFiles(name: name, template: template)
    let swiftFiles = (arguments.options["from-swift"] ?? []) + arguments.positional.dropFirst()
    if arguments.options["from-swift"] == nil, arguments.positional.count > 1 {
      throw CLIError.usage("one NAME only (Swift files go after --from-swift)")
    }
    if !swiftFiles.isEmpty {
      guard arguments.value("template") == nil else {
        throw CLIError.usage("--template and --from-swift cannot be used together")
      }
      let imported = try SwiftStarter(name: name, paths: swiftFiles)
      for issue in imported.issues { Output.err(issue) }
      starter.imported = imported
    }
    let paths = starter.files.map { directory.appendingPathComponent($0.path) }
    do {
      try starter.write(into: directory)
    } catch {
      throw CLIError(error)
    }
    // DIR is the user's text: escaped where it is listed, shell-quoted where it is a command to paste.
    Output.out((["Wrote:"] + paths.map { "  " + $0.terminalSafe }).joined(separator: "\n"))
    Output.out(
      """
      Next:
        cd \(directory.shellQuoted)
        la-sim run \(name).json
        la-sim check \(name).json --device all
      """)
    return ExitCode.ok
  }

  /// `my-order`: lowercase ASCII letters, digits and single hyphens, starting with a letter, at most 64.
  static func isValid(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard let first = bytes.first, (97...122).contains(first), bytes.count <= 64, bytes.last != 45 else {
      return false
    }
    return bytes.allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == 45 }
      && !name.contains("--")
  }
}
