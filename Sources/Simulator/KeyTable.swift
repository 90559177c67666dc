/// The simulator's keys. Dispatch and help both read these tables, so help cannot drift from behaviour.
public enum KeyTable {
  /// Keys on the main screen.
  public static let main: [KeyBinding] = [
    KeyBinding(
      [.character("n"), .right, .character(" ")], short: "next",
      summary: "advance to the next pipeline step (the app's update)", action: .advance),
    KeyBinding(
      [.character("p"), .left], short: "back",
      summary: "back one step for inspection (restarts the activity at that step)", action: .back),
    KeyBinding(
      [.character("s")], short: "stale", summary: "mark stale (the stale date is now)", action: .markStale),
    KeyBinding(
      [.character("e")], short: "end", summary: "end the activity, then choose the dismissal policy",
      action: .beginEnd),
    KeyBinding(
      [.character("r")], short: "restart", summary: "restart the activity at its first step", action: .restart
    ),
    KeyBinding(
      [.character("+")], short: "+1min", summary: "move the simulated clock forward 1 minute",
      action: .moveClock(60)),
    KeyBinding(
      [.character("]")], short: "+10min", summary: "move the simulated clock forward 10 minutes",
      action: .moveClock(600)),
    KeyBinding(
      [.character("}")], short: "+1h", summary: "move the simulated clock forward 1 hour",
      action: .moveClock(3600)),
    KeyBinding(
      [.character(".")], short: "pause", summary: "pause or resume the simulated clock", action: .togglePause),
    KeyBinding([.character("d")], short: "device", summary: "show the next device", action: .nextDevice),
    KeyBinding(
      [.character("t")], short: "text size",
      summary: "next Dynamic Type size, larger (after AX5, xSmall)", action: .stepDynamicType(1),
      inKeyBar: false),
    KeyBinding(
      [.character("T")], short: "smaller",
      summary: "previous Dynamic Type size, smaller (before xSmall, AX5)", action: .stepDynamicType(-1),
      inKeyBar: false),
    KeyBinding(
      [.character("m")], short: "mode",
      summary: "switch the phone between dark and light appearance (the Lock Screen follows it)",
      action: .toggleAppearance),
    KeyBinding(
      [.character("L")], short: "language",
      summary:
        "the app's strings in the next language of its catalogs (--strings, the fixture's \"strings\")",
      action: .nextLanguage, inKeyBar: false),
    KeyBinding(
      [.character("l")], short: "push", summary: "apply the next payload from --pushes DIR", action: .nextPush
    ),
    KeyBinding(
      [.character("x")], short: "expanded",
      summary: "on a narrow terminal: the expanded island in the large box, or the Lock Screen again",
      action: .toggleExpanded, inKeyBar: false),
    KeyBinding(
      [.character("w")], short: "watch",
      summary:
        "the small family in the Lock Screen's place: Apple Watch 45 mm, then CarPlay, then the Lock Screen",
      action: .nextSmallFamily, inKeyBar: false),
    KeyBinding([.character("?")], short: "help", summary: "show or hide this help", action: .toggleHelp),
    KeyBinding([.character("q"), .controlC], short: "quit", summary: "quit", action: .quit),
  ]

  /// Keys after `e`: the dismissal policy.
  public static let end: [KeyBinding] = [
    KeyBinding(
      [.character("d")], short: "default", summary: ".default: the Lock Screen keeps it up to 4 hours",
      action: .end(.default)),
    KeyBinding(
      [.character("i")], short: "immediate", summary: ".immediate: gone at once", action: .end(.immediate)),
    KeyBinding(
      [.character("a")], short: "after delay", summary: "the fixture's end, with its .after delay",
      action: .end(.fixtureDelay)),
    KeyBinding([.escape], short: "cancel", summary: "do not end", action: .cancel),
  ]

  /// The binding `key` triggers in `table`, if any.
  public static func binding(for key: KeyPress, in table: [KeyBinding]) -> KeyBinding? {
    table.first { $0.keys.contains(key) }
  }

  /// Whether `key` quits from any screen (`q`, Ctrl-C).
  public static func quits(_ key: KeyPress) -> Bool {
    binding(for: key, in: main)?.action == .quit
  }

  /// Whether `key` acts while the terminal is too small for the screen, where nothing else may act unseen:
  /// quitting, and in the main mode `d`, since the next device may fit (the 393-pt phone needs 55 columns,
  /// the 430-pt one 60, and `d` must not lock a reader out of the one that fitted). After `e`, `d` is the
  /// `.default` dismissal, which is never chosen unseen.
  public static func actsWhenTooSmall(_ key: KeyPress, mode: SimulatorModel.Mode) -> Bool {
    quits(key) || (mode == .normal && binding(for: key, in: main)?.action == .nextDevice)
  }
}
