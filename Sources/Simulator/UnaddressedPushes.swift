/// Where a push goes when its envelope names no token, no activity and no other app's topic.
public enum UnaddressedPushes: Equatable, Sendable {
  /// To the focused activity, as the keys act on it (the simulator, scenarios).
  case focused
  /// To the latest activity that still accepts updates, as on a device (`la-sim push`).
  case latestOpen
}
