import Delivery
import Fixture
import Phone

/// What became of a push on the phone: the activity it reached (or was lost on), the lifecycle's outcome,
/// why it reached none, how it decoded against that activity's fixture, and the warnings and notes of an
/// applied push.
public struct PushVerdict: Equatable, Sendable {
  /// Why a push reached no activity's lifecycle.
  public enum Dropped: Equatable, Sendable {
    /// Sent to a token that no longer works or is of the wrong kind (`activity`, when the phone knows it).
    case lost(reason: String)
    /// Addressed to nothing the phone has.
    case unknown(reason: String)
    /// A start whose `apns-collapse-id` an earlier start (`activity`) already had: APNs collapses them.
    case duplicateStart(collapseID: String)
    /// Nothing is on the phone to take it.
    case noActivity
  }

  /// The payload's file name.
  public var file: String
  /// The activity it reached, was lost on or was started as; nil when it reached none.
  public var activity: String?
  /// Applied, ignored (lost, the lifecycle, a throttle) or refused (rejected, addressed to nothing).
  public var outcome: EventOutcome
  /// Why it reached no activity's lifecycle, when it did not.
  public var dropped: Dropped?
  /// The trap that explains a push dropped, ignored or refused, when la-sim knows one.
  public var trap: PushTrap?
  /// The payload as decoded against the fixture of the activity it went to (nil when it is not JSON).
  public var decoding: PushDecoding?
  /// What the phone says of an applied push, as diagnostics: warnings (a timestamp a day off) and notes
  /// (priority 5, an equal content state).
  public var notes: [PushDiagnostic]
  /// Why the phone refused a start push.
  public var startError: SimulatedPhone.PushStartError?

  /// A verdict.
  public init(
    file: String, activity: String?, outcome: EventOutcome, dropped: Dropped? = nil, trap: PushTrap? = nil,
    decoding: PushDecoding? = nil, notes: [PushDiagnostic] = [],
    startError: SimulatedPhone.PushStartError? = nil
  ) {
    self.file = file
    self.activity = activity
    self.outcome = outcome
    self.dropped = dropped
    self.trap = trap
    self.decoding = decoding
    self.notes = notes
    self.startError = startError
  }
}
