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
}
