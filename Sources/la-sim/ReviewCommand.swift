import Arguments
import Goldens
import JSON
import Scenarios

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `la-sim review`: accepts or rejects each pending snapshot that a failed verify left beside its golden.
enum ReviewCommand: Command {
  static let name = "review"
  static let abstract = "Accept or reject pending snapshots, one by one"
  static let spec = ArgumentSpec(flags: ["accept-all", "reject-all"], positional: 1...1)
  static let help = """
    Usage: la-sim review DIR [--accept-all | --reject-all]

    Walks every pending snapshot under DIR (each <name>.actual.txt, .actual.ans or .actual.svg that
    'la-sim play --verify' wrote beside its golden), shows the golden, the actual frame and the
    difference, and reads one key for each:
      a   accept: the actual frame replaces the golden
      r   reject: the actual frame is deleted, the golden stays
      s   skip: decide later
      q   quit (Ctrl-C and Ctrl-D too)
    Keys are read without Enter on a terminal; from a pipe, one character per choice.

    Options:
      --accept-all   accept every pending snapshot without asking (for scripts)
      --reject-all   reject every pending snapshot without asking

    Only regular files are touched: a symbolic link or other file named like a pending frame (or in
    a golden's place) is refused with a message, and links to directories are not followed.

    Exit status: 0 every pending snapshot was decided (or there were none), 1 some are still pending
    or were refused, 64 usage error, 66 DIR missing or unreadable, 73 a file cannot be replaced or
    removed.
    """

  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32 {
    let directory = arguments.positional[0]
    let acceptAll = arguments.flags.contains("accept-all")
    let rejectAll = arguments.flags.contains("reject-all")
    if acceptAll, rejectAll { throw CLIError.usage("--accept-all and --reject-all cannot be used together") }
    let scan: PendingSnapshot.Scan
    do {
      scan = try PendingSnapshot.scan(directory)
    } catch {
      throw CLIError(error)
    }
    // Files named like pending frames that review will not touch: each said on its own line.
    for refused in scan.refused { Output.err("la-sim review: \(refused.description)") }
    let pending = scan.pending
    let refusedStatus = scan.refused.isEmpty ? ExitCode.ok : ExitCode.findings
    guard !pending.isEmpty else {
      Output.out("No pending snapshots under \(directory.terminalSafe).")
      return refusedStatus
    }
    if acceptAll || rejectAll {
      for item in pending {
        do {
          if acceptAll { try item.accept() } else { try item.reject() }
        } catch {
          throw CLIError(error)
        }
        Output.out("\(acceptAll ? "accepted" : "rejected") \(item.goldenPath.terminalSafe)")
      }
      Output.out(
        "\(acceptAll ? "Accepted" : "Rejected") \(String.counted(pending.count, "pending snapshot")).")
      return refusedStatus
    }
    let color =
      isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
    let session = ReviewSession(pending: pending, width: terminalWidth(), color: color)
    let keys = KeyReader()
    let summary = keys.withRawMode {
      session.run(nextKey: keys.next, write: { text in Output.write(text, to: STDOUT_FILENO) })
    }
    Output.out(summary.text + ".")
    return summary.skipped + summary.remaining + summary.failed == 0 ? refusedStatus : ExitCode.findings
  }

  /// The terminal's width, or 80 when standard output is not a terminal.
  static func terminalWidth() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}

/// The terminal settings to put back when a signal ends the review mid-key.
nonisolated(unsafe) private var savedTerminal: termios?

extension ReviewCommand {
  /// Reads single keys from standard input: without Enter and echo on a terminal, plainly from a pipe.
  struct KeyReader {
    /// Runs `body` with the terminal in non-canonical, no-echo mode, and restores it on every way out:
    /// normal return, Ctrl-C (read as a key), and SIGINT, SIGTERM, SIGHUP.
    func withRawMode<T>(_ body: () -> T) -> T {
      guard isatty(STDIN_FILENO) == 1 else { return body() }
      var original = termios()
      guard tcgetattr(STDIN_FILENO, &original) == 0 else { return body() }
      savedTerminal = original
      var raw = original
      // Output processing stays on, so "\n" still starts a new line.
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
      withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
        bytes[Int(VMIN)] = 1
        bytes[Int(VTIME)] = 0
      }
      for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
        signal(signalNumber) { received in
          if var saved = savedTerminal { tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved) }
          signal(received, SIG_DFL)
          raise(received)
        }
      }
      tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
      defer {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
        savedTerminal = nil
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, SIG_DFL) }
      }
      return body()
    }

    /// The next key, skipping line ends and spaces; nil at the end of input.
    func next() -> Character? {
      var bytes: [UInt8] = []
      while true {
        var byte: UInt8 = 0
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0, errno == EINTR { continue }
        guard count == 1 else { return nil }
        if bytes.isEmpty, byte == 0x0A || byte == 0x0D || byte == 0x20 { continue }
        if byte == 0x1B {
          skipEscapeSequence()
          return "\u{1B}"
        }
        bytes.append(byte)
        // A key may be several bytes of UTF-8.
        if let text = String(validating: bytes, as: UTF8.self), let character = text.first {
          return character
        }
        if bytes.count >= 4 { return "?" }
      }
    }

    /// Reads the rest of an escape sequence (an arrow key sends ESC [ A), so that its letters are not taken
    /// as choices: bytes that follow within 50 ms belong to it, up to its final byte.
    private func skipEscapeSequence() {
      var introduced = false
      while true {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) == 1 else { return }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return }
        if !introduced {
          guard byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") else { return }
          introduced = true
          continue
        }
        if (0x40...0x7E).contains(byte) { return }
      }
    }
  }
}
