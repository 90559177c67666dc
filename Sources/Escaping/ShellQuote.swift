/// The one way la-sim writes a word of a command a person copies and pastes (`cd DIR`, `la-sim review DIR`,
/// `la-sim play … --record DIR`, `xcrun simctl push booted BUNDLE`, curl's `--header` and `--data`): a
/// POSIX shell reads the word back as exactly the text, runs nothing in it, and the printed line is safe
/// for a terminal.
///
/// A word of letters, digits and `/._-+:,@` is left bare. Any other word is put in single quotes, inside
/// which a shell expands nothing (`$(…)`, backquotes, `*`, `~`, `!`); a `'` is written `'\''`. A scalar
/// that `TerminalSafe` escapes (a newline, ESC, a C1 control, a bidirectional override) cannot be shown
/// raw, so it is written outside the quotes as ANSI-C quoting of its UTF-8 bytes, `$'\x0a'`, which bash,
/// zsh, ksh and POSIX.1-2024 `sh` read back as the same bytes (and fish refuses instead of misreading).
public enum ShellQuote {
  /// `text` as one shell word: bare when plain, `'single quoted'` otherwise.
  public static func word(_ text: some StringProtocol) -> String {
    guard !text.isEmpty else { return "''" }
    if text.unicodeScalars.allSatisfy(isPlain) { return String(text) }
    var out = ""
    var quoted = ""
    var escaped = ""
    func flushQuoted() {
      guard !quoted.isEmpty else { return }
      out += "'" + quoted + "'"
      quoted = ""
    }
    func flushEscaped() {
      guard !escaped.isEmpty else { return }
      out += "$'" + escaped + "'"
      escaped = ""
    }
    for scalar in text.unicodeScalars {
      if TerminalSafe.needsEscape(scalar) {
        flushQuoted()
        for byte in String(scalar).utf8 {
          let hex = String(byte, radix: 16)
          escaped += "\\x" + (hex.count == 1 ? "0" : "") + hex
        }
      } else if scalar == "'" {
        flushQuoted()
        flushEscaped()
        out += "\\'"
      } else {
        flushEscaped()
        quoted.unicodeScalars.append(scalar)
      }
    }
    flushQuoted()
    flushEscaped()
    return out
  }

  /// Whether `scalar` means only itself to every shell wherever it stands in a word.
  static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "/", ".", "_", "-", "+", ":", ",", "@": true
    default: false
    }
  }
}

extension StringProtocol {
  /// `ShellQuote.word(self)`: the text as one word of a command a person may paste into a shell.
  public var shellQuoted: String { ShellQuote.word(self) }
}
