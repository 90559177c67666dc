import Formatting
import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `authorization: bearer <JWT>` header: APNs refuses a provider token issued more than an hour before
/// the request (403 ExpiredProviderToken). la-sim reads the JWT's `iat`; it cannot check the signature.
extension PushDecoder {
  /// How old a provider token APNs still accepts (APNs "Establishing a token-based connection").
  public static let providerTokenLifetime: Double = 3600

  /// Reads the JWT's `iat` for `checkProviderToken(at:)`; a header that is not `bearer <JWT>` is an error.
  mutating func decodeAuthorization(_ text: String, _ member: JSONCursor) {
    let parts = text.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else {
      error(
        .providerToken, member,
        "expected \"bearer <JWT>\"; APNs answers 403 MissingProviderToken or InvalidProviderToken: sign an"
          + " ES256 JWT with your key and send it as \"bearer …\"")
      return
    }
    let segments = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count == 3, let claims = Base64URL.decode(segments[1]),
      let parsed = try? JSONParser.parse(bytes: claims), let issued = parsed["iat"]?.number
    else {
      error(
        .providerToken, member,
        "the bearer token is not a JWT with an \"iat\" claim (header.claims.signature, base64url); APNs answers"
          + " 403 InvalidProviderToken")
      return
    }
    providerTokenIssued = (issued, member)
  }

  /// The JWT's `iat` as its claims wrote it (`-1e308`, not `-1e+308`), from the `authorization` header at
  /// `cursor`; nil when the header holds no such claim.
  static func issuedText(_ cursor: JSONCursor) -> String? {
    guard let header = cursor.value.string,
      let token = header.split(separator: " ", maxSplits: 1).last,
      case let segments = token.split(separator: ".", omittingEmptySubsequences: false), segments.count == 3,
      let claims = Base64URL.decode(segments[1]), let parsed = try? JSONParser.parse(bytes: claims)
    else { return nil }
    return parsed["iat"]?.numberText
  }

  /// Flags a provider token issued more than an hour before the push's instant (or after it).
  mutating func checkProviderToken(at arrival: Date?) {
    guard let (issued, cursor) = providerTokenIssued, let arrival else { return }
    let age = arrival.timeIntervalSince1970 - issued
    if age > InputLimits.relativeDateSeconds {
      // No token is a century old: the claim is not a time (seconds since 1970, as JWT's NumericDate).
      error(
        .providerToken, cursor,
        "the JWT's iat \(Self.issuedText(cursor) ?? formatNumber(issued)) is more than a century before the push; APNs refuses a provider"
          + " token older than one hour (403 ExpiredProviderToken): set iat to the Unix time the token is signed"
      )
    } else if age > Self.providerTokenLifetime {
      error(
        .providerToken, cursor,
        "the JWT was issued at \(ClockText.iso(Date(timeIntervalSince1970: issued))), \(Int(saturating: age / 60)) minutes"
          + " before the push; APNs refuses a provider token older than one hour (403 ExpiredProviderToken):"
          + " renew it at least every 60 minutes (and no more often than every 20)")
    } else if age < -60 {
      error(
        .providerToken, cursor,
        "the JWT's iat is \(ClockText.iso(Date(timeIntervalSince1970: issued))), after the push; APNs refuses a"
          + " token issued in the future (403 InvalidProviderToken): check the server's clock")
    }
  }
}
