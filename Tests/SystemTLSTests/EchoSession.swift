import SystemTLS

/// The server side of an echo: handshake, read `expecting` bytes, answer `echo: ` and what came, close.
struct EchoSession: Sendable {
  /// What the server saw.
  var alpn: String?
  var version: String?
  var received: String

  static func run(_ connection: TLSConnection, expecting count: Int) throws(TLSError) -> EchoSession {
    let alpn = try connection.handshake()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
    defer { buffer.deallocate() }
    var received: [UInt8] = []
    while received.count < count {
      let read = try connection.read(into: buffer)
      guard read > 0 else { break }
      received += buffer[..<read]
    }
    try connection.write(Array("echo: ".utf8) + received)
    return EchoSession(
      alpn: alpn, version: connection.protocolVersion, received: String(decoding: received, as: UTF8.self))
  }
}
