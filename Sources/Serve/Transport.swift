#if canImport(Glibc)
  import Glibc
#endif

/// The bytes of one connection: a plain socket (h2c with prior knowledge) or TLS over one.
protocol Transport: AnyObject {
  /// Reads what is there, waiting for something: the count, 0 when the peer closed, -1 on an error or a
  /// time-out.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int
  /// Writes every byte; false when the peer is gone.
  func write(_ bytes: [UInt8]) -> Bool
  /// Ends the connection's protocol (TLS's close_notify); the socket is the server's to close.
  func close()
}

/// A connected TCP socket. The server closes the socket itself, once the connection's thread is done.
final class PlainTransport: Transport {
  private let descriptor: Int32

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
      if count >= 0 { return count }
      if errno == EINTR { continue }
      return -1
    }
  }

  func write(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    return bytes.withUnsafeBytes { raw in
      while sent < raw.count {
        let count = send(descriptor, raw.baseAddress.map { $0 + sent }, raw.count - sent, Int32(MSG_NOSIGNAL))
        if count > 0 {
          sent += count
        } else if count < 0, errno == EINTR {
          continue
        } else {
          return false
        }
      }
      return true
    }
  }

  func close() {}
}

/// Socket options every connection gets.
enum SocketOptions {
  /// Sets how long a read or a write may wait before the connection is given up.
  static func setTimeouts(_ descriptor: Int32, read seconds: Int, write writeSeconds: Int = 10) {
    var readTimeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &readTimeout, socklen_t(MemoryLayout<timeval>.size))
    var writeTimeout = timeval(tv_sec: writeSeconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &writeTimeout, socklen_t(MemoryLayout<timeval>.size))
    var yes: Int32 = 1
    setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
  }
}
