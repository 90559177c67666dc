/// What kind of failure a diagnostic reports, which decides how a command exits (the CLI maps each kind to
/// one exit code, in one place: `ExitCode.of(_:)`).
public enum DiagnosticKind: Equatable, Hashable, Sendable {
  /// The command line itself is wrong (an unknown option, a missing argument).
  case usage
  /// A file or payload says something la-sim cannot accept (a fixture, a scenario, a push, Swift).
  case badData
  /// A file cannot be read (missing, a directory, no permission, over its size limit).
  case unreadable
  /// A file cannot be written (an output that would replace an input, a directory that cannot be made).
  case cannotCreate
  /// A check did not hold: an `expect` line, a snapshot against its golden.
  case expectationFailed
  /// The terminal or the system refused what la-sim needs from it.
  case system
}
