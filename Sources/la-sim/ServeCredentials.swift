import APNs
import Arguments
import JSON
import Serve

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `la-sim serve` authenticates providers with (`--auth-key`, `--team-id`) and secures connections
/// with (`--tls-cert`, `--tls-key`).
struct ServeCredentials {
  /// The key id and team a provider token must name, and its signature check.
  var gate: APNsGate.Credentials
  /// The team's key, when given.
  var authKey: AuthKey?

  /// Reads `--auth-key` and `--team-id`.
  static func read(_ arguments: ParsedArguments) throws(CLIError) -> ServeCredentials {
    let team = arguments.value("team-id")
    guard let path = arguments.value("auth-key") else {
      return ServeCredentials(gate: APNsGate.Credentials(teamID: team), authKey: nil)
    }
    let pem = try InputFile.read(path, limit: .payload)
    let key: AuthKey
    do {
      key = try AuthKey(pem: pem, fileName: path)
    } catch {
      throw CLIError(message: error.description, code: ExitCode.dataError)
    }
    return ServeCredentials(
      gate: APNsGate.Credentials(
        keyID: key.keyID, teamID: team,
        verify: { input, signature in key.verify(signingInput: input, signature: signature) }),
      authKey: key)
  }

  /// Reads `--tls-cert` and `--tls-key` (both or neither).
  static func tls(_ arguments: ParsedArguments) throws(CLIError) -> TLSEndpoint? {
    switch (arguments.value("tls-cert"), arguments.value("tls-key")) {
    case (nil, nil): return nil
    case (let certificate?, let key?):
      for path in [certificate, key] where !FileManager.default.isReadableFile(atPath: path) {
        throw CLIError(message: "\(path): cannot read it", code: ExitCode.noInput)
      }
      do {
        return try TLSEndpoint(certificateFile: certificate, privateKeyFile: key)
      } catch {
        throw CLIError(message: error.description, code: ExitCode.unavailable)
      }
    default:
      throw CLIError.usage("--tls-cert and --tls-key go together (la-sim serve --make-cert DIR writes both)")
    }
  }

  /// A provider token to try the endpoint with, good for an hour from `date`: signed with the key when
  /// one was given, else with no real signature (the endpoint does not check one then).
  func sampleToken(at date: Date) -> String {
    let keyID = authKey?.keyID ?? "LASIMKEY01"
    let header = Base64URL.encode(Array(#"{"alg":"ES256","kid":"\#(keyID)"}"#.utf8))
    let claims = Base64URL.encode(
      Array(#"{"iss":"\#(gate.teamID ?? "LASIMTEAM1")","iat":\#(Int(date.timeIntervalSince1970))}"#.utf8))
    let input = Array("\(header).\(claims)".utf8)
    let signature = authKey?.sign(input) ?? [UInt8](repeating: 0, count: 64)
    return "\(header).\(claims).\(Base64URL.encode(signature))"
  }
}
