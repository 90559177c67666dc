import Glibc
import SystemTLS

/// A TCP listener on 127.0.0.1 at a port the system picks, for one test's server.
final class LoopbackListener: @unchecked Sendable {
  /// The listening socket.
  let descriptor: Int32
  /// The port the system gave it.
  let port: UInt16

  init() throws {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw SocketError(call: "socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        bind(descriptor, generic, length) == 0 && listen(descriptor, 64) == 0
          && getsockname(descriptor, generic, &length) == 0
      }
    }
    guard bound else {
      Glibc.close(descriptor)
      throw SocketError(call: "bind")
    }
    self.descriptor = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
  }

  deinit { Glibc.close(descriptor) }

  /// Waits up to `wait` seconds for a client, and gives its socket `timeout` seconds of receive and send
  /// timeout, so that no test can hang on a silent client.
  func accept(wait: Int32 = 20, timeout: Int = 5) throws -> Int32 {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&waiting, 1, wait * 1000) == 1 else { throw SocketError(call: "poll: no client came") }
    let client = Glibc.accept(descriptor, nil, nil)
    guard client >= 0 else { throw SocketError(call: "accept") }
    Self.setTimeouts(client, seconds: timeout)
    return client
  }

  /// Sets `SO_RCVTIMEO` and `SO_SNDTIMEO`.
  static func setTimeouts(_ descriptor: Int32, seconds: Int) {
    var limit = timeval(tv_sec: seconds, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
  }

  /// A plain TCP client connected to this listener, for tests that send bytes that are not TLS.
  func connectClient() throws -> Int32 {
    let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
        connect(client, generic, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else {
      Glibc.close(client)
      throw SocketError(call: "connect")
    }
    return client
  }

  /// Accepts one client, runs `session` on a TLS connection over it, then closes TLS and the socket. The
  /// answer is whatever `session` gave, or the error that ended it.
  func serveOne<T>(
    context: TLSServerContext, timeout: Int = 5, _ session: (TLSConnection) throws(TLSError) -> T
  ) -> Result<T, TLSError> {
    let client: Int32
    do { client = try accept(timeout: timeout) } catch {
      return .failure(TLSError(.connection, "\(error)"))
    }
    defer { Glibc.close(client) }
    return Result { () throws(TLSError) -> T in
      let connection = try TLSConnection(context: context, socket: client)
      defer { connection.close() }
      return try session(connection)
    }
  }

  /// A socket call that failed, with errno's words.
  struct SocketError: Error, CustomStringConvertible {
    var call: String
    var code = errno
    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }
}
