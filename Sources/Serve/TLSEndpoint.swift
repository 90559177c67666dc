import SystemTLS

/// TLS for `--tls-cert F --tls-key F`: the system's OpenSSL 3, loaded when first asked for, and a context
/// that offers ALPN `h2`, as APNs does.
public final class TLSEndpoint: @unchecked Sendable {
  private let context: TLSServerContext

  /// Loads OpenSSL and the certificate and key; the error says what to install or what is wrong with them.
  public init(certificateFile: String, privateKeyFile: String) throws(ServeError) {
    do {
      let library = try OpenSSLLibrary.load()
      context = try TLSServerContext(
        library: library, certificateFile: certificateFile, privateKeyFile: privateKeyFile)
    } catch {
      throw ServeError.tls(error.description)
    }
  }

  /// The TLS handshake on a connected socket; nil when it fails or the client does not speak h2.
  func accept(_ descriptor: Int32) -> (any Transport)? {
    guard let connection = try? TLSConnection(context: context, socket: descriptor),
      let selected = try? connection.handshake(), selected == "h2"
    else { return nil }
    return TLSTransport(connection)
  }
}

/// A TLS connection as the server reads and writes it.
final class TLSTransport: Transport {
  private let connection: TLSConnection

  init(_ connection: TLSConnection) {
    self.connection = connection
  }

  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    (try? connection.read(into: buffer)) ?? -1
  }

  func write(_ bytes: [UInt8]) -> Bool {
    (try? connection.write(bytes)) != nil
  }

  func close() {
    connection.close()
  }
}
