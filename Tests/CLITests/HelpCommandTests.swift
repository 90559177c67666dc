import TestSupport
import Testing

/// `la-sim help COMMAND`, as git and swift read it: the command's own help.
@Suite(.temporaryDirectory) struct HelpCommandTests {
  @Test("la-sim help check prints what la-sim check --help prints; la-sim help the overview")
  func helpNamesACommand() throws {
    for command in ["check", "render", "push", "play"] {
      let named = try CLIRunner.run(["help", command])
      let flag = try CLIRunner.run([command, "--help"])
      #expect(named.status == 0)
      #expect(named.stdout == flag.stdout, "\(command)")
      #expect(named.stdout.hasPrefix("Usage: la-sim \(command) "))
    }
    let overview = try CLIRunner.run(["help"])
    #expect(overview.stdout == (try CLIRunner.run(["--help"])).stdout)
    #expect(overview.stdout.hasPrefix("la-sim: iOS Live Activities in the terminal."))
  }

  @Test("la-sim help with a word that is no command is a usage error naming it, not the overview")
  func helpOnAnUnknownCommandFails() throws {
    let misspelt = try CLIRunner.run(["help", "pussh"])
    #expect(misspelt.status == 64)
    #expect(misspelt.stdout.isEmpty)
    #expect(
      misspelt.stderr.contains("la-sim help: no command 'pussh'; did you mean 'push'?"), "\(misspelt.stderr)")
    let unknown = try CLIRunner.run(["help", "nosuch"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("la-sim help: no command 'nosuch'; the commands are run, render, push"))
    let two = try CLIRunner.run(["help", "push", "play"])
    #expect(two.status == 64)
    #expect(
      two.stderr.contains("la-sim help: one command at a time, e.g. 'la-sim help push'"), "\(two.stderr)")
  }

  @Test(
    "Exit status reads as one paragraph: no line over 110 columns, none ending at a clause the next would fit",
    arguments: ["push", "play", "render", "run", "review", "serve", "init", "import", "check"])
  func exitStatusIsWrappedBetweenClauses(_ command: String) throws {
    let help = try CLIRunner.run([command, "--help"]).stdout
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("Exit status: ") })
    let paragraph = lines[start...].prefix { !$0.isEmpty }
    for (line, next) in zip(paragraph, paragraph.dropFirst()) {
      #expect(line.count <= 110, "\(command): \(line)")
      // A line that ends a clause leaves the next clause to the next line only when it would not fit.
      let clause = next.prefix { $0 != "," }
      #expect(
        !line.hasSuffix(",") || line.count + 1 + clause.count + 1 > 100,
        "\(command): '\(line)' leaves '\(clause),' to the next line")
    }
    #expect(paragraph.last.map { $0.count <= 110 } == true, "\(command)")
  }
}
