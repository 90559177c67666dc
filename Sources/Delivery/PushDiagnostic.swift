import Diagnostics
import JSON

/// One problem found in a push payload: where it is, how bad, and what the device expects instead.
package struct PushDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How bad a problem is.
  package enum Severity: String, Equatable, Sendable {
    /// The device would drop the push (silently: APNs still answers 200).
    case error
    /// The device would apply the push, but it is probably not what was meant.
    case warning
  }

  /// Error or warning.
  package var severity: Severity
  /// The JSON path of the offending member, e.g. `$.aps.content-state.status`.
  package var path: String
  /// The 1-based line and column of the member's key, when known.
  package var position: SourcePosition?
  /// What is wrong, what the device expects, and the fix.
  package var message: String
  /// The trap it is an instance of (`la-sim push --explain LP012`).
  package var trap: PushTrap?

  /// A diagnostic.
  package init(
    severity: Severity, path: String, position: SourcePosition?, message: String, trap: PushTrap? = nil
  ) {
    self.trap = trap
    self.severity = severity
    self.path = path
    self.position = position
    self.message = message
  }

  /// One line: `error: 5:7: $.aps.content-state.status: <message> [LP014]`. Control characters a payload
  /// smuggled into a key or value are escaped, so the line stays one line.
  package var description: String {
    let line =
      "\(severity.rawValue): " + (position.map { "\($0): " } ?? "") + "\(path): \(message)"
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
