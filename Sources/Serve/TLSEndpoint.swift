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

  /// The TLS handshake on a connected socket; nil when it fails. A client that offers ALPN gets `h2` or is
  /// refused in the handshake; one that offers none (aioapns, for one) speaks HTTP/2 with prior knowledge, as
  /// APNs lets it.
  func accept(_ descriptor: Int32) -> (any Transport)? {
    guard let connection = try? TLSConnection(context: context, socket: descriptor) else { return nil }
    do {
      let selected = try connection.handshake()
      guard selected == nil || selected == "h2" else { return nil }
    } catch {
      return nil
    }
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
