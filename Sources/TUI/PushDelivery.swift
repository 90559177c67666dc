import ActivityState

/// One payload of `--pushes DIR` after decoding: its file, the decoder's verdict, and the event to apply.
public struct PushDelivery: Equatable, Sendable {
  /// The payload's file name, e.g. `02-update.json`.
  public var fileName: String
  /// The decoder's verdict in one line, e.g. `rejected: aps.content-state.status: …`.
  public var verdict: String
  /// How the decoder judged it.
  public var kind: LogLine.Kind
  /// The event the device would apply, or nil when it would drop the payload.
  public var event: ActivityEvent?

  /// A delivery.
  public init(fileName: String, verdict: String, kind: LogLine.Kind, event: ActivityEvent?) {
    self.fileName = fileName
    self.verdict = verdict
    self.kind = kind
    self.event = event
  }
}
