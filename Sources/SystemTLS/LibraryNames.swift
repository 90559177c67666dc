/// Where this platform keeps OpenSSL 3, and how to install it there.
enum LibraryNames {
  #if os(Linux)
    /// The sonames of OpenSSL 3.x: any 3.x keeps them, and no 1.1 or 4 library answers to them.
    static let ssl = ["libssl.so.3"]
    /// libssl's companion.
    static let crypto = ["libcrypto.so.3"]
    /// What to do when they are missing.
    static let installAdvice = "install it (Debian: apt-get install libssl3)"
  #else
    // macOS ships no OpenSSL 3; Homebrew's is found by name through the usual library paths, or at its
    // prefix on Apple silicon and on Intel.
    static let ssl = [
      "libssl.3.dylib", "/opt/homebrew/opt/openssl@3/lib/libssl.3.dylib",
      "/usr/local/opt/openssl@3/lib/libssl.3.dylib",
    ]
    static let crypto = [
      "libcrypto.3.dylib", "/opt/homebrew/opt/openssl@3/lib/libcrypto.3.dylib",
      "/usr/local/opt/openssl@3/lib/libcrypto.3.dylib",
    ]
    static let installAdvice = "install it (macOS: brew install openssl@3)"
  #endif
}
