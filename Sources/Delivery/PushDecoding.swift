#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What decoding a push file gave: the payload when the device would accept it, and every problem found.
public struct PushDecoding: Equatable, Sendable {
  /// The payload, or nil when the device would drop the push (any error).
  public var payload: PushPayload?
  /// The event, when it could be read (even if the push is rejected).
  public var event: PushEvent?
  /// The instant the push names (its timestamp, corrected when written in milliseconds), when it could be read.
  public var arrival: Date?
  /// Bytes of the body as compact JSON: what APNs counts against 4096.
  public var size: Int
  /// Errors and warnings, in the order of their place in the file.
  public var diagnostics: [PushDiagnostic]
  /// The envelope's `"activity"`, when it names one (even if the push is rejected).
  public var activity: String?
  /// The envelope's `"token"`, when it names a well-formed one (even if the push is rejected).
  public var token: String?
  /// Whom the file is addressed to and where it says so, read as the phone routes it (even if the push is
  /// rejected): a push routed to nothing is reported at the member that named it.
  public var address = PushAddress()
  /// Where the file writes `timestamp`, the `apns-priority` header and `content-state`, when it does.
  public var timestampPlace, priorityPlace, contentStatePlace: PushAddress.Place?

  /// The member a note of the phone's on an applied push (`trap`) is about, so that the note points at its
  /// line and column as the decoder's diagnostics do: the `apns-priority` header for priority 5 (LP029),
  /// `timestamp` for one far from the clock (LP031, LP048), `content-state` for one equal to the shown (LP030).
  public func notePlace(_ trap: PushTrap) -> PushAddress.Place? {
    switch trap {
    case .lowPriority: priorityPlace
    case .futureTimestamp, .pastTimestamp: timestampPlace
    case .equalContent: contentStatePlace
    default: nil
    }
  }

  /// A result.
  public init(
    payload: PushPayload?, event: PushEvent?, arrival: Date?, size: Int, diagnostics: [PushDiagnostic],
    activity: String? = nil, token: String? = nil
  ) {
    self.token = token
    self.payload = payload
    self.event = event
    self.arrival = arrival
    self.size = size
    self.diagnostics = diagnostics
    self.activity = activity
  }

  /// Whether the device would drop the push.
  public var isRejected: Bool { diagnostics.contains { $0.severity == .error } }

  /// The problems that make the device drop it.
  public var errors: [PushDiagnostic] { diagnostics.filter { $0.severity == .error } }

  /// The problems of a push the device would still apply (not its notes, which a correct push may have).
  public var warnings: [PushDiagnostic] { diagnostics.filter { $0.severity == .warning } }
}
