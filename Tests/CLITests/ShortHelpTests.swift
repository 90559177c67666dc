import Foundation
import TestSupport
import Testing

/// `-h` is `--help` after a command as it is before one (`la-sim -h`): the one short option every command
/// line tool takes, which a person types first.
@Suite(.temporaryDirectory) struct ShortHelpTests {
  @Test(
    "-h prints the command's help, as --help does",
    arguments: ["run", "render", "push", "serve", "check", "play", "review", "devices", "import", "init"])
  func shortHelp(command: String) throws {
    let short = try CLIRunner.run([command, "-h"])
    let long = try CLIRunner.run([command, "--help"])
    #expect(short.status == 0, "\(short.stderr)")
    #expect(short.stderr.isEmpty)
    #expect(short.stdout == long.stdout)
    #expect(short.stdout.hasPrefix("Usage: la-sim"))
  }

  @Test("After --, -h is an argument like any other")
  func afterDoubleDash() throws {
    let result = try CLIRunner.run(["render", "--", "-h"])
    #expect(result.status == 66)
    #expect(result.stderr.hasPrefix("la-sim render: no built-in fixture named '-h'"))
  }
}
