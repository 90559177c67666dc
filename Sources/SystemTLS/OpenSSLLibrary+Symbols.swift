// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Each entry keeps its C name, so that it can be looked up in OpenSSL's manual as it is spelled here.

/// OpenSSL's `pem_password_cb`: fills `buffer` with a passphrase of at most `size` bytes and returns its
/// length, or 0 for none.
typealias PasswordCallback =
  @convention(c) (UnsafeMutablePointer<CChar>?, Int32, Int32, UnsafeMutableRawPointer?) -> Int32

/// The callback `SSL_CTX_set_alpn_select_cb` takes: `(ssl, out, outlen, in, inlen, arg)`.
typealias ALPNSelectCallback =
  @convention(c) (
    OpaquePointer?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, UnsafeMutablePointer<UInt8>?,
    UnsafePointer<UInt8>?, UInt32, UnsafeMutableRawPointer?
  ) -> Int32

/// `SSL_select_next_proto(out, outlen, server, server_len, client, client_len)`.
typealias SelectNextProtocol =
  @convention(c) (
    UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<UInt8>?, UnsafePointer<UInt8>?,
    UInt32, UnsafePointer<UInt8>?, UInt32
  ) -> Int32

extension OpenSSLLibrary {
  /// Every OpenSSL function this module calls, with the C declaration's types: opaque structures as
  /// `OpaquePointer`, `int` as `Int32`, `long` and `size_t` as `Int`, `unsigned long` as `UInt`. Only real
  /// functions are here: macros are spelled as the `*_ctrl` calls they expand to where they are used, and no
  /// variadic function is called, since Swift cannot call one through a pointer.
  struct API {
    // MARK: libcrypto: versions and errors
    let OpenSSL_version_num: @convention(c) () -> UInt
    let OpenSSL_version: @convention(c) (Int32) -> UnsafePointer<CChar>?
    let ERR_get_error: @convention(c) () -> UInt
    let ERR_error_string_n: @convention(c) (UInt, UnsafeMutablePointer<CChar>?, Int) -> Void
    let ERR_clear_error: @convention(c) () -> Void

    // MARK: libcrypto: memory BIOs and PEM
    let BIO_s_mem: @convention(c) () -> OpaquePointer?
    let BIO_new: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let BIO_new_mem_buf: @convention(c) (UnsafeRawPointer?, Int32) -> OpaquePointer?
    let BIO_free: @convention(c) (OpaquePointer?) -> Int32
    let BIO_ctrl: @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let PEM_read_bio_PrivateKey:
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?, PasswordCallback?, UnsafeMutableRawPointer?
      ) -> OpaquePointer?
    let PEM_write_bio_PrivateKey:
      @convention(c) (
        OpaquePointer?, OpaquePointer?, OpaquePointer?, UnsafePointer<UInt8>?, Int32, PasswordCallback?,
        UnsafeMutableRawPointer?
      ) -> Int32
    let PEM_write_bio_X509: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32

    // MARK: libcrypto: keys
    let EVP_PKEY_free: @convention(c) (OpaquePointer?) -> Void
    let EVP_PKEY_get_base_id: @convention(c) (OpaquePointer?) -> Int32
    let EVP_PKEY_get0_type_name: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    let EVP_PKEY_get_group_name:
      @convention(c) (OpaquePointer?, UnsafeMutablePointer<CChar>?, Int, UnsafeMutablePointer<Int>?) -> Int32
    let EVP_PKEY_CTX_new_id: @convention(c) (Int32, OpaquePointer?) -> OpaquePointer?
    let EVP_PKEY_CTX_free: @convention(c) (OpaquePointer?) -> Void
    let EVP_PKEY_keygen_init: @convention(c) (OpaquePointer?) -> Int32
    let EVP_PKEY_CTX_set_ec_paramgen_curve_nid: @convention(c) (OpaquePointer?, Int32) -> Int32
    let EVP_PKEY_keygen: @convention(c) (OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?) -> Int32

    // MARK: libcrypto: digests and signatures
    let EVP_sha256: @convention(c) () -> OpaquePointer?
    let EVP_MD_CTX_new: @convention(c) () -> OpaquePointer?
    let EVP_MD_CTX_free: @convention(c) (OpaquePointer?) -> Void
    let EVP_DigestVerifyInit:
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?, OpaquePointer?, OpaquePointer?, OpaquePointer?
      ) -> Int32
    let EVP_DigestVerify:
      @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int, UnsafePointer<UInt8>?, Int) -> Int32
    let EVP_DigestSignInit:
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?, OpaquePointer?, OpaquePointer?, OpaquePointer?
      ) -> Int32
    let EVP_DigestSign:
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<Int>?, UnsafePointer<UInt8>?, Int
      ) -> Int32
    let ECDSA_SIG_new: @convention(c) () -> OpaquePointer?
    let ECDSA_SIG_free: @convention(c) (OpaquePointer?) -> Void
    let ECDSA_SIG_set0: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Int32
    let ECDSA_SIG_get0:
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<OpaquePointer?>?, UnsafeMutablePointer<OpaquePointer?>?
      ) -> Void
    let i2d_ECDSA_SIG:
      @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
    let d2i_ECDSA_SIG:
      @convention(c) (
        UnsafeMutablePointer<OpaquePointer?>?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, Int
      ) -> OpaquePointer?
    let BN_bin2bn: @convention(c) (UnsafePointer<UInt8>?, Int32, OpaquePointer?) -> OpaquePointer?
    let BN_bn2binpad: @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Int32
    let BN_free: @convention(c) (OpaquePointer?) -> Void
    let RAND_bytes: @convention(c) (UnsafeMutablePointer<UInt8>?, Int32) -> Int32

    // MARK: libcrypto: certificates
    let X509_new: @convention(c) () -> OpaquePointer?
    let X509_free: @convention(c) (OpaquePointer?) -> Void
    let X509_set_version: @convention(c) (OpaquePointer?, Int) -> Int32
    let X509_get_serialNumber: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let BN_to_ASN1_INTEGER: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    let X509_getm_notBefore: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let X509_getm_notAfter: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let X509_time_adj_ex:
      @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutablePointer<Int>?) -> OpaquePointer?
    let X509_set_pubkey: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let X509_get_subject_name: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let X509_set_issuer_name: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    let X509_NAME_add_entry_by_txt:
      @convention(c) (
        OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UInt8>?, Int32, Int32, Int32
      ) -> Int32
    let X509V3_set_ctx:
      @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?, Int32
      ) -> Void
    let X509V3_EXT_conf_nid:
      @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?) ->
        OpaquePointer?
    let X509_add_ext: @convention(c) (OpaquePointer?, OpaquePointer?, Int32) -> Int32
    let X509_EXTENSION_free: @convention(c) (OpaquePointer?) -> Void
    let X509_sign: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Int32

    // MARK: libssl
    let TLS_server_method: @convention(c) () -> OpaquePointer?
    let SSL_CTX_new: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let SSL_CTX_free: @convention(c) (OpaquePointer?) -> Void
    let SSL_CTX_ctrl: @convention(c) (OpaquePointer?, Int32, Int, UnsafeMutableRawPointer?) -> Int
    let SSL_CTX_set_options: @convention(c) (OpaquePointer?, UInt64) -> UInt64
    let SSL_CTX_set_cipher_list: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    let SSL_CTX_set_default_passwd_cb: @convention(c) (OpaquePointer?, PasswordCallback?) -> Void
    let SSL_CTX_use_certificate_chain_file: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    let SSL_CTX_use_PrivateKey_file: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> Int32
    let SSL_CTX_check_private_key: @convention(c) (OpaquePointer?) -> Int32
    let SSL_CTX_set_alpn_select_cb:
      @convention(c) (OpaquePointer?, ALPNSelectCallback?, UnsafeMutableRawPointer?) -> Void
    let SSL_select_next_proto: SelectNextProtocol
    let SSL_new: @convention(c) (OpaquePointer?) -> OpaquePointer?
    let SSL_free: @convention(c) (OpaquePointer?) -> Void
    let SSL_set_fd: @convention(c) (OpaquePointer?, Int32) -> Int32
    let SSL_accept: @convention(c) (OpaquePointer?) -> Int32
    let SSL_get_error: @convention(c) (OpaquePointer?, Int32) -> Int32
    let SSL_read: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?, Int32) -> Int32
    let SSL_write: @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int32) -> Int32
    let SSL_shutdown: @convention(c) (OpaquePointer?) -> Int32
    let SSL_get0_alpn_selected:
      @convention(c) (
        OpaquePointer?, UnsafeMutablePointer<UnsafePointer<UInt8>?>?, UnsafeMutablePointer<UInt32>?
      ) -> Void
    let SSL_get_version: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?

    /// Resolves every entry; the first one missing is named in the error.
    init(ssl: UnsafeMutableRawPointer, crypto: UnsafeMutableRawPointer) throws(TLSError) {
      func c<T>(_ name: String) throws(TLSError) -> T { try OpenSSLLibrary.resolve(name, in: crypto) }
      func s<T>(_ name: String) throws(TLSError) -> T { try OpenSSLLibrary.resolve(name, in: ssl) }
      OpenSSL_version_num = try c("OpenSSL_version_num")
      OpenSSL_version = try c("OpenSSL_version")
      ERR_get_error = try c("ERR_get_error")
      ERR_error_string_n = try c("ERR_error_string_n")
      ERR_clear_error = try c("ERR_clear_error")
      BIO_s_mem = try c("BIO_s_mem")
      BIO_new = try c("BIO_new")
      BIO_new_mem_buf = try c("BIO_new_mem_buf")
      BIO_free = try c("BIO_free")
      BIO_ctrl = try c("BIO_ctrl")
      PEM_read_bio_PrivateKey = try c("PEM_read_bio_PrivateKey")
      PEM_write_bio_PrivateKey = try c("PEM_write_bio_PrivateKey")
      PEM_write_bio_X509 = try c("PEM_write_bio_X509")
      EVP_PKEY_free = try c("EVP_PKEY_free")
      EVP_PKEY_get_base_id = try c("EVP_PKEY_get_base_id")
      EVP_PKEY_get0_type_name = try c("EVP_PKEY_get0_type_name")
      EVP_PKEY_get_group_name = try c("EVP_PKEY_get_group_name")
      EVP_PKEY_CTX_new_id = try c("EVP_PKEY_CTX_new_id")
      EVP_PKEY_CTX_free = try c("EVP_PKEY_CTX_free")
      EVP_PKEY_keygen_init = try c("EVP_PKEY_keygen_init")
      EVP_PKEY_CTX_set_ec_paramgen_curve_nid = try c("EVP_PKEY_CTX_set_ec_paramgen_curve_nid")
      EVP_PKEY_keygen = try c("EVP_PKEY_keygen")
      EVP_sha256 = try c("EVP_sha256")
      EVP_MD_CTX_new = try c("EVP_MD_CTX_new")
      EVP_MD_CTX_free = try c("EVP_MD_CTX_free")
      EVP_DigestVerifyInit = try c("EVP_DigestVerifyInit")
      EVP_DigestVerify = try c("EVP_DigestVerify")
      EVP_DigestSignInit = try c("EVP_DigestSignInit")
      EVP_DigestSign = try c("EVP_DigestSign")
      ECDSA_SIG_new = try c("ECDSA_SIG_new")
      ECDSA_SIG_free = try c("ECDSA_SIG_free")
      ECDSA_SIG_set0 = try c("ECDSA_SIG_set0")
      ECDSA_SIG_get0 = try c("ECDSA_SIG_get0")
      i2d_ECDSA_SIG = try c("i2d_ECDSA_SIG")
      d2i_ECDSA_SIG = try c("d2i_ECDSA_SIG")
      BN_bin2bn = try c("BN_bin2bn")
      BN_bn2binpad = try c("BN_bn2binpad")
      BN_free = try c("BN_free")
      RAND_bytes = try c("RAND_bytes")
      X509_new = try c("X509_new")
      X509_free = try c("X509_free")
      X509_set_version = try c("X509_set_version")
      X509_get_serialNumber = try c("X509_get_serialNumber")
      BN_to_ASN1_INTEGER = try c("BN_to_ASN1_INTEGER")
      X509_getm_notBefore = try c("X509_getm_notBefore")
      X509_getm_notAfter = try c("X509_getm_notAfter")
      X509_time_adj_ex = try c("X509_time_adj_ex")
      X509_set_pubkey = try c("X509_set_pubkey")
      X509_get_subject_name = try c("X509_get_subject_name")
      X509_set_issuer_name = try c("X509_set_issuer_name")
      X509_NAME_add_entry_by_txt = try c("X509_NAME_add_entry_by_txt")
      X509V3_set_ctx = try c("X509V3_set_ctx")
      X509V3_EXT_conf_nid = try c("X509V3_EXT_conf_nid")
      X509_add_ext = try c("X509_add_ext")
      X509_EXTENSION_free = try c("X509_EXTENSION_free")
      X509_sign = try c("X509_sign")
      TLS_server_method = try s("TLS_server_method")
      SSL_CTX_new = try s("SSL_CTX_new")
      SSL_CTX_free = try s("SSL_CTX_free")
      SSL_CTX_ctrl = try s("SSL_CTX_ctrl")
      SSL_CTX_set_options = try s("SSL_CTX_set_options")
      SSL_CTX_set_cipher_list = try s("SSL_CTX_set_cipher_list")
      SSL_CTX_set_default_passwd_cb = try s("SSL_CTX_set_default_passwd_cb")
      SSL_CTX_use_certificate_chain_file = try s("SSL_CTX_use_certificate_chain_file")
      SSL_CTX_use_PrivateKey_file = try s("SSL_CTX_use_PrivateKey_file")
      SSL_CTX_check_private_key = try s("SSL_CTX_check_private_key")
      SSL_CTX_set_alpn_select_cb = try s("SSL_CTX_set_alpn_select_cb")
      SSL_select_next_proto = try s("SSL_select_next_proto")
      SSL_new = try s("SSL_new")
      SSL_free = try s("SSL_free")
      SSL_set_fd = try s("SSL_set_fd")
      SSL_accept = try s("SSL_accept")
      SSL_get_error = try s("SSL_get_error")
      SSL_read = try s("SSL_read")
      SSL_write = try s("SSL_write")
      SSL_shutdown = try s("SSL_shutdown")
      SSL_get0_alpn_selected = try s("SSL_get0_alpn_selected")
      SSL_get_version = try s("SSL_get_version")
    }
  }
}
