import Escaping

#if canImport(Glibc)
  import Glibc
#endif

/// Why `la-sim serve` could not start or keep serving.
public enum ServeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A system call failed: its name and `errno`.
  case system(String, Int32)
  /// The address could not be bound (in use, not this machine's).
  case cannotListen(ListenAddress, Int32)
  /// TLS could not be set up: the one-line reason.
  case tls(String)
  /// A file or directory could not be written.
  case cannotWrite(String, Int32)

  /// One line.
  public var description: String {
    switch self {
    case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
    case .cannotListen(let address, let code):
      "cannot listen on \(address): \(String(cString: strerror(code)))"
        + (code == EADDRINUSE
          ? " (another program, or another la-sim serve, has it: pick another --listen)" : "")
    case .tls(let reason): reason
    case .cannotWrite(let path, let code):
      "\(path.terminalSafe): cannot write it: \(String(cString: strerror(code)))"
    }
  }
}
