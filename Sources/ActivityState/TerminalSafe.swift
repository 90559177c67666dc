/// The one rule for text that came from a file or a payload and is about to reach a terminal: every scalar
/// that could move the cursor, change the terminal's state or reorder what is shown is written as a visible
/// Swift escape (`\u{1B}`), so a fixture or a push can never retitle the terminal, clear it, forge a line or
/// flip the reading order of a verdict.
public enum TerminalSafe {
  /// `text` with C0 and C1 controls, DEL, line and paragraph separators and bidirectional formatting
  /// characters escaped as `\u{XX}`. A backslash is kept as it is: the output is for people, not parsers.
  public static func escape(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return String(text) }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether `scalar` must not reach a terminal raw.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    // Line and paragraph separators, and bidirectional embeddings, overrides, isolates and marks.
    case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
    default: false
    }
  }
}

extension StringProtocol {
  /// `TerminalSafe.escape(self)`: the form of untrusted text that may be printed.
  public var terminalSafe: String { TerminalSafe.escape(self) }
}
