/// Verifies APNs provider tokens: ES256 JWTs signed with a team's `AuthKey_KEYID.p8`, a PKCS#8 PEM EC P-256
/// private key.
///
/// Safe to share across threads: the key is only read once made.
public struct ES256Key: @unchecked Sendable {
  /// The key; a class so that it is freed once, with the last copy of this value.
  let key: PrivateKey

  /// Reads a PEM private key (`-----BEGIN PRIVATE KEY-----`, as Apple's `.p8` files are).
  ///
  /// - Throws: `TLSError` of kind `.key` for text that holds no private key, an encrypted key (never
  ///   prompted for), or a key that is not EC P-256.
  public init(library: OpenSSLLibrary, pkcs8PEM: [UInt8]) throws(TLSError) {
    let advice =
      "give the AuthKey_KEYID.p8 file from Apple (-----BEGIN PRIVATE KEY-----), or make one: "
      + "openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256"
    guard pkcs8PEM.contains(where: { $0 > 32 }) else {
      throw TLSError(.key, "the ES256 key is empty", advice: advice)
    }
    guard let key = try PrivateKey.read(pem: pkcs8PEM, library: library) else {
      if String(decoding: pkcs8PEM, as: UTF8.self).contains("ENCRYPTED") {
        throw library.failure(
          .key, "the ES256 key is encrypted",
          advice: "decrypt it first: openssl pkey -in KEY.pem -out AuthKey.p8")
      }
      throw library.failure(.key, "the ES256 key is not a PEM private key", advice: advice)
    }
    guard key.isEC else {
      throw TLSError(.key, "the ES256 key is \(key.typeName), not EC P-256", advice: advice)
    }
    guard let group = key.groupName, group == "prime256v1" else {
      throw TLSError(
        .key, "the ES256 key is on curve \(key.groupName ?? "unknown"), not P-256 (prime256v1)",
        advice: advice)
    }
    self.key = key
  }

  /// Whether `signature`, a JWS ES256 signature (the raw 64 bytes r‖s of RFC 7518 §3.4, base64url-decoded),
  /// was made by this key over `signingInput` (`BASE64URL(header).BASE64URL(payload)`, as bytes). Any other
  /// length, a DER signature among them, is false.
  public func verify(signingInput: [UInt8], signature: [UInt8]) -> Bool {
    let library = key.library
    let api = library.api
    // A bad signature leaves entries in this thread's error queue; they belong to no one after this.
    defer { library.clearErrors() }
    guard let der = derSignature(raw: signature), let digest = api.EVP_MD_CTX_new() else { return false }
    defer { api.EVP_MD_CTX_free(digest) }
    guard api.EVP_DigestVerifyInit(digest, nil, api.EVP_sha256(), nil, key.pointer) == 1 else { return false }
    return der.withUnsafeBufferPointer { sig in
      signingInput.withUnsafeBufferPointer { input in
        api.EVP_DigestVerify(digest, sig.baseAddress, sig.count, input.baseAddress, input.count) == 1
      }
    }
  }

  /// Signs `signingInput` with SHA-256, giving the raw 64-byte r‖s a JWS carries; nil only when OpenSSL
  /// fails. ECDSA draws a fresh nonce each time, so two signatures of one input differ and both verify.
  public func sign(signingInput: [UInt8]) -> [UInt8]? {
    let library = key.library
    let api = library.api
    defer { library.clearErrors() }
    guard let digest = api.EVP_MD_CTX_new() else { return nil }
    defer { api.EVP_MD_CTX_free(digest) }
    guard api.EVP_DigestSignInit(digest, nil, api.EVP_sha256(), nil, key.pointer) == 1 else { return nil }
    return signingInput.withUnsafeBufferPointer { input -> [UInt8]? in
      // The first call gives the longest DER signature the key can make, the second makes it.
      var length = 0
      guard api.EVP_DigestSign(digest, nil, &length, input.baseAddress, input.count) == 1, length > 0 else {
        return nil
      }
      var der = [UInt8](repeating: 0, count: length)
      let signed = der.withUnsafeMutableBufferPointer { buffer in
        api.EVP_DigestSign(digest, buffer.baseAddress, &length, input.baseAddress, input.count) == 1
      }
      guard signed, length <= der.count else { return nil }
      return rawSignature(der: Array(der[..<length]))
    }
  }
}
