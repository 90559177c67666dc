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
  private let open = Locked(0)

  /// Listens on `address`; `tls` wraps every connection in TLS (ALPN h2).
  public init(
    listen address: ListenAddress, tls: TLSEndpoint? = nil,
    handler: @escaping @Sendable (APNsRequest) -> APNsAnswer
  ) throws(ServeError) {
    listener = try SocketListener(address)
    self.tls = tls
    self.handler = handler
  }

  /// Accepts connections on a thread of its own until `stop`.
  public func start() {
    // A write to a client that has gone must not end the process.
    signal(SIGPIPE, SIG_IGN)
    DetachedThread.start { [self] in acceptLoop() }
  }

  /// Stops accepting; connections open finish by themselves.
  public func stop() {
    listener.close()
  }

  private func acceptLoop() {
    while let client = listener.accept() {
      let admitted = open.withLock { open in
        guard open < Self.maximumConnections else { return false }
        open += 1
        return true
      }
      guard admitted,
        DetachedThread.start({ [self] in
          serve(client)
          open.withLock { $0 -= 1 }
        })
      else {
        if admitted { open.withLock { $0 -= 1 } }
        Glibc.close(client)
        continue
      }
    }
  }

  private func serve(_ client: Int32) {
    SocketOptions.setTimeouts(client, read: ServeConnection.firstRequestSeconds)
    let transport: any Transport
    if let tls {
      guard let secured = tls.accept(client) else {
        Glibc.close(client)
        return
      }
      transport = secured
    } else {
      transport = PlainTransport(client)
    }
    ServeConnection.run(transport, descriptor: client, settings: HTTP2ServerSettings(), handler: handler)
  }
}
