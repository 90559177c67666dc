import Escaping
import Testing

@Suite struct TerminalSafeTests {
  @Test(arguments: [
    ("\u{1B}]0;owned\u{7}", "\\u{1B}]0;owned\\u{7}"),
    ("a\r\nb", "a\\u{D}\\u{A}b"),
    ("nul\u{0}", "nul\\u{0}"),
    ("\u{202E}gnp.exe", "\\u{202E}gnp.exe"),
    ("csi \u{9B}2J", "csi \\u{9B}2J"),
    ("👨‍🍳 Preparing", "👨‍🍳 Preparing"),
  ])
  func escapesWhatATerminalWouldObey(input: String, expected: String) {
    #expect(TerminalSafe.escape(input) == expected)
    #expect(!TerminalSafe.escape(input).unicodeScalars.contains(where: TerminalSafe.needsEscape))
  }
}
