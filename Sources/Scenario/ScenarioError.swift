import ActivityState

/// A scenario that cannot be read or played: the file, the line and what was expected, in one line.
public struct ScenarioError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Why the scenario stopped.
  public enum Kind: Equatable, Sendable {
    /// The scenario (or a file it names) says something la-sim cannot play: exit 65.
    case badData
    /// A file cannot be read: exit 66.
    case unreadable
    /// An `expect` line does not hold: exit 1, like a snapshot that differs from its golden.
    case expectationFailed
  }

  /// The scenario file as it was named.
  public var file: String
  /// The 1-based line, or nil for the file as a whole.
  public var line: Int?
  /// What was expected and what was found.
  public var message: String
  /// What kind of failure it is.
  public var kind: Kind

  /// An error at `line` of `file`.
  public init(file: String, line: Int?, message: String, kind: Kind = .badData) {
    self.file = file
    self.line = line
    self.message = message
    self.kind = kind
  }

  /// `file:line: message`, with control characters from the file (or its name) escaped for a terminal.
  public var description: String {
    TerminalSafe.escape(line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)")
  }
}
