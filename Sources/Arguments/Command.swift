import Diagnostics
import JSON

#if canImport(Glibc)
  import Glibc
#endif

/// One subcommand.
package protocol Command: Sendable {
  static var name: String { get }
  static var abstract: String { get }
  static var help: String { get }
  static var spec: ArgumentSpec { get }
  /// The values its `--format` takes, first the default; empty when it has no `--format`.
  static var formats: [String] { get }
  static func run(_ arguments: ParsedArguments) throws(CLIError) -> Int32
}

extension Command {
  package static var formats: [String] { [] }
}

/// Exit codes shared by every command (sysexits).
package enum ExitCode {
  package static let ok: Int32 = 0
  package static let findings: Int32 = 1
  package static let usage: Int32 = 64
  package static let dataError: Int32 = 65
  package static let noInput: Int32 = 66
  package static let software: Int32 = 70
  package static let unavailable: Int32 = 69
  package static let cannotCreate: Int32 = 73

  /// How a command exits for a diagnostic of `kind`: the one place a kind of failure becomes a code.
  package static func of(_ kind: DiagnosticKind) -> Int32 {
    switch kind {
    case .usage: usage
    case .badData: dataError
    case .unreadable: noInput
    case .cannotCreate: cannotCreate
    case .expectationFailed: findings
    case .system: software
    }
  }
}

/// An error to report in one line, with its exit code.
package struct CLIError: Error {
  package var message: String
  package var code: Int32
  /// Lines printed as they are, before the one-line message (the compiler's diagnostics when the app's
  /// Swift does not compile), each escaped for the terminal on its own.
  package var details: String?
  /// The diagnostic the message was worded from, when there was one: its file and place, for a report that
  /// names them apart from the line (`check`'s SARIF).
  package var diagnostic: Diagnostic?

  package init(message: String, code: Int32, details: String? = nil) {
    self.message = message
    self.code = code
    self.details = details
  }

  package static func usage(_ message: String) -> CLIError {
    CLIError(message: message, code: ExitCode.usage)
  }

  /// `invalid value 'jsn' for --format (did you mean json?); expected one of: text, ansi, json`: a value
  /// outside an option's `choices`, with the nearest within la-sim's did-you-mean limit
  /// (`Spelling.nearest`, as `--device` and `--dynamic-type` have one).
  package static func invalidValue(_ value: String, for option: String, _ choices: [String]) -> CLIError {
    let hint = Spelling.nearest(to: value, in: choices).map { " (did you mean \($0)?)" } ?? ""
    return usage(
      "invalid value '\(value)' for \(option)\(hint); expected one of: \(choices.joined(separator: ", "))")
  }
}

extension CLIError {
  /// The error a diagnostic stands for: its one line, and the exit code of its kind.
  package init(_ error: some DiagnosticConvertible) {
    let diagnostic = error.diagnostic
    self.init(message: diagnostic.description, code: ExitCode.of(diagnostic.kind))
    self.diagnostic = diagnostic
  }
}

/// Writes to standard output and standard error.
package enum Output {
  package static func out(_ text: String) {
    write(text.hasSuffix("\n") ? text : text + "\n", to: STDOUT_FILENO)
  }

  /// One line of diagnostics. Messages quote file names and the text found in fixtures and payloads, so the
  /// line is escaped (`TerminalSafe`): a newline or an escape sequence in it is shown, never obeyed.
  package static func err(_ text: String) {
    write(text.terminalSafe + "\n", to: STDERR_FILENO)
  }

  /// Writes all of `text`, retrying short writes; a closed pipe ends the attempt quietly.
  package static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}
