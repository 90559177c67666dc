extension OpenSSLLibrary {
  /// `BIO_CTRL_INFO`: what `BIO_get_mem_data` expands to.
  private static let bioControlInfo: Int32 = 3

  /// Runs `body` with a read-only memory BIO over `bytes`, freed afterwards. The BIO does not copy the
  /// bytes, so it lives only inside this call, where they are pinned.
  func withMemoryBIO<T>(
    reading bytes: [UInt8], _ body: (OpaquePointer) throws(TLSError) -> T
  ) throws(TLSError) -> T {
    guard bytes.count <= Int32.max else {
      throw TLSError(.crypto, "\(bytes.count) bytes are too many for an OpenSSL memory BIO")
    }
    let result = bytes.withUnsafeBytes { raw -> Result<T, TLSError> in
      guard let bio = api.BIO_new_mem_buf(raw.baseAddress, Int32(raw.count)) else {
        return .failure(failure(.crypto, "could not make an OpenSSL memory BIO"))
      }
      defer { _ = api.BIO_free(bio) }
      return Result { () throws(TLSError) -> T in try body(bio) }
    }
    return try result.get()
  }

  /// What `write` puts into a fresh memory BIO, as text; nil when `write` did not return 1.
  func pemText(_ write: (OpaquePointer) -> Int32) -> String? {
    guard let method = api.BIO_s_mem(), let bio = api.BIO_new(method) else { return nil }
    defer { _ = api.BIO_free(bio) }
    guard write(bio) == 1 else { return nil }
    var data: UnsafeMutableRawPointer?
    let count = api.BIO_ctrl(bio, Self.bioControlInfo, 0, &data)
    guard count > 0, let data else { return nil }
    return String(decoding: UnsafeRawBufferPointer(start: data, count: count), as: UTF8.self)
  }
}
