/// One key as the simulator understands it, independent of how the terminal reported it.
public enum KeyPress: Hashable, Sendable {
  /// A printable character (`n`, `+`, space, …).
  case character(Character)
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Escape on its own.
  case escape
  /// Return or Enter.
  case enter
  /// Ctrl-C when it arrives as a byte rather than as SIGINT.
  case controlC

  /// How help and the key bar name the key.
  public var label: String {
    switch self {
    case .character(" "): "space"
    case .character(let character): String(character)
    case .left: "←"
    case .right: "→"
    case .up: "↑"
    case .down: "↓"
    case .escape: "esc"
    case .enter: "enter"
    case .controlC: "Ctrl-C"
    }
  }

  /// The label in plain ASCII, for terminals without UTF-8.
  public var asciiLabel: String {
    switch self {
    case .left: "left"
    case .right: "right"
    case .up: "up"
    case .down: "down"
    default: label
    }
  }
}
