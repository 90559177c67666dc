import SystemTLS

/// `la-sim serve --make-cert DIR`: a self-signed certificate for localhost, made by the system's OpenSSL.
public enum LocalhostCertificate {
  /// The certificate and its private key, PEM.
  public static func make() throws(ServeError) -> (certificatePEM: String, privateKeyPEM: String) {
    do {
      return try SelfSignedCertificate.make(library: try OpenSSLLibrary.load())
    } catch {
      throw ServeError.tls(error.description)
    }
  }
}
