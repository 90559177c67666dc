/// An OpenSSL `EVP_PKEY` this module owns, freed with the last reference to it. Keys are only read once
/// made, which OpenSSL 3 allows from several threads at once.
final class PrivateKey: @unchecked Sendable {
  /// `EVP_PKEY_EC` (`NID_X9_62_id_ecPublicKey`).
  static let ecType: Int32 = 408
  /// `NID_X9_62_prime256v1`: P-256.
  static let p256: Int32 = 415

  /// The library whose functions read and free the key.
  let library: OpenSSLLibrary
  /// The `EVP_PKEY *`.
  let pointer: OpaquePointer

  private init(library: OpenSSLLibrary, adopting pointer: OpaquePointer) {
    self.library = library
    self.pointer = pointer
  }

  deinit { library.api.EVP_PKEY_free(pointer) }

  /// A passphrase callback that gives none: without it OpenSSL would stop and ask for one on the terminal
  /// when a key is encrypted, which a server must never do.
  static var noPassphrase: PasswordCallback { { _, _, _, _ in 0 } }

  /// Reads a PEM private key (PKCS#8 `BEGIN PRIVATE KEY`, or a traditional `BEGIN EC PRIVATE KEY`); nil
  /// with OpenSSL's error queue filled when the text holds none.
  static func read(pem: [UInt8], library: OpenSSLLibrary) throws(TLSError) -> PrivateKey? {
    let api = library.api
    library.clearErrors()
    let key = try library.withMemoryBIO(reading: pem) { bio in
      api.PEM_read_bio_PrivateKey(bio, nil, noPassphrase, nil)
    }
    return key.map { PrivateKey(library: library, adopting: $0) }
  }

  /// A new random P-256 key.
  static func makeP256(library: OpenSSLLibrary) throws(TLSError) -> PrivateKey {
    let api = library.api
    library.clearErrors()
    guard let context = api.EVP_PKEY_CTX_new_id(ecType, nil) else {
      throw library.failure(.crypto, "could not start making a P-256 key")
    }
    defer { api.EVP_PKEY_CTX_free(context) }
    var key: OpaquePointer?
    guard api.EVP_PKEY_keygen_init(context) == 1,
      api.EVP_PKEY_CTX_set_ec_paramgen_curve_nid(context, p256) == 1,
      api.EVP_PKEY_keygen(context, &key) == 1, let key
    else {
      throw library.failure(.crypto, "could not make a P-256 key")
    }
    return PrivateKey(library: library, adopting: key)
  }

  /// OpenSSL's name for the key's type: `EC`, `RSA`, `ED25519`…
  var typeName: String {
    library.api.EVP_PKEY_get0_type_name(pointer).map { String(cString: $0) } ?? "unknown"
  }

  /// Whether this is an elliptic-curve key.
  var isEC: Bool { library.api.EVP_PKEY_get_base_id(pointer) == Self.ecType }

  /// The curve's OpenSSL name (`prime256v1` for P-256), or nil for a key that has none.
  var groupName: String? {
    var buffer = [CChar](repeating: 0, count: 80)
    var length = 0
    guard library.api.EVP_PKEY_get_group_name(pointer, &buffer, buffer.count, &length) == 1 else {
      library.clearErrors()
      return nil
    }
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// The key as unencrypted PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`), as OpenSSL 3 writes it.
  func pkcs8PEM() -> String? {
    library.pemText { bio in library.api.PEM_write_bio_PrivateKey(bio, pointer, nil, nil, 0, nil, nil) }
  }
}
