/// A command with the line it came from.
public struct ScenarioStep: Equatable, Sendable {
  /// The 1-based line number.
  public var line: Int
  /// The command's words as written, without the comment, for event logs.
  public var source: String
  /// The command.
  public var command: ScenarioCommand

  /// A step.
  public init(line: Int, source: String, command: ScenarioCommand) {
    self.line = line
    self.source = source
    self.command = command
  }
}
