import Testing

@testable import SystemTLS

extension SystemTLSTests {
  @Suite("Loading the system's OpenSSL") struct OpenSSLLibraryTests {
    @Test("load() finds OpenSSL 3 and gives the same library every time")
    func loadsOnce() throws {
      let first = try OpenSSLLibrary.load()
      let second = try OpenSSLLibrary.load()
      #expect(first === second)
      #expect(first.version.hasPrefix("OpenSSL 3."))
    }

    @Test("a machine without libssl.so.3 is told what to install")
    func missingLibrary() {
      #expect {
        _ = try OpenSSLLibrary(ssl: ["libssl.so.3"], crypto: ["libcrypto-absent.so.3"])
      } throws: { error in
        (error as? TLSError)?.description
          == "TLS needs OpenSSL 3 (libcrypto-absent.so.3), not found: install it (Debian: apt-get install libssl3)"
      }
      let error = #expect(throws: TLSError.self) {
        _ = try OpenSSLLibrary(ssl: ["libssl-absent.so.3"], crypto: ["libcrypto.so.3"])
      }
      #expect(error?.kind == .libraryUnavailable)
      #expect(
        error?.description
          == "TLS needs OpenSSL 3 (libssl-absent.so.3), not found: install it (Debian: apt-get install libssl3)"
      )
    }

    @Test("a library that lacks a function is named by the function")
    func missingSymbol() {
      // The C library opens fine but has none of OpenSSL's functions.
      let error = #expect(throws: TLSError.self) {
        _ = try OpenSSLLibrary(ssl: ["libssl.so.3"], crypto: ["libc.so.6"])
      }
      #expect(error?.kind == .libraryUnavailable)
      #expect(error?.description.contains("has no function OpenSSL_version_num") == true)
      #expect(error?.description.contains("apt-get install libssl3") == true)
    }
  }
}
