#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One line of the simulator's event log.
public struct LogLine: Equatable, Sendable {
  /// How a line is coloured.
  public enum Kind: Equatable, Sendable {
    /// The activity changed.
    case applied
    /// ActivityKit would drop it silently.
    case ignored
    /// It could not be applied, or a payload was rejected.
    case refused
    /// A note from the simulator itself (clock, device, restart), or on a push applied as sent (priority 5,
    /// an equal content state: `PushDiagnostic.Severity.note`).
    case info
    /// Accepted, but probably not what was meant.
    case warning
  }

  /// The simulated instant.
  public var date: Date
  /// The keys that caused it, e.g. `n` or `e i`; empty when time caused it.
  public var key: String
  /// What happened.
  public var text: String
  /// How it went.
  public var kind: Kind

  /// A line.
  public init(date: Date, key: String, text: String, kind: Kind) {
    self.date = date
    self.key = key
    self.text = text
    self.kind = kind
  }
}
