#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One accepted TLS connection over a connected, blocking socket.
///
/// A connection is used by one thread at a time. It does not own the socket: `close()` ends TLS and frees
/// OpenSSL's state, and the caller closes the descriptor afterwards. Set `SO_RCVTIMEO` (and `SO_SNDTIMEO`)
/// on the socket to bound how long a silent client can hold a call; a call that times out throws
/// `TLSError` of kind `.timedOut`. A write to a client that has gone throws rather than raising SIGPIPE (see
/// `BrokenPipeSignal`), so the caller need not ignore SIGPIPE, though it may.
public final class TLSConnection {
  /// The context, kept alive while OpenSSL's `SSL` refers to it.
  public let context: TLSServerContext
  /// The socket the connection reads and writes.
  public let socket: Int32
  /// The `SSL *`; nil once closed.
  var ssl: OpaquePointer?
  /// Whether the handshake has finished.
  var established = false
  /// Whether a fatal error happened, after which OpenSSL forbids `SSL_shutdown`.
  var failed = false

  /// Prepares TLS on `socket`, a connected stream socket; nothing is sent or read until `handshake()`.
  ///
  /// - Throws: `TLSError` of kind `.crypto` when OpenSSL cannot set up the connection.
  public init(context: TLSServerContext, socket: Int32) throws(TLSError) {
    let library = context.library
    library.clearErrors()
    guard let ssl = library.api.SSL_new(context.pointer) else {
      throw library.failure(.crypto, "could not start a TLS connection")
    }
    guard library.api.SSL_set_fd(ssl, socket) == 1 else {
      library.api.SSL_free(ssl)
      throw library.failure(.crypto, "could not start a TLS connection on socket \(socket)")
    }
    #if canImport(Darwin)
      var on: Int32 = 1
      _ = setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    self.context = context
    self.socket = socket
    self.ssl = ssl
  }

  deinit { close() }

  /// Runs the server side of the TLS handshake.
  ///
  /// - Returns: The protocol ALPN selected (`"h2"`), or nil when the client offered no ALPN.
  /// - Throws: `TLSError`: `.handshake` with OpenSSL's reason and what it likely means (plain HTTP sent to
  ///   the TLS port, a client that does not trust the certificate, no `h2` offered), `.closed` when the
  ///   client left first, `.timedOut` when the socket's receive timeout passed.
  public func handshake() throws(TLSError) -> String? {
    let ssl = try open()
    if established { return selectedProtocol }
    let api = context.library.api
    context.library.clearErrors()
    let (result, code) = BrokenPipeSignal.suppressed { (api.SSL_accept(ssl), errno) }
    guard result == 1 else { throw failure(result, errno: code, during: .handshake) ?? closedEarly() }
    established = true
    return selectedProtocol
  }

  /// The protocol ALPN selected, once the handshake is done; nil when none was.
  public var selectedProtocol: String? {
    guard let ssl else { return nil }
    var data: UnsafePointer<UInt8>?
    var length: UInt32 = 0
    context.library.api.SSL_get0_alpn_selected(ssl, &data, &length)
    guard let data, length > 0 else { return nil }
    return String(decoding: UnsafeBufferPointer(start: data, count: Int(length)), as: UTF8.self)
  }

  /// The TLS version in use (`TLSv1.3`), once the handshake is done.
  public var protocolVersion: String? {
    guard let ssl, established else { return nil }
    return context.library.api.SSL_get_version(ssl).map { String(cString: $0) }
  }

  /// Reads what the client sent, at most `buffer.count` bytes (not empty) and at least one, waiting for it.
  ///
  /// - Returns: The number of bytes read; 0 when the client closed the connection (with or without
  ///   TLS's close_notify: HTTP/2 frames its own ends, so a missing one truncates nothing).
  /// - Throws: `TLSError`: `.timedOut` when the socket's receive timeout passed (the call may be made
  ///   again), `.closed` when the client reset the connection or after `close()`, `.connection` when the
  ///   socket or TLS failed otherwise.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(TLSError) -> Int {
    precondition(!buffer.isEmpty, "TLSConnection.read needs room for at least one byte")
    let ssl = try open()
    let api = context.library.api
    context.library.clearErrors()
    let (result, code) = BrokenPipeSignal.suppressed {
      (api.SSL_read(ssl, buffer.baseAddress, Int32(clamping: buffer.count)), errno)
    }
    if result > 0 { return Int(result) }
    if let error = failure(result, errno: code, during: .read) { throw error }
    return 0
  }

  /// Sends all of `bytes`, returning when TLS has handed the last of them to the socket.
  ///
  /// - Throws: `TLSError`: `.closed` when the client has gone (never SIGPIPE), `.timedOut` when the
  ///   socket's send timeout passed, `.connection` when the socket or TLS failed otherwise. After any of
  ///   them the connection takes no more writes.
  public func write(_ bytes: [UInt8]) throws(TLSError) {
    let result = bytes.withUnsafeBytes { raw in Result { () throws(TLSError) in try write(raw) } }
    try result.get()
  }

  /// Sends all of `bytes`, for a caller that holds them in a buffer of its own.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(TLSError) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    let ssl = try open()
    let api = context.library.api
    var sent = 0
    while sent < bytes.count {
      context.library.clearErrors()
      let chunk = Int32(clamping: bytes.count - sent)
      let (result, code) = BrokenPipeSignal.suppressed { (api.SSL_write(ssl, base + sent, chunk), errno) }
      guard result > 0 else {
        // A write cut short by a timeout cannot be resumed with other bytes; the connection is done.
        failed = true
        throw failure(result, errno: code, during: .write) ?? closedEarly()
      }
      sent += Int(result)
    }
  }

  /// Ends TLS (sends close_notify, without waiting for the client's) and frees OpenSSL's state. Calling it
  /// again does nothing; `deinit` calls it. The socket stays open for the caller to close.
  public func close() {
    guard let ssl else { return }
    let library = context.library
    if established && !failed {
      library.clearErrors()
      _ = BrokenPipeSignal.suppressed { library.api.SSL_shutdown(ssl) }
      // A client that already left makes the shutdown fail; nothing depends on it.
      library.clearErrors()
    }
    library.api.SSL_free(ssl)
    self.ssl = nil
  }

  private func open() throws(TLSError) -> OpaquePointer {
    guard let ssl else { throw TLSError(.closed, "the TLS connection is closed") }
    guard !failed else { throw TLSError(.closed, "the TLS connection failed earlier") }
    return ssl
  }

  private func closedEarly() -> TLSError {
    TLSError(.closed, "the client closed the connection")
  }
}
