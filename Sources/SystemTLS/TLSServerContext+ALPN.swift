extension TLSServerContext {
  /// `SSL_TLSEXT_ERR_OK`, `SSL_TLSEXT_ERR_ALERT_FATAL`, `OPENSSL_NPN_NEGOTIATED`.
  private static let alpnOK: Int32 = 0
  private static let alpnFatal: Int32 = 2
  private static let negotiated: Int32 = 1

  /// The ALPN callback: selects `h2` from the client's list, or ends the handshake with the
  /// `no_application_protocol` alert when the list lacks it. `arg` is `SSL_select_next_proto` itself.
  static var selectH2: ALPNSelectCallback {
    { _, out, outLength, offered, offeredLength, arg in
      guard let out, let outLength, let offered, let arg else { return TLSServerContext.alpnFatal }
      let select = unsafeBitCast(arg, to: SelectNextProtocol.self)
      // The wire format: a length byte, then the name. A static string's bytes live as long as the
      // program, and `out` may be left pointing at them.
      let ours: StaticString = "\u{02}h2"
      var chosen: UnsafeMutablePointer<UInt8>?
      var chosenLength: UInt8 = 0
      let result = select(
        &chosen, &chosenLength, ours.utf8Start, UInt32(ours.utf8CodeUnitCount), offered, offeredLength)
      guard result == TLSServerContext.negotiated, let chosen else { return TLSServerContext.alpnFatal }
      out.pointee = UnsafePointer(chosen)
      outLength.pointee = chosenLength
      return TLSServerContext.alpnOK
    }
  }
}
