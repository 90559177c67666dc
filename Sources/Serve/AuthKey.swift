import SystemTLS

/// The team's APNs signing key, `AuthKey_KEYID.p8` (a PKCS#8 PEM P-256 key), through the system's OpenSSL:
/// it verifies the provider tokens a backend sends, and signs one for trying the endpoint.
public struct AuthKey: Sendable {
  /// The key id, from the file's name as Apple names it.
  public var keyID: String
  private let key: ES256Key

  /// Reads `pem` (the file's bytes); `fileName` gives the key id (`AuthKey_ABC123DEFG.p8`).
  public init(pem: [UInt8], fileName: String) throws(ServeError) {
    guard let keyID = Self.keyID(fromFileName: fileName) else {
      throw ServeError.tls(
        "\(fileName): expected the key as Apple names it, AuthKey_KEYID.p8 (the key id names the key in"
          + " every provider token)")
    }
    self.keyID = keyID
    do {
      key = try ES256Key(library: try OpenSSLLibrary.load(), pkcs8PEM: pem)
    } catch {
      throw ServeError.tls("\(fileName): \(error.description)")
    }
  }

  /// Whether `signature` (JWS ES256: r and s) signs `signingInput` with this key.
  public func verify(signingInput: [UInt8], signature: [UInt8]) -> Bool {
    key.verify(signingInput: signingInput, signature: signature)
  }

  /// An ES256 signature of `signingInput`.
  public func sign(_ signingInput: [UInt8]) -> [UInt8]? {
    key.sign(signingInput: signingInput)
  }

  /// `ABC123DEFG` from `…/AuthKey_ABC123DEFG.p8`.
  static func keyID(fromFileName path: String) -> String? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard name.hasPrefix("AuthKey_"), name.hasSuffix(".p8") else { return nil }
    let id = name.dropFirst("AuthKey_".count).dropLast(".p8".count)
    guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
    return String(id)
  }
}
