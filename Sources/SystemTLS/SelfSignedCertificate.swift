/// A self-signed certificate for a server on this machine (`la-sim serve --make-cert DIR`).
///
/// The certificate is its own CA (`basicConstraints` critical `CA:TRUE`), so a client trusts it by being
/// given the certificate file as its CA file (`curl --cacert`, Python's `cafile=`, Node's `ca:` or
/// `NODE_EXTRA_CA_CERTS`). It carries what strict verifiers ask of a CA that is also the server: key usage
/// for signing and for certificates, `serverAuth`, subject and authority key identifiers, and the names
/// `localhost`, `127.0.0.1` and `::1`. 825 days is the longest validity Apple's TLS clients accept.
public enum SelfSignedCertificate {
  /// `NID_basic_constraints`, `NID_key_usage`, `NID_ext_key_usage`, `NID_subject_alt_name`,
  /// `NID_subject_key_identifier`, `NID_authority_key_identifier`.
  private static let basicConstraints: Int32 = 87
  private static let keyUsage: Int32 = 83
  private static let extendedKeyUsage: Int32 = 126
  private static let subjectAltName: Int32 = 85
  private static let subjectKeyIdentifier: Int32 = 82
  private static let authorityKeyIdentifier: Int32 = 90
  /// `MBSTRING_UTF8`.
  private static let utf8: Int32 = 0x1000
  /// The size of `X509V3_CTX` is not part of OpenSSL's ABI promise; this is several times what 3.x uses
  /// (one int and eight pointers), zeroed, which is what `X509V3_set_ctx_nodb` would leave.
  private static let extensionContextSize = 512

  /// Makes a new P-256 key and a certificate for it, signed with SHA-256 by the key itself, for
  /// `commonName` (also a DNS name beside `localhost`, 127.0.0.1 and ::1), valid from an hour ago (for a
  /// client whose clock is a little behind) for `days` days.
  ///
  /// - Returns: The certificate and the private key (unencrypted PKCS#8), as PEM text to write to two
  ///   files; the caller gives the key file mode 0600.
  /// - Throws: `TLSError` of kind `.certificate` for a `commonName` that is not a host name or `days` out
  ///   of range, `.crypto` when OpenSSL fails.
  public static func make(
    library: OpenSSLLibrary, commonName: String = "localhost", days: Int = 825
  ) throws(TLSError) -> (certificatePEM: String, privateKeyPEM: String) {
    try check(commonName: commonName, days: days)
    let api = library.api
    let key = try PrivateKey.makeP256(library: library)
    library.clearErrors()
    guard let certificate = api.X509_new() else {
      throw library.failure(.crypto, "could not make a certificate")
    }
    defer { api.X509_free(certificate) }
    // Version 3 (counted from 0), which extensions need.
    guard api.X509_set_version(certificate, 2) == 1,
      setRandomSerial(certificate, library: library),
      api.X509_time_adj_ex(api.X509_getm_notBefore(certificate), 0, -3600, nil) != nil,
      api.X509_time_adj_ex(api.X509_getm_notAfter(certificate), Int32(days), 0, nil) != nil,
      api.X509_set_pubkey(certificate, key.pointer) == 1,
      let name = api.X509_get_subject_name(certificate),
      api.X509_NAME_add_entry_by_txt(name, "CN", utf8, commonName, -1, -1, 0) == 1,
      api.X509_set_issuer_name(certificate, name) == 1
    else {
      throw library.failure(.crypto, "could not fill in the certificate for \(commonName)")
    }
    let dnsNames = commonName == "localhost" ? ["localhost"] : ["localhost", commonName]
    let names = (dnsNames.map { "DNS:\($0)" } + ["IP:127.0.0.1", "IP:::1"]).joined(separator: ",")
    // The subject key identifier must be in place before the authority key identifier, which a
    // self-signed certificate takes from it.
    let extensions: [(Int32, String)] = [
      (basicConstraints, "critical,CA:TRUE"),
      (keyUsage, "critical,digitalSignature,keyCertSign,cRLSign"),
      (extendedKeyUsage, "serverAuth"),
      (subjectAltName, names),
      (subjectKeyIdentifier, "hash"),
      (authorityKeyIdentifier, "keyid:always"),
    ]
    for (nid, value) in extensions {
      try add(nid, value, to: certificate, library: library)
    }
    guard api.X509_sign(certificate, key.pointer, api.EVP_sha256()) > 0 else {
      throw library.failure(.crypto, "could not sign the certificate")
    }
    guard let certificatePEM = library.pemText({ api.PEM_write_bio_X509($0, certificate) }),
      let privateKeyPEM = key.pkcs8PEM()
    else {
      throw library.failure(.crypto, "could not write the certificate and key as PEM")
    }
    return (certificatePEM, privateKeyPEM)
  }

  private static func check(commonName: String, days: Int) throws(TLSError) {
    // Letters, digits, dots and hyphens: a host name, which also keeps the name from adding entries to
    // the comma-separated subjectAltName value. 64 is X.509's upper bound for a common name.
    let allowed = commonName.utf8.allSatisfy { byte in
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x2E || byte == 0x2D
    }
    guard allowed, !commonName.isEmpty, commonName.utf8.count <= 64 else {
      throw TLSError(
        .certificate, "\"\(commonName)\" is not a host name to make a certificate for",
        advice: "give letters, digits, dots and hyphens, at most 64 (e.g. localhost)")
    }
    guard (1...36500).contains(days) else {
      throw TLSError(
        .certificate, "a certificate cannot be valid for \(days) days",
        advice: "give 1 to 36500 (825 is the most Apple's TLS clients accept)")
    }
  }

  /// A random positive 127-bit serial number: clients that cache certificates by issuer and serial
  /// (Firefox) would otherwise confuse two certificates made on one machine.
  private static func setRandomSerial(_ certificate: OpaquePointer, library: OpenSSLLibrary) -> Bool {
    let api = library.api
    var bytes = [UInt8](repeating: 0, count: 16)
    guard api.RAND_bytes(&bytes, Int32(bytes.count)) == 1 else { return false }
    bytes[0] = (bytes[0] & 0x7F) | 0x01
    guard let number = api.BN_bin2bn(bytes, Int32(bytes.count), nil) else { return false }
    defer { api.BN_free(number) }
    return api.BN_to_ASN1_INTEGER(number, api.X509_get_serialNumber(certificate)) != nil
  }

  private static func add(
    _ nid: Int32, _ value: String, to certificate: OpaquePointer, library: OpenSSLLibrary
  ) throws(TLSError) {
    let api = library.api
    let context = UnsafeMutableRawPointer.allocate(byteCount: extensionContextSize, alignment: 16)
    defer { context.deallocate() }
    context.initializeMemory(as: UInt8.self, repeating: 0, count: extensionContextSize)
    // Issuer and subject are the same certificate: it signs itself.
    api.X509V3_set_ctx(context, certificate, certificate, nil, nil, 0)
    guard let item = api.X509V3_EXT_conf_nid(nil, context, nid, value) else {
      throw library.failure(.crypto, "could not make the certificate extension \(value)")
    }
    defer { api.X509_EXTENSION_free(item) }
    // X509_add_ext copies the extension.
    guard api.X509_add_ext(certificate, item, -1) == 1 else {
      throw library.failure(.crypto, "could not add the certificate extension \(value)")
    }
  }
}
