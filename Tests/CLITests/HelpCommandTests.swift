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
}
