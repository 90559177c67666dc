import Escaping
import Foundation
import TestSupport
import Testing

/// `ShellQuote`: the one way la-sim writes a word of a command a person pastes.
@Suite(.temporaryDirectory) struct ShellQuoteTests {
  @Test(arguments: [
    ("fixtures/golden/pizza-planet", "fixtures/golden/pizza-planet"),
    ("com.example.pizza", "com.example.pizza"),
    ("", "''"),
    ("my goldens", "'my goldens'"),
    ("$(touch pwned)", "'$(touch pwned)'"),
    ("`id`;rm *", "'`id`;rm *'"),
    ("it's", "'it'\\''s'"),
    ("~/x=1", "'~/x=1'"),
    ("a\nb", "'a'$'\\x0a''b'"),
    ("\u{1B}]0;x\u{7}", "$'\\x1b'']0;x'$'\\x07'"),
    ("\u{202E}gnp", "$'\\xe2\\x80\\xae''gnp'"),
  ])
  func quotes(_ text: String, _ expected: String) {
    #expect(ShellQuote.word(text) == expected)
    #expect(!ShellQuote.word(text).unicodeScalars.contains(where: TerminalSafe.needsEscape))
  }

  /// bash reads every quoted word back as the text, byte for byte, and runs nothing in it.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs /bin/bash"),
    arguments: [
      "plain", "two words", "$(touch pwned)", "it's 'quoted'", "a\nb\r\n\t", "\u{1B}[2J\u{1B}]0;x\u{7}",
      "\u{202E}\u{2066}\u{9B}\u{85}\u{2028}", "é 中 👨‍🍳", "'", "''\n'",
    ])
  func bashReadsTheWordBack(_ text: String) throws {
    let bash = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", "printf %s " + ShellQuote.word(text)],
      directory: try TemporaryDirectory.ofThisTest().url)
    #expect(bash.status == 0)
    #expect(Array(bash.stdout) == Array(text.utf8))
  }
}
