#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's OpenSSL 3, loaded once at run time.
///
/// Nothing links OpenSSL at build time: `load()` opens `libssl.so.3` and `libcrypto.so.3` with `dlopen` and
/// looks up each function this module calls with `dlsym`, so a machine without OpenSSL runs every command
/// that needs no TLS and gets a one-line error, saying what to install, from the one that does. The
/// libraries are never closed: OpenSSL keeps per-thread state and exit handlers that must outlive any use.
public final class OpenSSLLibrary: @unchecked Sendable {
  /// The function table: every OpenSSL function this module calls, resolved once. Immutable after `init`,
  /// which is why the class may be shared across threads.
  let api: API
  /// OpenSSL's own version line, e.g. `OpenSSL 3.0.19 27 Jan 2026`, for a server's start-up log.
  public let version: String

  /// The library, loaded on first use and kept for the life of the process; a failure is kept as well, since
  /// installing OpenSSL while the process runs would not change what `dlopen` already refused.
  ///
  /// - Throws: `TLSError` of kind `.libraryUnavailable`, saying what to install.
  public static func load() throws(TLSError) -> OpenSSLLibrary {
    try shared.get()
  }

  private static let shared = Result<OpenSSLLibrary, TLSError> { () throws(TLSError) in
    try OpenSSLLibrary(ssl: LibraryNames.ssl, crypto: LibraryNames.crypto)
  }

  /// Opens the two libraries by name (or path) and resolves the function table. Tests give names that do
  /// not exist to see the error a machine without OpenSSL gives.
  init(ssl: [String], crypto: [String]) throws(TLSError) {
    // libcrypto first: libssl needs it, and a missing libcrypto is named as itself rather than as a
    // libssl load failure.
    let cryptoHandle = try Self.open(crypto)
    let sslHandle = try Self.open(ssl)
    let api = try API(ssl: sslHandle, crypto: cryptoHandle)
    let number = api.OpenSSL_version_num()
    let text = api.OpenSSL_version(0).map { String(cString: $0) } ?? "OpenSSL \(number)"
    // 0xMNN00PP0: the major version is the top nibble.
    guard number >> 28 >= 3 else {
      throw TLSError(
        .libraryUnavailable, "TLS needs OpenSSL 3 (\(ssl.first ?? "libssl.so.3")), found \(text)",
        advice: LibraryNames.installAdvice)
    }
    self.api = api
    self.version = text
  }

  private static func open(_ names: [String]) throws(TLSError) -> UnsafeMutableRawPointer {
    var detail: String?
    for name in names {
      if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) { return handle }
      detail = dlerror().map { String(cString: $0) }
    }
    let name = names.first ?? "libssl.so.3"
    // "No such file" is what "not found" already says; anything else (a broken or foreign-architecture
    // file, a missing dependency) is worth its own words.
    let reason = detail.flatMap { $0.contains("No such file") ? nil : $0 }
    throw TLSError(
      .libraryUnavailable, "TLS needs OpenSSL 3 (\(name)), not found", reason: reason,
      advice: LibraryNames.installAdvice)
  }

  /// Resolves one function and gives it its C type. `T` must be the `@convention(c)` type of the C
  /// declaration; a wrong one is undefined behaviour, which is why each type is spelled out beside its
  /// name in the function table.
  static func resolve<T>(_ name: String, in handle: UnsafeMutableRawPointer) throws(TLSError) -> T {
    guard let address = dlsym(handle, name) else {
      throw TLSError(
        .libraryUnavailable, "the system's OpenSSL has no function \(name)",
        advice: "TLS needs OpenSSL 3.0 or later: \(LibraryNames.installAdvice)")
    }
    return unsafeBitCast(address, to: T.self)
  }
}
