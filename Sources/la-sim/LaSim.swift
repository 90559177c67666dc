import Arguments
import BuiltinFixtures
import Diagnostics
import JSON
import Manual

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The command-line entry: picks the command, maps errors to exit codes.
enum LaSim {
  static let commands: [Command.Type] = [
    RunCommand.self, RenderCommand.self, PushCommand.self, ServeCommand.self, CheckCommand.self,
    PlayCommand.self,
    ReviewCommand.self, DevicesCommand.self, ImportCommand.self, InitCommand.self,
  ]

  /// `la-sim --generate-man-page`'s page, from this command table.
  static var manPage: ManPage { ManPage(commands: commands, version: BuildInfo.version) }

  static func run(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    let name: String
    if let first = arguments.first, commands.contains(where: { $0.name == first }) {
      name = first
      arguments.removeFirst()
    } else if let first = arguments.first, first == "--help" || first == "-h" || first == "help" {
      // `la-sim help check` is `la-sim check --help`.
      if first == "help", arguments.count > 1 {
        return help(on: Array(arguments.dropFirst()))
      }
      Output.out(usage)
      return ExitCode.ok
    } else if let first = arguments.first, first == "--generate-completion-script" {
      let shell = arguments.count == 2 ? arguments[1] : ""
      guard let script = CompletionScript(commands: commands).script(for: shell) else {
        Output.err(
          "la-sim: --generate-completion-script takes one of: \(CompletionScript.shells.joined(separator: ", "))"
            + (shell.isEmpty ? "" : " (not '\(shell)')"))
        return ExitCode.usage
      }
      Output.out(script)
      return ExitCode.ok
    } else if let first = arguments.first, first == "--version" {
      Output.out(BuildInfo.versionLine)
      return ExitCode.ok
    } else if let first = arguments.first, first == "--generate-man-page" {
      guard arguments.count == 1 else {
        Output.err("la-sim: --generate-man-page takes no argument (not '\(arguments[1])')")
        return ExitCode.usage
      }
      Output.out(manPage.page)
      return ExitCode.ok
    } else if let first = arguments.first, let command = misspeltCommand(first) {
      Output.err("la-sim: unknown command '\(first)'; did you mean '\(command)'? (see 'la-sim --help')")
      return ExitCode.usage
    } else {
      name = RunCommand.name
    }
    let command = commands.first { $0.name == name }!
    do {
      let parsed = try ParsedArguments(arguments, spec: command.spec)
      if parsed.flags.contains("help") {
        Output.out(command.help)
        return ExitCode.ok
      }
      return try command.run(parsed)
    } catch {
      for line in error.details?.split(separator: "\n", omittingEmptySubsequences: false) ?? [] {
        Output.err(String(line))
      }
      Output.err("la-sim \(name): \(error.message.terminalSafe)")
      if error.code == ExitCode.usage { Output.err("Try 'la-sim \(name) --help'.") }
      return error.code
    }
  }

  /// `la-sim help COMMAND`: that command's help; a word that names no command is a usage error, as
  /// `la-sim COMMAND` would be, rather than the overview printed as if it had been asked for.
  static func help(on words: [String]) -> Int32 {
    guard words.count == 1 else {
      Output.err("la-sim help: one command at a time, e.g. 'la-sim help push'")
      return ExitCode.usage
    }
    let word = words[0]
    if let command = commands.first(where: { $0.name == word }) {
      Output.out(command.help)
      return ExitCode.ok
    }
    let names = commands.map { $0.name }
    let hint =
      Spelling.nearest(to: word, in: names, limit: 2).map { "did you mean '\($0)'?" }
      ?? "the commands are \(names.joined(separator: ", "))"
    Output.err("la-sim help: no command '\(word)'; \(hint) (see 'la-sim --help')")
    return ExitCode.usage
  }

  /// A command name `word` is a typo of, when `word` is neither a fixture nor a file (`la-sim rendr`).
  static func misspeltCommand(_ word: String) -> String? {
    guard !word.hasPrefix("-"), !word.contains("/"), !word.hasSuffix(".json"),
      BuiltinFixtures.bytes(named: word) == nil, !FileManager.default.fileExists(atPath: word)
    else { return nil }
    // The nearest name within two edits, not the first one near: `pus` is `push`, one edit, not `run`, two.
    return Spelling.nearest(to: word, in: commands.map { $0.name }, limit: 2)
  }

  static var usage: String {
    var lines = [
      "la-sim: iOS Live Activities in the terminal.",
      "",
      "Usage: la-sim [COMMAND] [OPTIONS]",
      "",
      "Commands:",
    ]
    for command in commands {
      lines.append("  " + command.name.padded(to: 10) + command.abstract)
    }
    lines += [
      "",
      "With no command, la-sim runs the simulator on the built-in activity pizza-planet",
      "(or prints its frames when standard output is not a terminal).",
      "'la-sim COMMAND --help' describes a command; 'la-sim --generate-completion-script bash|zsh|fish'",
      "prints a completion script for the shell; 'la-sim --generate-man-page' prints the manual page",
      "(roff), 'la-sim --version' the version and the commit it was built from.",
    ]
    return lines.joined(separator: "\n")
  }
}
