/// One problem found in a push payload: where it is, how bad, and what the device expects instead.
public struct PushDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How bad a problem is.
  public enum Severity: String, Equatable, Sendable {
    /// The device would drop the push (silently: APNs still answers 200).
    case error
    /// The device would apply the push, but it is probably not what was meant.
    case warning
  }

  /// Error or warning.
  public var severity: Severity
  /// The JSON path of the offending member, e.g. `$.aps.content-state.status`.
  public var path: String
  /// The 1-based line and column of the member's key, when known.
  public var position: SourcePosition?
  /// What is wrong, what the device expects, and the fix.
  public var message: String

  /// A diagnostic.
  public init(severity: Severity, path: String, position: SourcePosition?, message: String) {
    self.severity = severity
    self.path = path
    self.position = position
    self.message = message
  }

  /// One line: `error: 5:7: $.aps.content-state.status: <message>`.
  public var description: String {
    "\(severity.rawValue): " + (position.map { "\($0): " } ?? "") + "\(path): \(message)"
  }
}
