import Testing

/// A Swift file given where a fixture goes is answered with one sentence saying what to run instead (la-sim
/// reads Swift itself, so there is nothing to install), not with the JSON parser's complaint about its
/// first byte.
@Suite(.temporaryDirectory) struct SwiftFixtureArgumentTests {
  @Test(
    "A .swift fixture argument names import and --swift, in one line", arguments: ["check", "run"])
  func swiftFile(command: String) throws {
    let file = try CLIRunner.temporaryFile("import ActivityKit\n", name: "Widget.swift")
    let result = try CLIRunner.run([command, file])
    #expect(result.status == 64)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count <= 2, "the sentence (and, but for check, 'Try la-sim \(command) --help')")
    #expect(lines.first?.contains("is Swift, not a fixture") == true)
    #expect(lines.first?.contains("la-sim import") == true && lines.first?.contains("--swift") == true)
    #expect(lines.first?.contains("no Swift toolchain needed") == true)
  }

  /// `render` compiles the app's Swift instead (docs/swift.md); a file with nothing to draw says why.
  @Test("render on a Swift file with no Widget says what it looked for, in one line")
  func renderNoWidget() throws {
    let file = try CLIRunner.temporaryFile("import ActivityKit\n", name: "Widget.swift")
    let result = try CLIRunner.run(["render", file])
    #expect(result.status == 65)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stderr.contains("no Widget in the files given"))
  }
}
