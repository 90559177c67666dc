import APNs
import HTTP2

#if canImport(Glibc)
  import Glibc
#endif

/// `la-sim serve`'s endpoint: listens, accepts, and serves each connection on its own thread, handing every
/// complete request to `handler` (which the face makes: it owns the phone and serialises access to it).
public final class APNsServer: @unchecked Sendable {
  /// Connections served at once; one more is closed at once, so a flood costs no memory.
  public static let maximumConnections = 256

  /// Where it listens (the port the system chose, when 0 was asked).
  public var address: ListenAddress { listener.address }
  /// Whether connections speak TLS.
  public var usesTLS: Bool { tls != nil }

  private let listener: SocketListener
  private let tls: TLSEndpoint?
  private let handler: @Sendable (APNsRequest) -> APNsAnswer
  private let faults: @Sendable (ConnectionFault) -> Void
  /// Every connection open, by its socket, with the instant (monotonic nanoseconds) by which it must have
  /// sent its first request, or nil once it has. A socket is closed only under this lock, so the reaper
  /// never shuts down a number the system has given to a newer connection.
  private let connections = Locked([Int32: UInt64?]())

  /// Listens on `address`; `tls` wraps every connection in TLS (ALPN h2). `faults` hears of every
  /// protocol error a client made (an HTTP/1.1 request, a malformed frame), which gets no APNs answer.
  public init(
    listen address: ListenAddress, tls: TLSEndpoint? = nil,
    faults: @escaping @Sendable (ConnectionFault) -> Void = { _ in },
    handler: @escaping @Sendable (APNsRequest) -> APNsAnswer
  ) throws(ServeError) {
    listener = try SocketListener(address)
    self.tls = tls
    self.faults = faults
    self.handler = handler
  }

  /// Accepts connections on a thread of its own until `stop`.
  public func start() {
    // A write to a client that has gone must not end the process.
    signal(SIGPIPE, SIG_IGN)
    DetachedThread.start { [self] in acceptLoop() }
    DetachedThread.start { [self] in reapLoop() }
  }

  /// Stops accepting; connections open finish by themselves.
  public func stop() {
    listener.close()
  }

  private func acceptLoop() {
    while let client = listener.accept() {
      let deadline =
        Self.monotonicNanoseconds() &+ UInt64(ServeConnection.firstRequestSeconds) * 1_000_000_000
      let admitted = connections.withLock { open in
        guard open.count < Self.maximumConnections else { return false }
        open[client] = deadline
        return true
      }
      guard admitted else {
        Glibc.close(client)
        continue
      }
      if !DetachedThread.start({ [self] in serve(client) }) { finish(client) }
    }
  }

  /// Shuts down, once a second, every connection that has not sent a request by its deadline: a read
  /// time-out alone restarts with every byte, so a client trickling a byte every few seconds would keep its
  /// thread (and, 256 times over, every other client out) for ever.
  private func reapLoop() {
    while true {
      usleep(500_000)
      let now = Self.monotonicNanoseconds()
      connections.withLock { open in
        for (socket, deadline) in open {
          guard let deadline, deadline < now else { continue }
          shutdown(socket, Int32(SHUT_RDWR))
          open[socket] = .some(nil)
        }
      }
    }
  }

  private func serve(_ client: Int32) {
    defer { finish(client) }
    SocketOptions.setTimeouts(client, read: ServeConnection.firstRequestSeconds)
    let transport: any Transport
    if let tls, Self.startsTLS(client) {
      guard let secured = tls.accept(client) else { return }
      transport = secured
    } else {
      // h2c with prior knowledge is always spoken, beside TLS when a certificate is given: the first byte
      // tells them apart (a TLS record starts 0x16, the HTTP/2 preface `P`).
      transport = PlainTransport(client)
    }
    ServeConnection.run(
      transport, descriptor: client, settings: HTTP2ServerSettings(), handler: handler, faults: faults,
      served: { [connections] in connections.withLock { $0[client] = .some(nil) } })
  }

  /// Whether the client's first byte opens a TLS handshake record, read without taking it.
  static func startsTLS(_ client: Int32) -> Bool {
    var byte: UInt8 = 0
    while true {
      let count = recv(client, &byte, 1, Int32(MSG_PEEK))
      if count < 0, errno == EINTR { continue }
      return count == 1 && byte == 0x16
    }
  }

  /// Forgets `client` and closes its socket.
  private func finish(_ client: Int32) {
    connections.withLock { open in
      open[client] = nil
      Glibc.close(client)
    }
  }

  /// A monotonic clock in nanoseconds: the wall clock may jump.
  static func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}
