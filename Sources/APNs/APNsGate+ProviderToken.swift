import Delivery
import JSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `authorization: bearer <JWT>` header, checked as APNs checks a provider token: ES256, the key id and
/// team, signed within the last hour, not renewed more often than every 20 minutes, and (with the key) the
/// signature.
extension APNsGate {
  /// APNs refuses a provider token renewed sooner than this after the last one (429
  /// TooManyProviderTokenUpdates): "no more than once every 20 minutes".
  public static let providerTokenRenewal: Double = 1200

  /// Whether the signature was checked, or why APNs refuses the token.
  mutating func checkProviderToken(_ header: String?, wall: Date) -> Result<Bool, Refusal> {
    guard let header, !header.isEmpty else {
      return .failure(
        Refusal(
          .missingProviderToken,
          "no authorization header; send \"authorization: bearer <JWT>\" signed with your AuthKey_KEYID.p8"))
    }
    let token: ProviderToken
    // A provider sends the same token for up to an hour: it is read once.
    switch lastRead?.header == header ? .success(lastRead!.token) : ProviderToken.read(authorization: header)
    {
    case .success(let read):
      token = read
      lastRead = (header, read)
    case .failure(.notBearer):
      return .failure(Refusal(.invalidProviderToken, "the authorization header is not \"bearer <JWT>\""))
    case .failure(.notJWT(let why)):
      return .failure(Refusal(.invalidProviderToken, "the bearer token is not a JWT: \(why)"))
    }
    guard token.algorithm == "ES256" else {
      return .failure(
        Refusal(
          .invalidProviderToken,
          "the JWT's alg is \(token.algorithm.map { "\"\($0.abbreviated)\"" } ?? "missing"); APNs takes ES256"
        ))
    }
    guard let keyID = token.keyID, credentials.keyID.map({ $0 == keyID }) ?? !keyID.isEmpty else {
      return .failure(
        Refusal(
          .invalidProviderToken,
          "the JWT's kid is \(token.keyID.map { "\"\($0.abbreviated)\"" } ?? "missing")"
            + (credentials.keyID.map { "; the key given is \($0)" } ?? "; it names your key's 10-character id")
        ))
    }
    guard let issuer = token.issuer, credentials.teamID.map({ $0 == issuer }) ?? !issuer.isEmpty else {
      return .failure(
        Refusal(
          .invalidProviderToken,
          "the JWT's iss is \(token.issuer.map { "\"\($0.abbreviated)\"" } ?? "missing")"
            + (credentials.teamID.map { "; the team given is \($0)" }
              ?? "; it names your 10-character team id")))
    }
    guard let issued = token.issuedAt, issued.isFinite else {
      return .failure(Refusal(.invalidProviderToken, "the JWT has no iat (seconds since 1970 it was signed)"))
    }
    let age = wall.timeIntervalSince1970 - issued
    if age > PushDecoder.providerTokenLifetime {
      return .failure(
        Refusal(
          .expiredProviderToken,
          "the JWT was signed \(Self.minutes(age)) ago; APNs takes a provider token for one hour: renew it"
            + " every 20 to 60 minutes"))
    }
    if age < -60 {
      return .failure(
        Refusal(
          .invalidProviderToken, "the JWT's iat is \(Self.minutes(-age)) in the future: check the clock"))
    }
    if let verify = credentials.verify, !verify(token.signingInput, token.signature) {
      return .failure(
        Refusal(
          .invalidProviderToken,
          "the JWT's ES256 signature does not verify with the key \(credentials.keyID ?? "given")"))
    }
    if let last = lastTokens[keyID], last.text != token.text, issued > last.issuedAt,
      issued - last.issuedAt < Self.providerTokenRenewal
    {
      return .failure(
        Refusal(
          .tooManyProviderTokenUpdates,
          "a new provider token \(Self.minutes(issued - last.issuedAt)) after the last; APNs takes a new one"
            + " no more than once every 20 minutes: reuse the token until then"))
    }
    if lastTokens[keyID].map({ issued >= $0.issuedAt }) ?? true {
      lastTokens[keyID] = (token.text, issued)
    }
    return .success(credentials.verify != nil)
  }

  /// `42 min`, `3 s`, `2 h`: a duration in the largest unit that keeps it whole-ish.
  static func minutes(_ seconds: Double) -> String {
    let whole = Int(saturating: seconds.rounded())
    if whole < 120 { return "\(whole) s" }
    if whole < 7200 { return "\(whole / 60) min" }
    return "\(whole / 3600) h"
  }
}
