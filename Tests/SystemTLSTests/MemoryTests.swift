import Foundation
import SystemTLS
import Testing

extension SystemTLSTests {
  @Suite("Repeated use does not grow memory") struct MemoryTests {
    /// The process's resident memory, in bytes.
    static func residentBytes() -> Int {
      guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
      let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    @Test(
      "10,000 verifications (half of them failing) and 1,000 signatures",
      .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/statm"), "needs /proc"))
    func verifications() throws {
      let library = try OpenSSLLibrary.load()
      let key = try ES256Key(library: library, pkcs8PEM: Array(RFC7515.privateKeyPEM.utf8))
      var tampered = RFC7515.signature
      tampered[10] ^= 0x40
      func round(_ count: Int) -> Int {
        var verified = 0
        for index in 0..<count {
          let signature = index % 2 == 0 ? RFC7515.signature : tampered
          if key.verify(signingInput: RFC7515.signingInput, signature: signature) { verified += 1 }
          if index % 10 == 0, key.sign(signingInput: RFC7515.signingInput) == nil { verified = -1_000_000 }
        }
        return verified
      }
      #expect(round(1_000) == 500)
      let before = Self.residentBytes()
      #expect(round(10_000) == 5_000)
      let grown = Self.residentBytes() - before
      #expect(grown < 4 * 1024 * 1024, "resident memory grew by \(grown) bytes")
    }

    @Test(
      "200 TLS connections from one context",
      .enabled(if: Tool.exists("python3"), "needs python3 on PATH (not found here; CI installs it)"),
      .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/statm"), "needs /proc"))
    func connections() async throws {
      let fixture = try TLSFixture()
      defer { fixture.remove() }
      let listener = try LoopbackListener()
      let context = fixture.context
      let count = 200
      async let served = onThread { () -> (failures: Int, grown: Int) in
        var failures = 0
        var before = 0
        for index in 0..<count {
          // Measured after the first 20, once OpenSSL's own one-time tables are in place.
          if index == 20 { before = Self.residentBytes() }
          let result = listener.serveOne(context: context) { connection throws(TLSError) in
            try EchoSession.run(connection, expecting: 5)
          }
          if case .failure = result { failures += 1 }
        }
        return (failures, Self.residentBytes() - before)
      }
      let port = listener.port
      let cafile = fixture.certificateFile
      let outcomes = try await onThread {
        Result { try PythonClient.run(port: port, cafile: cafile, count: count) }
      }.get()
      let server = await served
      #expect(outcomes.count == count)
      #expect(outcomes.allSatisfy { $0.received == "echo: hello" && $0.alpn == "h2" })
      #expect(server.failures == 0)
      #expect(server.grown < 4 * 1024 * 1024, "resident memory grew by \(server.grown) bytes")
    }
  }
}
