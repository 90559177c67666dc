import Foundation
import TestSupport
import Testing

/// A mistyped option is answered with the option meant, as a mistyped command, value or key is: within
/// la-sim's did-you-mean limit (`Spelling.nearest`), and for a long option written with one dash.
@Suite(.temporaryDirectory) struct UnknownOptionTests {
  @Test(
    "A misspelt option, or one written with a single dash, names the option meant",
    arguments: [
      (["render", "courier", "--devce", "ipad-13"], "unknown option '--devce'; did you mean '--device'?"),
      (
        ["check", "courier", "--dynamic-typ", "AX1"],
        "unknown option '--dynamic-typ'; did you mean '--dynamic-type'?"
      ),
      (
        ["play", "courier", "x.scenario", "--recrod", "g"],
        "unknown option '--recrod'; did you mean '--record'?"
      ),
      (["init", "my-order", "-dir", "x"], "unknown option '-dir'; did you mean '--dir'?"),
      (["review", "g", "--acept-all"], "unknown option '--acept-all'; did you mean '--accept-all'?"),
    ])
  func suggestion(arguments: [String], expected: String) throws {
    let result = try CLIRunner.run(arguments)
    let command = arguments[0]
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("la-sim \(command): \(expected) (known: --"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 2, "the line and 'Try la-sim \(command) --help'")
  }

  @Test("An option far from every known one gets the list alone, and a single-dash one gets it too")
  func noSuggestion() throws {
    let far = try CLIRunner.run(["render", "courier", "--frobnicate"])
    #expect(far.status == 64)
    #expect(far.stderr.hasPrefix("la-sim render: unknown option '--frobnicate' (known: --step, --at,"))
    let dash = try CLIRunner.run(["devices", "-x"])
    #expect(dash.status == 64)
    #expect(dash.stderr.hasPrefix("la-sim devices: unknown option '-x' (known: --help)\n"))
    let escape = try CLIRunner.run(["render", "courier", "--\u{1B}[2J"])
    #expect(escape.stderr.hasPrefix("la-sim render: unknown option '--\\u{1B}[2J' (known: "))
  }
}
