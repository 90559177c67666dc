import APNs
import Foundation
import Testing

/// Provider tokens as APNs checks them: the key id and team, the signature, and how often they change.
@Suite struct ProviderTokenTests {
  @Test func theKeyIDAndTeamGivenMustBeTheTokens() throws {
    var phone = try APNsPhone(credentials: APNsGate.Credentials(keyID: "KEY0000001", teamID: "TEAM123456"))
    let wrongKey = phone.send(phone.update())
    #expect(wrongKey.answer.reason == .invalidProviderToken)
    #expect(wrongKey.refusal?.why.contains("KEY0000001") == true)
    let right = phone.send(
      phone.update { $0.set("authorization", "bearer " + APNsPhone.jwt(kid: "KEY0000001")) })
    #expect(right.answer.status == 200)
    #expect(right.accepted?.signatureChecked == false)
    let wrongTeam = phone.send(
      phone.update {
        $0.set("authorization", "bearer " + APNsPhone.jwt(kid: "KEY0000001", iss: "OTHER00000"))
      })
    #expect(wrongTeam.answer.reason == .invalidProviderToken)
  }

  @Test func aSignatureThatDoesNotVerifyIsRefused() throws {
    let seen = SeenInputs()
    var phone = try APNsPhone(
      credentials: APNsGate.Credentials(verify: { input, signature in
        seen.add(String(decoding: input, as: UTF8.self), signature)
        return signature.count == 64 && signature.allSatisfy { $0 == 7 }
      }))
    #expect(phone.send(phone.update()).answer.status == 200)
    let jwt = APNsPhone.jwt()
    #expect(seen.inputs.first == jwt.split(separator: ".").prefix(2).joined(separator: "."))
    let forged = jwt.dropLast(4) + "AAAA"
    let refused = phone.send(
      phone.update(timestamp: 1_795_946_200) { $0.set("authorization", "bearer \(forged)") })
    #expect(refused.answer.reason == .invalidProviderToken)
  }

  @Test func aNewTokenWithinTwentyMinutesIsTooManyUpdates() throws {
    var phone = try APNsPhone()
    let base = APNsPhone.wall.timeIntervalSince1970 - 1500
    let first = phone.send(phone.update { $0.set("authorization", "bearer " + APNsPhone.jwt(iat: base)) })
    #expect(first.answer.status == 200)
    let soon = phone.send(
      phone.update(timestamp: 1_795_946_200) {
        $0.set("authorization", "bearer " + APNsPhone.jwt(iat: base + 600))
      })
    #expect(soon.answer.reason == .tooManyProviderTokenUpdates)
    #expect(soon.answer.status == 429)
    let later = phone.send(
      phone.update(timestamp: 1_795_946_300) {
        $0.set("authorization", "bearer " + APNsPhone.jwt(iat: base + 1300))
      })
    #expect(later.answer.status == 200)
  }
}

/// What a signature check was given.
final class SeenInputs: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [String] = []
  var inputs: [String] { lock.withLock { seen } }
  func add(_ input: String, _ signature: [UInt8]) { lock.withLock { seen.append(input) } }
}
