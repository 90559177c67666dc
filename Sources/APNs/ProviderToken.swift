import JSON

/// An APNs provider token: the JWT after `authorization: bearer`, read as APNs reads it. Its header names
/// the algorithm (`ES256`) and the key (`kid`, the 10-character key id of `AuthKey_KEYID.p8`); its claims the
/// team (`iss`) and when it was signed (`iat`, seconds since 1970).
public struct ProviderToken: Equatable, Sendable {
  /// The JWT as sent.
  public var text: String
  /// `alg` from the header.
  public var algorithm: String?
  /// `kid` from the header.
  public var keyID: String?
  /// `iss` from the claims: the team id.
  public var issuer: String?
  /// `iat` from the claims, seconds since 1970.
  public var issuedAt: Double?
  /// `header.claims`: the bytes the signature covers.
  public var signingInput: [UInt8]
  /// The signature's bytes (for ES256, r and s of 32 bytes each).
  public var signature: [UInt8]

  /// Why an `authorization` header is not a provider token.
  public enum ReadError: Error, Equatable, Sendable {
    /// No `bearer ` before the token.
    case notBearer
    /// Not three base64url parts, or a part that is not JSON.
    case notJWT(String)
  }

  /// Reads an `authorization` header's value.
  public static func read(authorization: String) -> Result<ProviderToken, ReadError> {
    let parts = authorization.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return .failure(.notBearer) }
    let text = String(parts[1].trimmingSpaces)
    let segments = text.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count == 3 else {
      return .failure(.notJWT("\(segments.count) dot-separated parts, not 3 (header.claims.signature)"))
    }
    guard let headerBytes = Base64URL.decode(segments[0]),
      let header = try? JSONParser.parse(bytes: headerBytes),
      case .object = header
    else { return .failure(.notJWT("its header is not base64url-encoded JSON")) }
    guard let claimBytes = Base64URL.decode(segments[1]),
      let claims = try? JSONParser.parse(bytes: claimBytes),
      case .object = claims
    else { return .failure(.notJWT("its claims are not base64url-encoded JSON")) }
    guard let signature = Base64URL.decode(segments[2]) else {
      return .failure(.notJWT("its signature is not base64url"))
    }
    return .success(
      ProviderToken(
        text: text, algorithm: header["alg"]?.string, keyID: header["kid"]?.string,
        issuer: claims["iss"]?.string, issuedAt: claims["iat"]?.number,
        signingInput: Array(segments[0].utf8) + [0x2E] + Array(segments[1].utf8), signature: signature))
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
