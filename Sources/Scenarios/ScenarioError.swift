import Diagnostics

/// A scenario that cannot be read or played: the file, the line and what was expected, in one line.
public struct ScenarioError: Error, Equatable, Sendable, DiagnosticConvertible {
  /// Why the scenario stopped: `.badData` (the scenario, or a file it names, says something la-sim cannot
  /// play: exit 65), `.unreadable` (a file cannot be read: exit 66) or `.expectationFailed` (an `expect` line
  /// does not hold: exit 1, like a snapshot that differs from its golden).
  public typealias Kind = DiagnosticKind

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

  /// `file:line: message`, with control characters and invisible format characters (a byte-order mark, a
  /// zero-width space, a soft hyphen) from the file or its name escaped, so that `unknown command
  /// '\u{FEFF}snapshot'` shows why `snapshot` was not understood.
  public var diagnostic: Diagnostic {
    Diagnostic(file: file, position: line.map(SourcePosition.line), message: message, kind: kind)
  }
}
