extension OpenSSLLibrary {
  /// Empties this thread's OpenSSL error queue and gives its oldest entry as text (`error:0A00010B:SSL
  /// routines::wrong version number`), or nil when it was empty. The oldest is the cause; later entries
  /// say where it surfaced. Emptying the queue keeps a stale entry from being blamed for a later failure.
  func takeErrorText() -> String? {
    let first = api.ERR_get_error()
    guard first != 0 else { return nil }
    while api.ERR_get_error() != 0 {}
    var buffer = [CChar](repeating: 0, count: 256)
    api.ERR_error_string_n(first, &buffer, buffer.count)
    return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }

  /// Empties this thread's OpenSSL error queue before a call whose failure is read from it.
  func clearErrors() {
    api.ERR_clear_error()
  }

  /// A `TLSError` carrying OpenSSL's reason for the failure that just happened.
  func failure(_ kind: TLSError.Kind, _ what: String, advice: String? = nil) -> TLSError {
    TLSError(kind, what, reason: takeErrorText(), advice: advice)
  }
}
