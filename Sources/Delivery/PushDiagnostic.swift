import Diagnostics
import JSON

/// One problem found in a push payload: where it is, how bad, and what the device expects instead.
public struct PushDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How bad a problem is.
  public enum Severity: String, Equatable, Sendable {
    /// The device would drop the push (silently: APNs still answers 200).
    case error
    /// The device would apply the push, but it is probably not what was meant.
    case warning
    /// The push is correct and applied as sent; the note says what the phone does with it (priority 5 may
    /// show later, an equal content state changes nothing). `--strict` fails on warnings, never on notes,
    /// as clang's `note:` and SARIF's `note` level fail no build.
    case note
  }

  /// Error, warning or note.
  public var severity: Severity
  /// The JSON path of the offending member, e.g. `$.aps.content-state.status`.
  public var path: String
  /// The 1-based line and column of the member's key, when known.
  public var position: SourcePosition?
  /// What is wrong, what the device expects, and the fix.
  public var message: String
  /// The trap it is an instance of (`la-sim push --explain LP012`).
  public var trap: PushTrap?

  /// A diagnostic.
  public init(
    severity: Severity, path: String, position: SourcePosition?, message: String, trap: PushTrap? = nil
  ) {
    self.trap = trap
    self.severity = severity
    self.path = path
    self.position = position
    self.message = message
  }

  /// One line: `error: 5:7: $.aps.content-state.status: <message> [LP014]` (or `warning: …`, `note: …`).
  /// Control characters a payload smuggled into a key or value are escaped, so the line stays one line.
  public var description: String {
    let line =
      "\(severity.rawValue): " + (position.flatMap { $0.line > 0 ? "\($0): " : nil } ?? "")
      + "\(path): \(message)"
      + (trap.map { " [\($0.code)]" } ?? "")
    var escaped = ""
    for scalar in line.unicodeScalars {
      if scalar.value < 0x20 || scalar.value == 0x7F {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
