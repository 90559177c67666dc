extension ES256Key {
  /// The size of r and of s for P-256.
  static let scalarSize = 32

  /// A JWS signature r‖s as the DER `ECDSA-Sig-Value` OpenSSL verifies; nil unless it is 64 bytes.
  func derSignature(raw: [UInt8]) -> [UInt8]? {
    let api = key.library.api
    let size = Self.scalarSize
    guard raw.count == 2 * size, let signature = api.ECDSA_SIG_new() else { return nil }
    defer { api.ECDSA_SIG_free(signature) }
    let (r, s) = raw.withUnsafeBufferPointer { bytes in
      (
        api.BN_bin2bn(bytes.baseAddress, Int32(size), nil),
        api.BN_bin2bn(bytes.baseAddress! + size, Int32(size), nil)
      )
    }
    // ECDSA_SIG_set0 takes r and s only when it succeeds.
    guard let r, let s, api.ECDSA_SIG_set0(signature, r, s) == 1 else {
      api.BN_free(r)
      api.BN_free(s)
      return nil
    }
    let length = api.i2d_ECDSA_SIG(signature, nil)
    guard length > 0 else { return nil }
    var der = [UInt8](repeating: 0, count: Int(length))
    let written = der.withUnsafeMutableBufferPointer { buffer in
      var cursor = buffer.baseAddress
      return api.i2d_ECDSA_SIG(signature, &cursor)
    }
    return written == length ? der : nil
  }

  /// A DER `ECDSA-Sig-Value` as the raw r‖s a JWS carries, each left-padded to 32 bytes; nil when it is not
  /// one.
  func rawSignature(der: [UInt8]) -> [UInt8]? {
    let api = key.library.api
    let size = Self.scalarSize
    let signature = der.withUnsafeBufferPointer { buffer in
      var cursor = buffer.baseAddress
      return api.d2i_ECDSA_SIG(nil, &cursor, buffer.count)
    }
    guard let signature else { return nil }
    defer { api.ECDSA_SIG_free(signature) }
    var r: OpaquePointer?
    var s: OpaquePointer?
    api.ECDSA_SIG_get0(signature, &r, &s)
    var raw = [UInt8](repeating: 0, count: 2 * size)
    let padded = raw.withUnsafeMutableBufferPointer { buffer in
      api.BN_bn2binpad(r, buffer.baseAddress, Int32(size)) == Int32(size)
        && api.BN_bn2binpad(s, buffer.baseAddress! + size, Int32(size)) == Int32(size)
    }
    return padded ? raw : nil
  }
}
