import ActivityState

/// What became of a push on the phone: the activity it reached (or was lost on), the lifecycle's outcome,
/// the trap that explains a push that never arrived, how it decoded against that activity's fixture, and
/// the warnings of an applied push.
public struct PushVerdict: Equatable, Sendable {
  /// The payload's file name.
  public var file: String
  /// The activity it reached or was lost on; nil when it reached none.
  public var activity: String?
  /// Applied, ignored (lost, the lifecycle, a throttle) or refused (rejected, addressed to nothing).
  public var outcome: EventOutcome
  /// The trap that explains a push lost or addressed to nothing.
  public var trap: PushTrap?
  /// The payload as decoded against the fixture of the activity it went to.
  public var decoding: PushDecoding?
  /// Warnings on an applied push from the phone (priority 5, an equal content state), as diagnostics.
  public var notes: [PushDiagnostic]

  /// A verdict.
  public init(
    file: String, activity: String?, outcome: EventOutcome, trap: PushTrap? = nil,
    decoding: PushDecoding? = nil, notes: [PushDiagnostic] = []
  ) {
    self.file = file
    self.activity = activity
    self.outcome = outcome
    self.trap = trap
    self.decoding = decoding
    self.notes = notes
  }
}
