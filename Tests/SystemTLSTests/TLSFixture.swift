import Foundation
import SystemTLS

/// A self-signed certificate for localhost written to a temporary directory, and a server context that
/// uses it, as `la-sim serve --make-cert DIR` and `la-sim serve` would.
struct TLSFixture {
  let library: OpenSSLLibrary
  let folder: TemporaryFolder
  let certificateFile: String
  let privateKeyFile: String
  let context: TLSServerContext

  init() throws {
    library = try OpenSSLLibrary.load()
    folder = try TemporaryFolder()
    let made = try SelfSignedCertificate.make(library: library)
    certificateFile = try folder.write(made.certificatePEM, to: "cert.pem")
    privateKeyFile = try folder.write(made.privateKeyPEM, to: "key.pem")
    context = try TLSServerContext(
      library: library, certificateFile: certificateFile, privateKeyFile: privateKeyFile)
  }

  func remove() { folder.remove() }
}
