/// A command with the line it came from.
package struct ScenarioStep: Equatable, Sendable {
  /// The 1-based line number.
  package var line: Int
  /// The command's words as written, without the comment, for event logs.
  package var source: String
  /// The command.
  package var command: ScenarioCommand

  /// A step.
  package init(line: Int, source: String, command: ScenarioCommand) {
    self.line = line
    self.source = source
    self.command = command
  }
}
