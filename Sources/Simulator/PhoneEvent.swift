import ActivityState

/// What the simulated phone did in answer to a message, for a face to show: a line of the event log, a
/// change of what the Dynamic Island shows, a push's verdict, or work only a face can do (read a file).
/// Every event's wording is `PhoneSession`'s.
public enum PhoneEvent: Equatable, Sendable {
  /// A line of the event log.
  case line(LogLine)
  /// The Dynamic Island shows something else now, as `line` says (written once the phone has several
  /// activities; with one, the island panel says it all).
  case islandChanged(IslandArbitration, line: LogLine)
  /// A push reached the phone: the file it came from and what the activity made of it.
  case verdict(file: String, outcome: EventOutcome)
  /// `l` with a payload directory: the face reads the next payload and sends it as `.push`.
  case pushRequested
  /// The activity started again at its first step: the payloads start again from the first.
  case restarted

  /// The event's line in the log, if it has one.
  public var logLine: LogLine? {
    switch self {
    case .line(let line), .islandChanged(_, let line): line
    case .verdict, .pushRequested, .restarted: nil
    }
  }
}
