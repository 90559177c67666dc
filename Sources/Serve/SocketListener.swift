#if canImport(Glibc)
  import Glibc
#endif

/// A listening TCP socket.
final class SocketListener: @unchecked Sendable {
  /// The listening socket's descriptor.
  let descriptor: Int32
  /// The address it listens on, with the port the system chose when 0 was asked.
  let address: ListenAddress

  /// Binds and listens on `address`.
  init(_ address: ListenAddress) throws(ServeError) {
    let family = address.isIPv6 ? AF_INET6 : AF_INET
    let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw ServeError.system("socket", errno) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var bound = address
    let result: Int32
    if address.isIPv6 {
      var socketAddress = sockaddr_in6()
      socketAddress.sin6_family = sa_family_t(AF_INET6)
      socketAddress.sin6_port = in_port_t(UInt16(address.port).bigEndian)
      inet_pton(AF_INET6, address.host, &socketAddress.sin6_addr)
      result = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    } else {
      var socketAddress = sockaddr_in()
      socketAddress.sin_family = sa_family_t(AF_INET)
      socketAddress.sin_port = in_port_t(UInt16(address.port).bigEndian)
      inet_pton(AF_INET, address.host, &socketAddress.sin_addr)
      result = withUnsafePointer(to: &socketAddress) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
    }
    guard result == 0 else {
      let code = errno
      Glibc.close(descriptor)
      throw ServeError.cannotListen(address, code)
    }
    guard listen(descriptor, 128) == 0 else {
      let code = errno
      Glibc.close(descriptor)
      throw ServeError.cannotListen(address, code)
    }
    bound.port = Self.port(of: descriptor, ipv6: address.isIPv6) ?? address.port
    self.descriptor = descriptor
    self.address = bound
  }

  /// Waits for the next connection; nil when the listener was closed.
  func accept() -> Int32? {
    while true {
      let client = Glibc.accept(descriptor, nil, nil)
      if client >= 0 {
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return client
      }
      switch errno {
      case EINTR, ECONNABORTED, EPROTO: continue
      case EMFILE, ENFILE, ENOBUFS, ENOMEM:
        // Out of descriptors: wait a little rather than spin; the connections open will close.
        usleep(10_000)
        continue
      default: return nil
      }
    }
  }

  /// Stops listening; a thread blocked in `accept` returns nil.
  func close() {
    shutdown(descriptor, Int32(SHUT_RDWR))
    Glibc.close(descriptor)
  }

  /// The port a bound socket has.
  private static func port(of descriptor: Int32, ipv6: Bool) -> Int? {
    var storage = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let result = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard result == 0 else { return nil }
    return withUnsafePointer(to: &storage) { pointer in
      if ipv6 {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          Int(UInt16(bigEndian: $0.pointee.sin6_port))
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        Int(UInt16(bigEndian: $0.pointee.sin_port))
      }
    }
  }
}
