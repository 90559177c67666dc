import Delivery

/// What the phone says of a push it applied (priority 5, an equal content state, a timestamp far off), how
/// severe that is, and the trap that explains it.
public struct PushNote: Equatable, Sendable {
  /// What la-sim says about the push.
  public var text: String
  /// The trap the note belongs to.
  public var trap: PushTrap
  /// `.warning` when the push is probably not what was meant (a timestamp a day off), `.note` when it is
  /// correct and the text says what the phone does with it (priority 5, an equal content state).
  public var severity: PushDiagnostic.Severity

  /// The note `text`, of `trap`, reported as `severity`.
  public init(text: String, trap: PushTrap, severity: PushDiagnostic.Severity) {
    self.text = text
    self.trap = trap
    self.severity = severity
  }
}
