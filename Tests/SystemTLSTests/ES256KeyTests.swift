import Foundation
import Testing

@testable import SystemTLS

extension SystemTLSTests {
  @Suite("ES256 provider tokens") struct ES256KeyTests {
    let library: OpenSSLLibrary

    init() throws { library = try OpenSSLLibrary.load() }

    @Test("RFC 7515 A.3's signature verifies over its signing input")
    func rfcExample() throws {
      let key = try ES256Key(library: library, pkcs8PEM: Array(RFC7515.privateKeyPEM.utf8))
      #expect(key.verify(signingInput: RFC7515.signingInput, signature: RFC7515.signature))
    }

    @Test("a flipped bit in the signature or the input, or a signature of the wrong length, does not verify")
    func tampered() throws {
      let key = try ES256Key(library: library, pkcs8PEM: Array(RFC7515.privateKeyPEM.utf8))
      for bit in [0, 7, 255, 256, 511] {
        var signature = RFC7515.signature
        signature[bit / 8] ^= 1 << (bit % 8)
        #expect(!key.verify(signingInput: RFC7515.signingInput, signature: signature), "bit \(bit)")
      }
      var input = RFC7515.signingInput
      input[input.count - 1] ^= 1
      #expect(!key.verify(signingInput: input, signature: RFC7515.signature))
      #expect(!key.verify(signingInput: RFC7515.signingInput, signature: Array(RFC7515.signature.dropLast())))
      #expect(!key.verify(signingInput: RFC7515.signingInput, signature: RFC7515.signature + [0]))
      #expect(!key.verify(signingInput: RFC7515.signingInput, signature: []))
      #expect(!key.verify(signingInput: RFC7515.signingInput, signature: [UInt8](repeating: 0, count: 64)))
      // The DER form of the same signature is not what a JWS carries.
      let der = try #require(key.derSignature(raw: RFC7515.signature))
      #expect(!key.verify(signingInput: RFC7515.signingInput, signature: der))
    }

    @Test("the RFC's key signs: 64 bytes that verify, different each time")
    func signsWithRFCKey() throws {
      let key = try ES256Key(library: library, pkcs8PEM: Array(RFC7515.privateKeyPEM.utf8))
      let first = try #require(key.sign(signingInput: RFC7515.signingInput))
      let second = try #require(key.sign(signingInput: RFC7515.signingInput))
      #expect(first.count == 64)
      #expect(first != second)
      #expect(key.verify(signingInput: RFC7515.signingInput, signature: first))
      #expect(key.verify(signingInput: RFC7515.signingInput, signature: second))
    }

    @Test(
      "a .p8 key made by openssl genpkey signs and verifies, and its signatures agree with openssl dgst",
      .enabled(if: Tool.exists("openssl"), "needs openssl on PATH (not found here; CI installs it)"))
    func opensslKey() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let keyFile = folder.path("AuthKey_TEST.p8")
      let made = try Tool.run(
        "openssl", ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", keyFile])
      #expect(made.status == 0, "\(made.stderr)")
      let pem = try String(contentsOfFile: keyFile, encoding: .utf8)
      #expect(pem.hasPrefix("-----BEGIN PRIVATE KEY-----"))
      let key = try ES256Key(library: library, pkcs8PEM: Array(pem.utf8))
      let input = Array(
        "eyJhbGciOiJFUzI1NiIsImtpZCI6IlRFU1QifQ.eyJpc3MiOiJURUFNIiwiaWF0IjoxNzAwMDAwMDAwfQ".utf8)
      let signature = try #require(key.sign(signingInput: input))
      #expect(key.verify(signingInput: input, signature: signature))
      let other = try ES256Key(library: library, pkcs8PEM: Array(RFC7515.privateKeyPEM.utf8))
      #expect(!other.verify(signingInput: input, signature: signature))

      // Both ways with the openssl command, which signs and verifies the DER form.
      let inputFile = try folder.write(String(decoding: input, as: UTF8.self), to: "input")
      let ours = folder.path("ours.der")
      try Data(try #require(key.derSignature(raw: signature))).write(to: URL(fileURLWithPath: ours))
      let checked = try Tool.run(
        "openssl", ["dgst", "-sha256", "-prverify", keyFile, "-signature", ours, inputFile])
      #expect(checked.stdout.contains("Verified OK"), "\(checked.stdout)\(checked.stderr)")
      let theirs = folder.path("theirs.der")
      let signed = try Tool.run("openssl", ["dgst", "-sha256", "-sign", keyFile, "-out", theirs, inputFile])
      #expect(signed.status == 0, "\(signed.stderr)")
      let raw = try #require(key.rawSignature(der: Array(try Data(contentsOf: URL(fileURLWithPath: theirs)))))
      #expect(key.verify(signingInput: input, signature: raw))
    }

    @Test(
      "an RSA key, a P-384 key, an encrypted key, garbage and nothing are refused with what is wrong",
      .enabled(if: Tool.exists("openssl"), "needs openssl on PATH (not found here; CI installs it)"))
    func refusedKeys() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      func generated(_ arguments: [String]) throws -> [UInt8] {
        let file = folder.path("key-\(UUID().uuidString).pem")
        let made = try Tool.run("openssl", ["genpkey"] + arguments + ["-out", file])
        #expect(made.status == 0, "\(made.stderr)")
        return Array(try Data(contentsOf: URL(fileURLWithPath: file)))
      }
      let cases: [(pem: [UInt8], says: String)] = [
        (try generated(["-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048"]), "is RSA, not EC P-256"),
        (try generated(["-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-384"]), "secp384r1, not P-256"),
        (try generated(["-algorithm", "ED25519"]), "is ED25519, not EC P-256"),
        (
          try generated([
            "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-aes256", "-pass", "pass:x",
          ]),
          "is encrypted"
        ),
        (
          Array("-----BEGIN PRIVATE KEY-----\nnot base64 at all\n-----END PRIVATE KEY-----\n".utf8),
          "not a PEM"
        ),
        (Array("AuthKey".utf8), "not a PEM private key"),
        ([], "is empty"),
      ]
      for (pem, says) in cases {
        let error = #expect(throws: TLSError.self) { _ = try ES256Key(library: library, pkcs8PEM: pem) }
        #expect(error?.kind == .key)
        #expect(error?.description.contains(says) == true, "\(String(describing: error))")
      }
    }

    @Test("one key verifies on many threads at once")
    func sharedAcrossThreads() async throws {
      let key = try ES256Key(library: library, pkcs8PEM: Array(RFC7515.privateKeyPEM.utf8))
      let results = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<4 {
          group.addTask {
            await onThread {
              (0..<200).allSatisfy { _ in
                key.verify(signingInput: RFC7515.signingInput, signature: RFC7515.signature)
              }
            }
          }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results == [true, true, true, true])
    }
  }
}
