/// The dismissal chosen after `e`.
public enum EndChoice: String, Equatable, Sendable {
  /// `d`: `.default`, up to four hours on the Lock Screen.
  case `default` = "d"
  /// `i`: `.immediate`.
  case immediate = "i"
  /// `a`: `.after` the fixture's own delay (5 minutes when the fixture's end names none).
  case afterFixtureDelay = "a"
}
