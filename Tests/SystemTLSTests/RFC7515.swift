import Foundation

/// RFC 7515 Appendix A.3: an ES256 JWS and the P-256 key (JWK `d`, `x`, `y`) that made it.
enum RFC7515 {
  static let d = "jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI"
  static let x = "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU"
  static let y = "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"
  /// `BASE64URL(header) . BASE64URL(payload)`.
  static let signingInput = Array(
    ("eyJhbGciOiJFUzI1NiJ9"
      + ".eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ")
      .utf8)
  /// The signature, r‖s.
  static let signature = base64URL(
    "DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q")

  /// The key as PKCS#8 (RFC 5208) holding an ECPrivateKey (RFC 5915) with its public point, as Apple's
  /// `.p8` files do: a fixed DER prefix for P-256 (version 0, id-ecPublicKey with prime256v1, then the
  /// ECPrivateKey's version 1 and a 32-byte octet string), `d`, the `[1]` public-key prefix, `04‖x‖y`.
  static var privateKeyPEM: String {
    let prefix: [UInt8] = [
      0x30, 0x81, 0x87, 0x02, 0x01, 0x00, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01,
      0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07, 0x04, 0x6D, 0x30, 0x6B, 0x02, 0x01, 0x01,
      0x04, 0x20,
    ]
    let publicPrefix: [UInt8] = [0xA1, 0x44, 0x03, 0x42, 0x00, 0x04]
    let der = prefix + base64URL(d) + publicPrefix + base64URL(x) + base64URL(y)
    let body = Data(der).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
    return "-----BEGIN PRIVATE KEY-----\n\(body)\n-----END PRIVATE KEY-----\n"
  }

  static func base64URL(_ text: String) -> [UInt8] {
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Array(Data(base64Encoded: standard)!)
  }
}
