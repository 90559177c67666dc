import SystemTLS

#if canImport(Glibc)
  import Glibc
#endif

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

  /// Makes a certificate and writes `DIR/localhost.pem` and `DIR/localhost-key.pem` (readable by its owner
  /// only), making DIR and its parents as needed; the two paths.
  public static func write(in directory: String) throws(ServeError) -> (certificate: String, key: String) {
    let made = try make()
    try makeDirectories(directory)
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    let certificate = base + "localhost.pem"
    let key = base + "localhost-key.pem"
    try write(made.certificatePEM, to: certificate, mode: 0o644)
    try write(made.privateKeyPEM, to: key, mode: 0o600)
    return (certificate, key)
  }

  private static func makeDirectories(_ path: String) throws(ServeError) {
    var partial = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      partial += component + "/"
      if mkdir(partial, 0o755) != 0, errno != EEXIST { throw ServeError.cannotWrite(path, errno) }
    }
  }

  private static func write(_ text: String, to path: String, mode: mode_t) throws(ServeError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw ServeError.cannotWrite(path, errno) }
    defer { close(descriptor) }
    // The mode applies only when the file is new: an older key file is made private too.
    fchmod(descriptor, mode)
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw ServeError.cannotWrite(path, errno) }
      bytes = bytes.dropFirst(written)
    }
  }
}
