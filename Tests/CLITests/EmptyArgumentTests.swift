import Foundation
import TestSupport
import Testing

/// An empty argument (a script's unset variable: `--out "$OUT"`) is a usage error naming the option or the
/// argument's place, where it reached the file system as a path of no name and was reported with none
/// (`la-sim push: no such file or directory`, `la-sim init: : is not a directory`).
@Suite(.temporaryDirectory) struct EmptyArgumentTests {
  @Test(
    "An option given '' is refused by name",
    arguments: [
      (["play", "courier", "story.scenario", "--out", ""], "play", "--out"),
      (["render", "courier", "--strings", "", "--locale", "de"], "render", "--strings"),
      (["init", "my-order", "--dir="], "init", "--dir"),
      (["serve", "--auth-key", "", "--team-id", "T"], "serve", "--auth-key"),
      (["run", "courier", "--pushes", ""], "run", "--pushes"),
    ])
  func emptyOption(arguments: [String], command: String, option: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "la-sim \(command): option '\(option)' needs a value, found ''\nTry 'la-sim \(command) --help'.\n")
  }

  @Test(
    "An argument given '' is refused by its place",
    arguments: [
      (["push", "courier", ""], "push", 2),
      (["play", "courier", ""], "play", 2),
      (["review", ""], "review", 1),
      (["check", ""], "check", 1),
    ])
  func emptyArgument(arguments: [String], command: String, place: Int) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "la-sim \(command): argument \(place) is '' (empty); expected a path or a name\n"
        + "Try 'la-sim \(command) --help'.\n")
  }
}
