import Foundation
import Glibc
import SystemTLS
import Testing

extension SystemTLSTests {
  @Suite("Clients that misbehave end their own connection, never the server") struct TLSFailureTests {
    /// Runs a handshake against a raw TCP client that `client` drives, and gives what the handshake threw.
    func handshake(
      timeout: Int = 5, client: @escaping @Sendable (Int32) -> Void
    ) async throws -> TLSError? {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      async let served = onThread {
        listener.serveOne(context: context, timeout: timeout) { connection throws(TLSError) in
          try connection.handshake()
        }
      }
      let socket = try listener.connectClient()
      await onThread { client(socket) }
      let result = await served
      Glibc.close(socket)
      switch result {
      case .success: return nil
      case .failure(let error): return error
      }
    }

    static func send(_ text: String, to socket: Int32) {
      _ = Array(text.utf8).withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
    }

    @Test("garbage instead of a ClientHello fails the handshake with OpenSSL's reason")
    func garbage() async throws {
      let error = try await handshake { socket in
        Self.send("\u{1}\u{2}\u{3} this is not TLS at all, just bytes\r\n\r\n", to: socket)
      }
      #expect(error?.kind == .handshake)
      #expect(error?.reason?.hasPrefix("error:") == true, "\(String(describing: error))")
      #expect(error?.advice?.contains("https://") == true, "\(String(describing: error))")
    }

    @Test("plain HTTP sent to the TLS port is named as such")
    func plainHTTP() async throws {
      let error = try await handshake { socket in
        Self.send("POST /3/device/abc HTTP/1.1\r\nHost: localhost\r\n\r\n", to: socket)
      }
      #expect(error?.kind == .handshake)
      #expect(error?.reason?.contains("http request") == true, "\(String(describing: error))")
      #expect(error?.description.contains("use https://") == true)
    }

    @Test("a client that leaves in the middle of its ClientHello ends the handshake at once")
    func leavesMidHandshake() async throws {
      let error = try await handshake { socket in
        // A handshake record header promising 512 bytes, the start of a ClientHello, then nothing more.
        let start: [UInt8] = [0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03, 0x5A, 0x5A]
        _ = start.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        shutdown(socket, Int32(SHUT_RDWR))
      }
      #expect(error?.kind == .closed, "\(String(describing: error))")
      #expect(error?.description.contains("closed the connection during the TLS handshake") == true)
      // `.closed`, not `.timedOut`: it ended when the client left, not at the socket's receive timeout.
    }

    @Test("a client that says nothing times out with the socket's receive timeout")
    func silentClient() async throws {
      let error = try await handshake(timeout: 1) { _ in
        Thread.sleep(forTimeInterval: 2.5)
      }
      #expect(error?.kind == .timedOut, "\(String(describing: error))")
      #expect(error?.description.contains("timed out") == true)
    }

    @Test(
      "writing to a client that has gone throws instead of killing the process with SIGPIPE",
      .enabled(if: Tool.exists("python3"), "needs python3 on PATH (not found here; CI installs it)"))
    func writeAfterClientLeft() async throws {
      // SIGPIPE's default action ends the process: with it in force, a SIGPIPE escaping the library would
      // end the test run here. (Tests run one at a time, so no other test sees the change.)
      let previous = signal(SIGPIPE, SIG_DFL)
      defer { signal(SIGPIPE, previous) }
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      async let served = onThread {
        listener.serveOne(context: context) { connection throws(TLSError) -> Int in
          _ = try connection.handshake()
          let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 1)
          defer { buffer.deallocate() }
          // The client closes right after its handshake: the read sees the end.
          guard try connection.read(into: buffer) == 0 else {
            throw TLSError(.connection, "the client sent data")
          }
          let block = [UInt8](repeating: 0x41, count: 16 * 1024)
          // Loopback can take all 3.2 MB into its send buffer before the peer's reset is seen: pausing now and
          // then lets the reset arrive, so the write that follows it must fail.
          for index in 1...200 {
            try connection.write(block)
            if index % 10 == 0 { usleep(5_000) }
          }
          return 200
        }
      }
      let port = listener.port
      let cafile = fixture.certificateFile
      let outcomes = try await onThread {
        Result { try PythonClient.run(port: port, cafile: cafile, hangup: true) }
      }.get()
      #expect(outcomes.first?.alpn == "h2")
      let result = await served
      let error = #expect(throws: TLSError.self) { try result.get() }
      #expect(error?.kind == .closed, "\(String(describing: error))")
      #expect(
        error?.description.contains("Broken pipe") == true
          || error?.description.contains("reset by peer") == true,
        "\(String(describing: error))")
    }

    @Test("a closed connection refuses reads and writes, and closing twice is harmless")
    func closedConnection() throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      var pair: [Int32] = [0, 0]
      #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
      defer {
        Glibc.close(pair[0])
        Glibc.close(pair[1])
      }
      let connection = try TLSConnection(context: fixture.context, socket: pair[0])
      connection.close()
      connection.close()
      let error = #expect(throws: TLSError.self) { try connection.write([1, 2, 3]) }
      #expect(error?.kind == .closed)
      #expect(throws: TLSError.self) { _ = try connection.handshake() }
    }

    @Test("a certificate file that is missing, or a key that is not the certificate's, is named")
    func badCertificateFiles() throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let library = fixture.library
      let missing = fixture.folder.path("absent.pem")
      let error = #expect(throws: TLSError.self) {
        _ = try TLSServerContext(
          library: library, certificateFile: missing, privateKeyFile: fixture.privateKeyFile)
      }
      #expect(error?.kind == .certificate)
      #expect(error?.description.contains(missing) == true)
      #expect(error?.reason?.contains("No such file") == true, "\(String(describing: error))")

      let other = try SelfSignedCertificate.make(library: library)
      let otherKey = try fixture.folder.write(other.privateKeyPEM, to: "other-key.pem")
      let mismatch = #expect(throws: TLSError.self) {
        _ = try TLSServerContext(
          library: library, certificateFile: fixture.certificateFile, privateKeyFile: otherKey)
      }
      #expect(mismatch?.kind == .certificate)
      #expect(
        mismatch?.description.contains("does not belong to the certificate") == true,
        "\(String(describing: mismatch))")

      let garbage = try fixture.folder.write("not a certificate\n", to: "garbage.pem")
      let unreadable = #expect(throws: TLSError.self) {
        _ = try TLSServerContext(
          library: library, certificateFile: garbage, privateKeyFile: fixture.privateKeyFile)
      }
      #expect(unreadable?.description.contains("--make-cert") == true)
    }
  }
}
