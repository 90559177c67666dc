import Simulator

/// The characters the simulator's own chrome (rules, marks, badges) is drawn with.
struct ChromeGlyphs: Equatable, Sendable {
  /// Whether only ASCII may be used.
  let ascii: Bool

  var rule: String { ascii ? "-" : "─" }
  /// Marks a text only the terminal abridges.
  var abridged: String { ascii ? ">" : "›" }
  /// Marks a text within the metrics' error of its edge.
  var nearEdge: String { ascii ? "~" : "≈" }
  /// Marks a text shown whole at a smaller size.
  var scaled: String { ascii ? "v" : "↓" }
  var vertical: String { ascii ? "|" : "│" }
  var topLeft: String { ascii ? "+" : "┌" }
  var topRight: String { ascii ? "+" : "┐" }
  var bottomLeft: String { ascii ? "+" : "└" }
  var bottomRight: String { ascii ? "+" : "┘" }
  var onDevice: String { ascii ? ">" : "▶" }
  var clip: String { ascii ? "x" : "✂" }
  var times: String { ascii ? "x" : "×" }
  var arrow: String { ascii ? "->" : "→" }
  var separator: String { ascii ? "|" : "│" }
  var dot: String { ascii ? "-" : "·" }

  /// The mark in front of a log line of this kind.
  func mark(_ kind: LogLine.Kind) -> String {
    switch kind {
    case .applied: ascii ? "+" : "●"
    case .ignored: ascii ? "-" : "○"
    case .refused: ascii ? "x" : "✗"
    case .info: ascii ? "." : "·"
    case .warning: "!"
    }
  }
}
