import Foundation
import SystemTLS
import Testing

extension SystemTLSTests {
  @Suite("la-sim serve --make-cert") struct SelfSignedCertificateTests {
    @Test("the PEM files are a certificate and an unencrypted PKCS#8 key that ES256Key can read too")
    func pemShapes() throws {
      let library = try OpenSSLLibrary.load()
      let made = try SelfSignedCertificate.make(library: library)
      #expect(made.certificatePEM.hasPrefix("-----BEGIN CERTIFICATE-----\n"))
      #expect(made.certificatePEM.hasSuffix("-----END CERTIFICATE-----\n"))
      #expect(made.privateKeyPEM.hasPrefix("-----BEGIN PRIVATE KEY-----\n"))
      let key = try ES256Key(library: library, pkcs8PEM: Array(made.privateKeyPEM.utf8))
      let signature = try #require(key.sign(signingInput: Array("a.b".utf8)))
      #expect(key.verify(signingInput: Array("a.b".utf8), signature: signature))
      // Each certificate has a key of its own.
      #expect(try SelfSignedCertificate.make(library: library).privateKeyPEM != made.privateKeyPEM)
    }

    @Test(
      "openssl x509 shows the names, CA:TRUE, P-256 with SHA-256 and 825 days; openssl verify -x509_strict passes",
      .enabled(if: Tool.exists("openssl"), "needs openssl on PATH (not found here; CI installs it)"))
    func opensslReadsIt() throws {
      let library = try OpenSSLLibrary.load()
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let certificate = try folder.write(
        try SelfSignedCertificate.make(library: library).certificatePEM, to: "cert.pem")
      let text = try Tool.run("openssl", ["x509", "-in", certificate, "-noout", "-text"]).stdout
      for expected in [
        "DNS:localhost", "IP Address:127.0.0.1", "IP Address:0:0:0:0:0:0:0:1", "CA:TRUE",
        "X509v3 Basic Constraints: critical", "Digital Signature, Certificate Sign",
        "TLS Web Server Authentication", "X509v3 Subject Key Identifier", "X509v3 Authority Key Identifier",
        "Signature Algorithm: ecdsa-with-SHA256", "NIST CURVE: P-256", "Subject: CN = localhost",
        "Issuer: CN = localhost", "Version: 3 (0x2)",
      ] {
        #expect(text.contains(expected), "missing \(expected) in:\n\(text)")
      }
      let verified = try Tool.run("openssl", ["verify", "-x509_strict", "-CAfile", certificate, certificate])
      #expect(verified.stdout.contains("\(certificate): OK"), "\(verified.stdout)\(verified.stderr)")
      // Valid for 825 days, not 826.
      let day = 86_400
      let lasts = try Tool.run(
        "openssl", ["x509", "-in", certificate, "-noout", "-checkend", "\(824 * day)"])
      let ends = try Tool.run("openssl", ["x509", "-in", certificate, "-noout", "-checkend", "\(826 * day)"])
      #expect(lasts.status == 0)
      #expect(ends.status == 1)
    }

    @Test(
      "another common name is added to localhost's names",
      .enabled(if: Tool.exists("openssl"), "needs openssl on PATH (not found here; CI installs it)"))
    func otherName() throws {
      let library = try OpenSSLLibrary.load()
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let made = try SelfSignedCertificate.make(library: library, commonName: "dev-mac.local", days: 30)
      let certificate = try folder.write(made.certificatePEM, to: "cert.pem")
      let text = try Tool.run("openssl", ["x509", "-in", certificate, "-noout", "-text"]).stdout
      #expect(text.contains("DNS:localhost, DNS:dev-mac.local, IP Address:127.0.0.1"), "\(text)")
      #expect(text.contains("Subject: CN = dev-mac.local"))
    }

    @Test("a common name that is not a host name, or a validity of no days, is refused")
    func refusesBadInput() throws {
      let library = try OpenSSLLibrary.load()
      for name in ["", "localhost,IP:10.0.0.1", "a b", String(repeating: "a", count: 65)] {
        let error = #expect(throws: TLSError.self) {
          _ = try SelfSignedCertificate.make(library: library, commonName: name)
        }
        #expect(error?.kind == .certificate)
        #expect(error?.description.contains("is not a host name") == true)
      }
      let error = #expect(throws: TLSError.self) {
        _ = try SelfSignedCertificate.make(library: library, days: 0)
      }
      #expect(error?.description.contains("0 days") == true)
    }
  }
}
