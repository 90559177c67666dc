/// A server's TLS settings: its certificate chain and private key (PEM files), TLS 1.2 at the least, the
/// ciphers HTTP/2 allows, and ALPN that selects `h2`.
///
/// ALPN: a client that offers `h2` gets it; a client that offers protocols but not `h2` is refused with
/// the `no_application_protocol` alert, as APNs, which speaks only HTTP/2, refuses it; a client that offers
/// no ALPN at all is let through, and `TLSConnection.handshake()` returns nil for it, so that the caller
/// can accept HTTP/2 with prior knowledge or answer in HTTP/1.1 that HTTP/2 is needed.
///
/// One context serves any number of connections on any threads: OpenSSL allows that once it is set up,
/// and nothing here changes it afterwards.
public final class TLSServerContext: @unchecked Sendable {
  /// `SSL_CTRL_SET_MIN_PROTO_VERSION` and `TLS1_2_VERSION`: what `SSL_CTX_set_min_proto_version` expands to.
  private static let setMinimumVersion: Int32 = 123
  private static let tls12 = 0x0303
  /// `SSL_CTRL_SET_SESS_CACHE_MODE` and `SSL_SESS_CACHE_OFF`.
  private static let setSessionCacheMode: Int32 = 44
  private static let sessionCacheOff = 0
  /// `SSL_OP_IGNORE_UNEXPECTED_EOF | SSL_OP_CIPHER_SERVER_PREFERENCE | SSL_OP_NO_RENEGOTIATION`.
  private static let options: UInt64 = (1 << 7) | (1 << 22) | (1 << 30)
  /// `SSL_FILETYPE_PEM`.
  private static let pemFile: Int32 = 1
  /// For TLS 1.2: forward-secret AEAD ciphers only, as HTTP/2 requires (RFC 9113 §9.2.2); TLS 1.3's are all
  /// of that kind and are left as they are.
  private static let ciphers = "ECDHE+AESGCM:ECDHE+CHACHA20"

  /// The library the context was made with, which its connections use too.
  public let library: OpenSSLLibrary
  /// The `SSL_CTX *`.
  let pointer: OpaquePointer

  /// Reads the certificate chain (the server's certificate first, then any intermediates) and its private
  /// key, both PEM files; an encrypted key is refused, never prompted for.
  ///
  /// - Throws: `TLSError` of kind `.certificate` naming the file that could not be used, with OpenSSL's
  ///   reason (a missing file, no PEM in it, a key that does not belong to the certificate).
  public init(library: OpenSSLLibrary, certificateFile: String, privateKeyFile: String) throws(TLSError) {
    self.library = library
    pointer = try Self.makeContext(library, certificateFile, privateKeyFile)
    // With the context complete: the callback finds SSL_select_next_proto in its argument, since a C
    // callback captures nothing. The library is never unloaded, so the address stays good.
    library.api.SSL_CTX_set_alpn_select_cb(
      pointer, Self.selectH2,
      unsafeBitCast(library.api.SSL_select_next_proto, to: UnsafeMutableRawPointer.self))
  }

  deinit { library.api.SSL_CTX_free(pointer) }

  private static func makeContext(
    _ library: OpenSSLLibrary, _ certificateFile: String, _ privateKeyFile: String
  ) throws(TLSError) -> OpaquePointer {
    let api = library.api
    library.clearErrors()
    guard let method = api.TLS_server_method(), let context = api.SSL_CTX_new(method) else {
      throw library.failure(.crypto, "could not make a TLS server context")
    }
    var made = false
    defer { if !made { api.SSL_CTX_free(context) } }
    guard api.SSL_CTX_ctrl(context, setMinimumVersion, tls12, nil) == 1,
      api.SSL_CTX_set_cipher_list(context, ciphers) == 1
    else {
      throw library.failure(.crypto, "could not set TLS 1.2 and its ciphers")
    }
    _ = api.SSL_CTX_set_options(context, options)
    // A local server has no use for resuming TLS 1.2 sessions, and the cache would keep each one (up to
    // 20,480) for five minutes; TLS 1.3 resumes from tickets the client keeps.
    _ = api.SSL_CTX_ctrl(context, setSessionCacheMode, sessionCacheOff, nil)
    api.SSL_CTX_set_default_passwd_cb(context, PrivateKey.noPassphrase)
    let remedy = "make a certificate and key with: la-sim serve --make-cert DIR"
    guard api.SSL_CTX_use_certificate_chain_file(context, certificateFile) == 1 else {
      throw library.failure(
        .certificate, "could not use \(certificateFile) as the TLS certificate (PEM)", advice: remedy)
    }
    let mismatch = "the private key \(privateKeyFile) does not belong to the certificate \(certificateFile)"
    let mismatchAdvice = "give the key the certificate was made with"
    guard api.SSL_CTX_use_PrivateKey_file(context, privateKeyFile, pemFile) == 1 else {
      // OpenSSL checks the key against the certificate as it takes it.
      let reason = library.takeErrorText()
      if reason?.contains("key values mismatch") == true {
        throw TLSError(.certificate, mismatch, reason: reason, advice: mismatchAdvice)
      }
      throw TLSError(
        .certificate, "could not use \(privateKeyFile) as the TLS private key (unencrypted PEM)",
        reason: reason, advice: remedy)
    }
    guard api.SSL_CTX_check_private_key(context) == 1 else {
      throw library.failure(.certificate, mismatch, advice: mismatchAdvice)
    }
    made = true
    return context
  }
}
