import Foundation
import SystemTLS
import Testing

extension SystemTLSTests {
  @Suite("Real clients connect to a TLSServerContext") struct TLSConnectionTests {
    @Test(
      "Python's ssl verifies the certificate for localhost and 127.0.0.1, selects h2, and bytes echo both ways",
      .enabled(if: Tool.exists("python3"), "needs python3 on PATH (not found here; CI installs it)"))
    func pythonClient() async throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      let message = "apns-topic: com.example.app"
      async let served = onThread {
        (0..<2).map { _ in
          listener.serveOne(context: context) { connection throws(TLSError) in
            try EchoSession.run(connection, expecting: message.utf8.count)
          }
        }
      }
      let port = listener.port
      let cafile = fixture.certificateFile
      async let clients = onThread {
        Result {
          try PythonClient.run(port: port, cafile: cafile, hostname: "localhost", message: message)
            + PythonClient.run(port: port, cafile: cafile, hostname: "127.0.0.1", message: message)
        }
      }
      let outcomes = try await clients.get()
      let sessions = try await served.map { try $0.get() }
      #expect(outcomes.count == 2)
      for outcome in outcomes {
        #expect(outcome.error == nil)
        #expect(outcome.alpn == "h2")
        #expect(outcome.received == "echo: \(message)")
      }
      for session in sessions {
        #expect(session.alpn == "h2")
        #expect(session.received == message)
        #expect(session.version == "TLSv1.3")
      }
    }

    @Test(
      "curl --http2 --cacert sees the certificate verified and the server accept h2",
      .enabled(if: Tool.exists("curl"), "needs curl on PATH (not found here; CI installs it)"))
    func curlClient() async throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      async let served = onThread {
        listener.serveOne(context: context) { connection throws(TLSError) -> String? in
          let alpn = try connection.handshake()
          // curl's HTTP/2 connection preface arrives; no HTTP/2 is spoken here.
          let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1024, alignment: 1)
          defer { buffer.deallocate() }
          _ = try connection.read(into: buffer)
          return alpn
        }
      }
      let port = listener.port
      let cafile = fixture.certificateFile
      let curl = try await onThread {
        Result {
          try Tool.run(
            "curl",
            [
              "--http2", "--cacert", cafile, "-v", "--max-time", "10", "--resolve",
              "localhost:\(port):127.0.0.1",
              "https://localhost:\(port)/3/device/0",
            ])
        }
      }.get()
      #expect(try await served.get() == "h2")
      let lines = curl.stderr.split(separator: "\n")
      #expect(
        lines.contains { $0.contains("ALPN") && $0.contains("accepted") && $0.contains("h2") },
        "\(curl.stderr)")
      #expect(curl.stderr.contains("SSL certificate verify ok"), "\(curl.stderr)")
    }

    @Test(
      "Node's tls trusts the certificate given as its CA and selects h2",
      .enabled(if: Tool.exists("node"), "needs node on PATH (not found here; CI installs it)"))
    func nodeClient() async throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      async let served = onThread {
        listener.serveOne(context: context) { connection throws(TLSError) in
          try EchoSession.run(connection, expecting: 4)
        }
      }
      let script = """
        const tls = require("tls"), fs = require("fs");
        const [port, ca] = process.argv.slice(1);
        const socket = tls.connect({ host: "127.0.0.1", port: Number(port), servername: "localhost",
          ca: fs.readFileSync(ca), ALPNProtocols: ["h2", "http/1.1"] }, () => {
          let received = "";
          socket.on("data", (chunk) => { received += chunk; });
          socket.on("end", () => {
            console.log(JSON.stringify({ authorized: socket.authorized, alpn: socket.alpnProtocol, received }));
          });
          socket.write("ping");
        });
        socket.on("error", (error) => { console.log(JSON.stringify({ error: String(error) })); });
        """
      let port = listener.port
      let cafile = fixture.certificateFile
      let node = try await onThread { Result { try Tool.run("node", ["-e", script, "\(port)", cafile]) } }
        .get()
      _ = try await served.get()
      #expect(node.stdout.contains(#""authorized":true"#), "\(node.stdout)\(node.stderr)")
      #expect(node.stdout.contains(#""alpn":"h2""#))
      #expect(node.stdout.contains(#""received":"echo: ping""#))
    }

    @Test(
      "a client that offers ALPN without h2 is refused, as APNs refuses it",
      .enabled(if: Tool.exists("python3"), "needs python3 on PATH (not found here; CI installs it)"))
    func refusesHTTP1Only() async throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      async let served = onThread {
        listener.serveOne(context: context) { connection throws(TLSError) in try connection.handshake() }
      }
      let port = listener.port
      let cafile = fixture.certificateFile
      let outcomes = try await onThread {
        Result { try PythonClient.run(port: port, cafile: cafile, alpn: ["http/1.1"]) }
      }.get()
      #expect(outcomes.first?.error?.contains("no application protocol") == true, "\(outcomes)")
      let result = await served
      let error = #expect(throws: TLSError.self) { try result.get() }
      #expect(error?.kind == .handshake)
      #expect(error?.reason?.contains("no application protocol") == true)
      #expect(error?.advice?.contains("HTTP/2") == true)
    }

    @Test(
      "a client that offers no ALPN at all is let through, with no protocol selected",
      .enabled(if: Tool.exists("python3"), "needs python3 on PATH (not found here; CI installs it)"))
    func noALPN() async throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      async let served = onThread {
        listener.serveOne(context: context) { connection throws(TLSError) in
          try EchoSession.run(connection, expecting: 5)
        }
      }
      let port = listener.port
      let cafile = fixture.certificateFile
      let outcomes = try await onThread {
        Result { try PythonClient.run(port: port, cafile: cafile, alpn: nil) }
      }
      .get()
      let session = try await served.get()
      #expect(session.alpn == nil)
      #expect(outcomes.first?.alpn == nil)
      #expect(outcomes.first?.received == "echo: hello")
    }

    @Test(
      "a client that does not trust the certificate is explained to the server's user",
      .enabled(if: Tool.exists("python3"), "needs python3 on PATH (not found here; CI installs it)"))
    func untrustedClient() async throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      async let served = onThread {
        listener.serveOne(context: context) { connection throws(TLSError) in try connection.handshake() }
      }
      let port = listener.port
      // The system's trust store, which does not hold this certificate.
      let outcomes = try await onThread { Result { try PythonClient.run(port: port, cafile: nil) } }.get()
      #expect(outcomes.first?.error?.contains("CERTIFICATE_VERIFY_FAILED") == true, "\(outcomes)")
      let result = await served
      let error = #expect(throws: TLSError.self) { try result.get() }
      #expect(error?.kind == .handshake)
      #expect(error?.reason?.contains("unknown ca") == true, "\(String(describing: error))")
      #expect(error?.advice?.contains("--cacert") == true)
    }
  }
}
