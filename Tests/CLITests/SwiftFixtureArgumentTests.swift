import Testing

/// A Swift file given where a fixture goes is answered with one sentence saying what to run instead (la-sim
/// reads Swift itself, so there is nothing to install), not with the JSON parser's complaint about its
/// first byte.
@Suite(.temporaryDirectory) struct SwiftFixtureArgumentTests {
  /// `render`, `run`, `play` and `check` compile the app's Swift instead (docs/swift.md); a file with nothing to
  /// draw says why.
  @Test(
    "render, run, play and check on a Swift file with no Widget say what they looked for, in one line",
    arguments: [["render"], ["run"], ["play"], ["check"]])
  func renderNoWidget(command: [String]) throws {
    let file = try CLIRunner.temporaryFile("import ActivityKit\n", name: "Widget.swift")
    let scenario = try CLIRunner.temporaryFile("press n\n", name: "s.scenario")
    let result = try CLIRunner.run(command + [file] + (command == ["play"] ? [scenario] : []))
    #expect(result.status == 65)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("no Widget in the files given"))
  }
}
