#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Restores the terminal settings if the process dies of a fatal signal (a trap) while ncurses owns it.
///
/// Orderly exits go through `Terminal.close()`; this only covers crashes, where ncurses cannot run. The
/// handler uses async-signal-safe calls only (`tcsetattr`, `write`, `sigaction`, `raise`) and then hands
/// the signal to whatever handler was there before (the Swift runtime's backtracer, or the default).
enum TerminalRescue {
  /// The signals a crash arrives as.
  static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

  /// Saves the current terminal settings and arms the handlers.
  static func arm() {
    guard tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return }
    for signal in fatalSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = rescue
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
      sigaction(signal, &action, &previousActions[Int(signal)])
    }
  }
}

/// The settings saved before ncurses took over; read only by the signal handler.
nonisolated(unsafe) private var savedSettings = termios()
/// The handlers replaced by `arm()`, by signal number.
nonisolated(unsafe) private var previousActions: [sigaction] = Array(repeating: sigaction(), count: 65)

/// Puts the saved settings back, shows the cursor, leaves the alternate screen, then re-raises.
private func rescue(_ signal: Int32) {
  tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
  let reset: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n"
  _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
  sigaction(signal, &previousActions[Int(signal)], nil)
  raise(signal)
}
