import APNs
import HTTP2

#if canImport(Glibc)
  import Glibc
#endif

/// One client's connection: HTTP/2 frames in, each complete request to the handler, its answer out.
enum ServeConnection {
  /// How long a new connection may take to send its first request, in seconds (a client that connects
  /// and sends nothing holds a thread).
  static let firstRequestSeconds = 10
  /// How long an established connection may stay silent, in seconds; providers keep their connection to
  /// APNs open and PING it.
  static let idleSeconds = 3600

  /// Serves `transport` until the client closes it, a protocol error closes it, or it is idle too long;
  /// `faults` hears of every protocol error, which the client alone would otherwise see.
  static func run(
    _ transport: any Transport, descriptor: Int32, settings: HTTP2ServerSettings,
    handler: @Sendable (APNsRequest) -> APNsAnswer, faults: (ConnectionFault) -> Void = { _ in },
    served: () -> Void = {}
  ) {
    defer { transport.close() }
    var connection = HTTP2Connection(settings: settings)
    var buffer = [UInt8](repeating: 0, count: 65536)
    var answered = false
    while true {
      let count = buffer.withUnsafeMutableBytes { transport.read(into: $0) }
      guard count > 0 else { return }
      let output = connection.receive(buffer[0..<count])
      for failure in output.errors { faults(ConnectionFault(failure)) }
      var bytes = output.bytes
      for request in output.requests {
        let answer = handler(Self.apnsRequest(request))
        let response = HTTP2Response(
          status: answer.status, headers: answer.headers.map { HTTP2Header(name: $0.name, value: $0.value) },
          body: answer.body)
        bytes += connection.respond(response, on: request.stream)
      }
      if !bytes.isEmpty, !transport.write(bytes) { return }
      if output.close || connection.isClosed { return }
      if !answered, !output.requests.isEmpty {
        answered = true
        served()
        SocketOptions.setTimeouts(descriptor, read: idleSeconds)
      }
    }
  }

  /// What APNs reads of an HTTP/2 request.
  static func apnsRequest(_ request: HTTP2Request) -> APNsRequest {
    APNsRequest(
      method: request.method, path: request.path,
      headers: request.headers.map { (name: $0.name, value: $0.value) }, body: request.body,
      bodyByteCount: request.bodyByteCount)
  }
}
