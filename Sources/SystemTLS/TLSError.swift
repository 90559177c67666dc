/// Why a TLS or signing operation failed, in one line: what failed, OpenSSL's own reason when it gave one,
/// and what to do about it.
///
/// The line names no command: the caller puts its own in front (`la-sim serve: ` + `description`).
public struct TLSError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kind of failure, for a caller that reacts differently to each (a timed-out client is dropped
  /// quietly, a missing library stops the server).
  public enum Kind: Equatable, Sendable {
    /// libssl.so.3 or libcrypto.so.3 is missing, too old, or lacks a function this module calls.
    case libraryUnavailable
    /// A certificate or private key file that TLS was to use could not be read or does not fit.
    case certificate
    /// A signing key (an APNs `AuthKey_KEYID.p8`) could not be read, or is not EC P-256.
    case key
    /// The TLS handshake failed: the client spoke no TLS, offered nothing in common, or did not trust the
    /// certificate.
    case handshake
    /// The client has gone: it closed or reset the connection (a broken pipe on writing counts too), or
    /// this side closed it already.
    case closed
    /// The socket's receive or send timeout passed with nothing moving.
    case timedOut
    /// The socket failed for another reason, or TLS failed after the handshake.
    case connection
    /// OpenSSL could not do something that should not fail (make a key, sign a certificate).
    case crypto
  }

  /// The kind of failure.
  public var kind: Kind
  /// What failed, e.g. `TLS handshake with the client failed`.
  public var what: String
  /// OpenSSL's own error string (from `ERR_error_string_n`) or the system's, when there was one.
  public var reason: String?
  /// What to do about it, when something can be done.
  public var advice: String?

  /// Makes an error from its parts.
  public init(_ kind: Kind, _ what: String, reason: String? = nil, advice: String? = nil) {
    self.kind = kind
    self.what = what
    self.reason = reason
    self.advice = advice
  }

  /// `what: reason: advice`, leaving out the parts that are missing.
  public var description: String {
    [what, reason, advice].compactMap { $0 }.joined(separator: ": ")
  }
}
