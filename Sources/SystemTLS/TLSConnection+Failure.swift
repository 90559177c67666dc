#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TLSConnection {
  /// The OpenSSL call that failed.
  enum Step {
    case handshake, read, write

    /// How the step is named in an error.
    var phrase: String {
      switch self {
      case .handshake: "the TLS handshake"
      case .read: "reading from the TLS connection"
      case .write: "writing to the TLS connection"
      }
    }
  }

  // `SSL_get_error`'s answers.
  private static let errorSSL: Int32 = 1
  private static let wantRead: Int32 = 2
  private static let wantWrite: Int32 = 3
  private static let errorSyscall: Int32 = 5
  private static let zeroReturn: Int32 = 6

  /// What a failed `SSL_accept`, `SSL_read` or `SSL_write` returning `result` means, with `code` the errno
  /// read right after it; nil when the client closed the connection and `step` is a read, which is the end
  /// of its data rather than a failure.
  func failure(_ result: Int32, errno code: Int32, during step: Step) -> TLSError? {
    let library = context.library
    let kind = ssl.map { library.api.SSL_get_error($0, result) } ?? Self.errorSSL
    switch kind {
    case Self.zeroReturn:
      library.clearErrors()
      if step == .read { return nil }
      failed = true
      // Once the client's end has been seen, OpenSSL reports any later failure as this, even a write that
      // failed with EPIPE or ECONNRESET; errno still says which.
      let system = code == 0 ? nil : String(cString: strerror(code))
      return TLSError(.closed, "the client closed the connection during \(step.phrase)", reason: system)
    case Self.wantRead, Self.wantWrite:
      // A blocking socket only "wants" more when its SO_RCVTIMEO or SO_SNDTIMEO has passed.
      library.clearErrors()
      if step == .handshake { failed = true }
      let timeout = kind == Self.wantRead ? "receive" : "send"
      return TLSError(.timedOut, "\(step.phrase) timed out: the socket's \(timeout) timeout passed")
    case Self.errorSyscall:
      failed = true
      let queued = library.takeErrorText()
      if code == EAGAIN || code == EWOULDBLOCK {
        return TLSError(.timedOut, "\(step.phrase) timed out: the socket's timeout passed")
      }
      if code == 0 || result == 0 {
        return TLSError(.closed, "the client closed the connection during \(step.phrase)", reason: queued)
      }
      let system = String(cString: strerror(code))
      if code == EPIPE || code == ECONNRESET {
        return TLSError(.closed, "the client closed the connection during \(step.phrase)", reason: system)
      }
      return TLSError(
        .connection, "\(step.phrase) failed", reason: queued.map { "\(system); \($0)" } ?? system)
    case Self.errorSSL:
      failed = true
      let reason = library.takeErrorText()
      return TLSError(
        step == .handshake ? .handshake : .connection,
        step == .handshake ? "the TLS handshake with the client failed" : "\(step.phrase) failed",
        reason: reason, advice: reason.flatMap(Self.advice(for:)))
    default:
      failed = true
      return library.failure(.connection, "\(step.phrase) failed (SSL_get_error \(kind))")
    }
  }

  /// What an OpenSSL reason likely means for whoever runs the server, for the reasons a developer's
  /// client commonly causes.
  static func advice(for reason: String) -> String? {
    let reason = reason.lowercased()
    let table: [(matches: [String], advice: String)] = [
      (["http request"], "the client sent plain HTTP to the TLS port: use https://"),
      (
        ["wrong version number", "unknown protocol", "packet length too long", "record layer failure"],
        "the client did not start TLS: use https:// and a TLS client"
      ),
      (
        ["no application protocol"],
        "the client offered ALPN without h2: APNs speaks HTTP/2 only (curl: --http2)"
      ),
      (
        ["unsupported protocol", "version too low", "no shared cipher", "no suitable signature"],
        "the client needs TLS 1.2 or later with an ECDHE AES-GCM or ChaCha20 cipher, as APNs does"
      ),
      (
        ["unknown ca", "bad certificate", "certificate unknown"],
        "the client does not trust this certificate: give it the certificate file as its CA "
          + "(curl --cacert FILE, Python cafile=FILE, NODE_EXTRA_CA_CERTS=FILE) "
          + "and connect to a name the certificate has (localhost, 127.0.0.1, ::1)"
      ),
    ]
    return table.first { entry in entry.matches.contains { reason.contains($0) } }?.advice
  }
}
