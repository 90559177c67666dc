import Foundation
import TestSupport
import Testing

/// `la-sim --generate-completion-script bash|zsh|fish`, loaded into the real shells; a test whose shell is
/// not installed is skipped, saying so.
@Suite(.temporaryDirectory) struct CompletionScriptTests {
  static let commands = ["run", "render", "push", "serve", "check", "play", "review", "devices", "init"]

  /// Runs `shell -c script` with the built la-sim first on PATH; its standard output.
  static func shell(_ shell: String, _ script: String) throws -> (status: Int32, output: String) {
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] =
      LaSimProcess.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
    let result = try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/env"), [shell, "-c", script], environment: environment,
      directory: try TemporaryDirectory.ofThisTest().url)
    return (result.status, String(decoding: result.stdout, as: UTF8.self))
  }

  /// What bash completes for `words` (the last one being completed).
  static func bash(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let script = """
      source <(la-sim --generate-completion-script bash)
      COMP_WORDS=(\(quoted)); COMP_CWORD=$((${#COMP_WORDS[@]}-1)); _la_sim
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    return try shell("bash", script).output.split(separator: "\n").map(String.init)
  }

  @Test(
    "bash completes commands, each command's options, and the values the parser accepts",
    .enabled(if: InstalledProgram.isInstalled("bash"), InstalledProgram.reason("bash")))
  func bashValues() throws {
    #expect(try Self.bash(["la-sim", "ren"]) == ["render"])
    let devices = try Self.bash(["la-sim", "render", "--device", ""])
    for device in ["iphone-15-pro", "iphone-no-island", "watch-45mm", "carplay", "phones", "watch", "all"] {
      #expect(devices.contains(device), "--device completes \(device)")
    }
    #expect(
      try Self.bash(["la-sim", "render", "--device", "watch-4"]).count == 5, "40, 41, 44, 45 and 49 mm")
    #expect(try Self.bash(["la-sim", "check", "--format", ""]) == ["text", "json", "sarif"])
    #expect(try Self.bash(["la-sim", "render", "pizza-planet", "--wa"]) == ["--watch"])
    #expect(try Self.bash(["la-sim", "--generate-completion-script", ""]) == ["bash", "zsh", "fish"])
    #expect(try Self.bash(["la-sim", "render", "cour"]).starts(with: ["courier", "courier-compact"]))
  }

  @Test(
    "Every option bash offers is one the command's --help documents",
    .enabled(if: InstalledProgram.isInstalled("bash"), InstalledProgram.reason("bash")), arguments: commands)
  func optionsAreDocumented(command: String) throws {
    let offered = try Self.bash(["la-sim", command, "--"])
    #expect(offered.contains("--help"))
    let help = try LaSimProcess.run([command, "--help"], directory: try TemporaryDirectory.ofThisTest().url)
      .stdout
    for option in offered where option != "--help" {
      #expect(help.contains(option), "\(command) \(option) is in its help")
    }
    // And the reverse: each option the help's option list describes is offered.
    let described = help.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("--") }
    for line in described {
      let option = String(line.prefix { $0 != " " && $0 != "=" && $0 != "[" })
      #expect(offered.contains(option), "\(command): --help describes \(option); completion offers it")
    }
  }

  @Test(
    "fish completes option values",
    .enabled(if: InstalledProgram.isInstalled("fish"), InstalledProgram.reason("fish")))
  func fish() throws {
    let fish = try Self.shell(
      "fish", "la-sim --generate-completion-script fish | source; complete -C 'la-sim render --device '")
    #expect(fish.status == 0)
    let words = fish.output.split(separator: "\n")
    #expect(words.contains("watch-49mm") && words.contains("ipad") && words.contains("all"))
  }

  @Test(
    "zsh loads the script", .enabled(if: InstalledProgram.isInstalled("zsh"), InstalledProgram.reason("zsh")))
  func zsh() throws {
    let directory = try TemporaryDirectory.ofThisTest().url
    let script = directory.appendingPathComponent("_la-sim").path
    let zsh = try Self.shell(
      "zsh", "la-sim --generate-completion-script zsh > '\(script)' && zsh -n '\(script)'")
    #expect(zsh.status == 0)
    #expect(FileManager.default.fileExists(atPath: script), "the script was written where the test said")
  }

  @Test("An unknown shell is a usage error naming the ones there are")
  func unknownShell() throws {
    let result = try LaSimProcess.run(
      ["--generate-completion-script", "tcsh"], directory: try TemporaryDirectory.ofThisTest().url)
    #expect(result.status == 64)
    #expect(
      result.stderr == "la-sim: --generate-completion-script takes one of: bash, zsh, fish (not 'tcsh')\n")
  }
}
