import Phone

/// What the simulated phone did in answer to a message, for a face to show: a line of the event log, a
/// change of what the Dynamic Island shows, a push's verdict, or work only a face can do (read a file).
/// Every event's wording is `PhoneSession`'s.
public enum PhoneEvent: Equatable, Sendable {
  /// A line of the event log.
  case line(LogLine)
  /// The Dynamic Island shows something else now, as `line` says (written once the phone has several
  /// activities; with one, the island panel says it all).
  case islandChanged(IslandArbitration, line: LogLine)
  /// What became of a push (a broadcast has one for each activity it reached, the first one's first).
  case verdict(PushVerdict)
  /// A new activity began its own log: started, started again (`r`, `p`) or started by a push.
  case started(activity: String)
  /// An activity could not be started: the fixture's name and why `Activity.request` refused it.
  case startRefused(fixture: String, reason: String)
  /// `p` at the first step: nothing to go back to (`step` is the step shown).
  case backRefused(step: Int)
  /// `p`: a new activity at `step`, as ActivityKit cannot undo an update.
  case wentBack(step: Int)
  /// `l` with a payload directory: the face reads the next payload and sends it as `.push`.
  case pushRequested
  /// The activity started again at its first step: the payloads start again from the first.
  case restarted
  /// `L`: the face localizes the fixtures in the next language and sends them as `.language`.
  case languageRequested

  /// The event's line in the log, if it has one.
  public var logLine: LogLine? {
    switch self {
    case .line(let line), .islandChanged(_, let line): line
    case .verdict, .started, .startRefused, .backRefused, .wentBack, .pushRequested, .restarted,
      .languageRequested:
      nil
    }
  }
}
