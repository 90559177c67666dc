/// The one rule for text that came from a file or a payload and is about to reach a terminal: every scalar
/// that could move the cursor, change the terminal's state or reorder what is shown (`needsEscape`) is
/// written as a visible escape, so a fixture or a push can never retitle the terminal, clear it, forge a
/// line or flip the reading order of a verdict. The escape is spelt as the output's reader reads it: a
/// Swift escape (`\u{1B}`) in text for people (`escape`), a JSON escape (`\u001b`) in JSON (`json`, the
/// same string once decoded), and ANSI-C quoting (`$'\x1b'`) in a command a person pastes (`ShellQuote`).
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

  /// Serialized JSON with every scalar `needsEscape` names, other than the newlines between members, written
  /// as a `\uXXXX` escape: the same JSON value, but no DEL, C1 control, bidirectional override or line
  /// separator reaches the terminal raw. (The serializer already escapes C0 controls inside strings, and
  /// those scalars can stand nowhere else in JSON.)
  public static func json(_ serialized: String) -> String {
    guard serialized.unicodeScalars.contains(where: { $0 != "\n" && needsEscape($0) }) else {
      return serialized
    }
    var out = String.UnicodeScalarView()
    for scalar in serialized.unicodeScalars {
      guard scalar != "\n", needsEscape(scalar) else {
        out.append(scalar)
        continue
      }
      // Every scalar escaped is in the Basic Multilingual Plane: four hex digits.
      let hex = String(scalar.value, radix: 16)
      out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
    }
    return String(out)
  }

  /// `text` with every scalar `needsEscape` names escaped except the newline: for output already made of
  /// escaped lines, as the last guard before it is written. Lines end at each U+000A, so a CRLF line keeps
  /// its break and shows its `\u{D}` (a `Character` "\r\n" is not "\n").
  public static func escapeKeepingLines(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { $0 != "\n" && needsEscape($0) }) else { return text }
    return text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escape(String($0)) }.joined(separator: "\n")
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
