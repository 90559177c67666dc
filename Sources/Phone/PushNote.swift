import Delivery

/// A note on an applied push (priority 5, an equal content state, a future timestamp) and the trap that
/// explains it.
public struct PushNote: Equatable, Sendable {
  /// What la-sim says about the push.
  public var text: String
  /// The trap the note belongs to.
  public var trap: PushTrap

  /// The note `text`, of `trap`.
  public init(text: String, trap: PushTrap) {
    self.text = text
    self.trap = trap
  }
}
